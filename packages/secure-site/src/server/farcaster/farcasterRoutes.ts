import { generateNonce } from '@farcaster/auth-client';
import * as z from 'zod/mini';
import type { SiteContext } from '../context.js';
import { HttpError } from '../http/httpError.js';
import { findOrCreateUserByIdentity } from '../users/identities.js';
import { FARCASTER_CHANNEL_TTL_MS, findChannel, storeChannel, useChannel } from './farcasterChannels.js';
import type { StoredChannel } from './farcasterChannels.js';
import type { FarcasterClient } from './farcasterClient.js';

const channelToken = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/, 'Invalid channel token'));

/** Body of `POST /api/v1/farcaster/channel`. */
export const channelBody = z.strictObject({});
/** Body of `POST /api/v1/farcaster/status`. */
export const statusBody = z.strictObject({ channelToken });

/** What the relay's status route answers (the fields the secure site reads). */
const relayStatus = z.object({
  state: z.enum(['pending', 'completed']),
  message: z.optional(z.string().check(z.maxLength(4_000))),
  signature: z.optional(z.string().check(z.regex(/^0x[0-9a-fA-F]+$/))),
  username: z.optional(z.string()),
});

function client(ctx: SiteContext): FarcasterClient {
  if (!ctx.farcaster) throw new HttpError(400, 'FARCASTER_NOT_CONFIGURED', 'Farcaster sign-in is not offered by this secure site');
  return ctx.farcaster;
}

function relayUnreachable(): HttpError {
  return new HttpError(502, 'FARCASTER_RELAY_ERROR', 'The Farcaster relay could not be reached; try again');
}

/** The domain and URI the Sign In With Farcaster message must name: the secure site's own. */
function siteIdentity(ctx: SiteContext): { domain: string; siweUri: string } {
  return { domain: new URL(ctx.publicUrl).host, siweUri: ctx.publicUrl };
}

/**
 * `POST /api/v1/farcaster/channel`: opens a channel at the Farcaster relay with a fresh nonce and the secure
 * site's domain, and answers the sign-in URL to show as a QR code and the channel token to poll with.
 */
export async function createFarcasterChannel(ctx: SiteContext, projectId: string, parentOrigin: string): Promise<{ url: string; channelToken: string }> {
  const { app } = client(ctx);
  const nonce = generateNonce();
  const expiresAt = ctx.now() + FARCASTER_CHANNEL_TTL_MS;
  const created = await app.createChannel({ ...siteIdentity(ctx), nonce, expirationTime: new Date(expiresAt).toISOString(), acceptAuthAddress: false });
  if (created.isError) throw relayUnreachable();
  const data = created.data as Partial<{ channelToken: unknown; url: unknown; nonce: unknown }>;
  const token = channelToken.safeParse(data.channelToken);
  if (created.response.status !== 201 && created.response.status !== 200) {
    const reason = (created.data as { error?: unknown }).error;
    throw new HttpError(502, 'FARCASTER_RELAY_ERROR', `The Farcaster relay refused the sign-in request${typeof reason === 'string' ? `: ${reason.slice(0, 200)}` : ''}`);
  }
  if (!token.success || typeof data.url !== 'string' || !/^(https?|farcaster):\/\//.test(data.url) || data.url.length > 2_048 || data.nonce !== nonce) {
    throw new HttpError(502, 'FARCASTER_RELAY_ERROR', 'The Farcaster relay answered an unusable channel');
  }
  await storeChannel(ctx, token.data, { nonce, projectId, parentOrigin, expiresAt });
  return { url: data.url, channelToken: token.data };
}

function openChannel(ctx: SiteContext, channel: StoredChannel | undefined, projectId: string, parentOrigin: string): StoredChannel {
  if (!channel || channel.projectId !== projectId || channel.parentOrigin !== parentOrigin) {
    throw new HttpError(404, 'FARCASTER_CHANNEL_UNKNOWN', 'This Farcaster sign-in request is unknown; start a new one');
  }
  if (channel.usedAt !== null) throw new HttpError(409, 'FARCASTER_CHANNEL_USED', 'This Farcaster sign-in request was used already; start a new one');
  if (channel.expiresAt <= ctx.now()) throw new HttpError(410, 'FARCASTER_CHANNEL_EXPIRED', 'The Farcaster sign-in request has expired; start a new one');
  return channel;
}

/**
 * `POST /api/v1/farcaster/status`: asks the relay once whether the Farcaster app approved the channel
 * (`{ state: 'pending' }` while not). Once it did, the signed message is checked with the auth client's own
 * verification (this site's domain, the channel's nonce, the signer owning the fid in the ID registry); the
 * channel is then used up, the fid's account found or created and a session opened.
 */
export async function farcasterStatus(ctx: SiteContext, body: z.infer<typeof statusBody>, projectId: string, parentOrigin: string) {
  const { app } = client(ctx);
  const channel = openChannel(ctx, await findChannel(ctx, body.channelToken), projectId, parentOrigin);
  const answer = await app.status({ channelToken: body.channelToken });
  if (answer.isError) throw relayUnreachable();
  if (answer.response.status === 401 || answer.response.status === 404) {
    throw new HttpError(410, 'FARCASTER_CHANNEL_EXPIRED', 'The Farcaster sign-in request has expired; start a new one');
  }
  const status = relayStatus.safeParse(answer.data);
  if (!status.success || (answer.response.status !== 200 && answer.response.status !== 202)) throw relayUnreachable();
  if (status.data.state === 'pending') return { state: 'pending' as const };
  const { message, signature } = status.data;
  if (!message || !signature) throw new HttpError(401, 'FARCASTER_SIGNATURE_INVALID', 'The Farcaster sign-in came back without a signed message');
  const verified = await app.verifySignInMessage({
    nonce: channel.nonce,
    domain: siteIdentity(ctx).domain,
    message,
    signature: signature as `0x${string}`,
    acceptAuthAddress: false,
  });
  if (verified.isError) {
    if (verified.error?.errCode === 'unavailable') {
      throw new HttpError(502, 'FARCASTER_REGISTRY_UNAVAILABLE', 'The Farcaster ID registry could not be read; try again');
    }
    throw new HttpError(401, 'FARCASTER_SIGNATURE_INVALID', `The Farcaster sign-in could not be verified: ${verified.error?.message ?? 'invalid signature'}`);
  }
  if (!(await useChannel(ctx, body.channelToken))) {
    throw new HttpError(409, 'FARCASTER_CHANNEL_USED', 'This Farcaster sign-in request was used already; start a new one');
  }
  const rawName = status.data.username;
  const username = rawName && /^[a-z0-9][a-z0-9.-]{0,63}$/i.test(rawName) ? rawName : null;
  const user = await findOrCreateUserByIdentity(ctx.db, ctx.keys.encryption, { provider: 'farcaster', subject: String(verified.fid), username }, ctx.now());
  const token = await ctx.sessions.create(user.id);
  return {
    state: 'completed' as const,
    token,
    user: { email: user.email, evmAddress: user.evmAddress, solanaAddress: user.solanaAddress, socialProvider: 'farcaster' as const, userName: username },
  };
}
