import * as z from 'zod/mini';
import type { SecureSiteApi } from '../api.js';
import { FrameRequestError } from '../errors.js';
import type { FrameResult } from '../protocol.js';

const channelAnswer = z.object({
  url: z.string().check(z.maxLength(2_048), z.regex(/^(https?|farcaster):\/\//)),
  channelToken: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/)),
});
const signedInUser = z.object({
  email: z.nullable(z.string()),
  evmAddress: z.string(),
  solanaAddress: z.string(),
  socialProvider: z.literal('farcaster'),
  userName: z.nullable(z.string().check(z.maxLength(128))),
});
const statusAnswer = z.union([
  z.object({ state: z.literal('pending') }),
  z.object({ state: z.literal('completed'), token: z.string().check(z.minLength(1), z.maxLength(4_096)), user: signedInUser }),
]);

/** What the Farcaster handlers need from the frame. */
export interface FarcasterHandlerContext {
  readonly api: SecureSiteApi;
  /** Keeps the new session and user; answers the user as the page gets it (with the network). */
  readonly signedIn: (token: string, user: z.infer<typeof signedInUser>) => Promise<FrameResult<'CONNECT_OTP'>>;
}

/**
 * GET_FARCASTER_URI opens a Sign In With Farcaster channel through the secure site and answers its URL (the QR
 * code); CONNECT_FARCASTER asks the secure site once whether the Farcaster app approved, answering
 * `{ pending: true }` until it did, so the page polls with short requests instead of one that outlasts its timeout.
 */
export function createFarcasterHandlers(context: FarcasterHandlerContext) {
  let channelToken: string | undefined;
  return {
    GET_FARCASTER_URI: async (): Promise<FrameResult<'GET_FARCASTER_URI'>> => {
      const answer = await context.api.post('/api/v1/farcaster/channel', {}, channelAnswer, { auth: false });
      channelToken = answer.channelToken;
      return { url: answer.url };
    },
    CONNECT_FARCASTER: async (): Promise<FrameResult<'CONNECT_FARCASTER'>> => {
      const token = channelToken;
      if (!token) throw new FrameRequestError('No Farcaster sign-in in progress', 'NO_PENDING_LOGIN');
      const answer = await context.api.post('/api/v1/farcaster/status', { channelToken: token }, statusAnswer, { auth: false });
      if (answer.state === 'pending') return { pending: true };
      if (channelToken === token) channelToken = undefined;
      return context.signedIn(answer.token, answer.user);
    },
  };
}
