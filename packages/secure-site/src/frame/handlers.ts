import * as z from 'zod/mini';
import type { SecureSiteApi } from './api.js';
import type { ApprovalQueue } from './approval/queue.js';
import { setThemeMode } from './approval/styles.js';
import { FrameRequestError } from './errors.js';
import { createFarcasterHandlers } from './farcaster/farcasterHandlers.js';
import { createSocialHandlers } from './social/socialHandlers.js';
import type { FramePayload, FrameRequestType, FrameUser } from './protocol.js';
import { handleRpcRequest } from './rpc.js';
import { createSmartAccountHandlers } from './smartAccount/smartAccountHandlers.js';
import type { FrameStore } from './storage.js';

const serverUser = z.object({
  email: z.nullable(z.string()),
  evmAddress: z.string(),
  solanaAddress: z.string(),
  socialProvider: z.optional(z.enum(['google', 'x', 'discord', 'github', 'apple', 'facebook', 'farcaster'])),
  userName: z.optional(z.nullable(z.string().check(z.maxLength(128)))),
});
type ServerUser = z.infer<typeof serverUser>;
const connectAnswer = z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) });
const deviceAnswer = z.object({ approved: z.boolean() });
const verifyAnswer = z.object({ token: z.string().check(z.minLength(1), z.maxLength(4_096)), user: serverUser });
const primaryAnswer = z.object({ action: z.literal('VERIFY_PRIMARY_OTP') });
const secondaryAnswer = z.object({ action: z.literal('VERIFY_SECONDARY_OTP') });
const updatedAnswer = z.object({ email: z.string() });
const empty = z.object({});

/** What the request handlers need. */
export interface HandlerContext {
  readonly api: SecureSiteApi;
  readonly store: FrameStore;
  readonly approvals: ApprovalQueue;
  readonly document: Document;
  /** Network used until the page picks one (the iframe URL's chainId). */
  readonly defaultChainId: string;
  /** RELOAD: reloads the frame after the answer is posted. */
  readonly reload: () => void;
}

type Handlers = { [T in FrameRequestType]: (payload: FramePayload<T>) => Promise<unknown> };

/** The frame's handler of every request type, on top of the secure site's HTTP API. */
export function createHandlers(context: HandlerContext): Handlers {
  const { api, store } = context;
  let user: ServerUser | undefined;
  const chainId = () => store.chainId ?? context.defaultChainId;
  const withChain = (value: ServerUser): FrameUser => ({ ...value, chainId: chainId() });
  const pendingEmail = () => {
    const email = store.pendingEmail;
    if (!email) throw new FrameRequestError('No email login in progress', 'NO_PENDING_LOGIN');
    return email;
  };
  const loadUser = async (): Promise<ServerUser> => {
    if (!store.token) throw new FrameRequestError('Not signed in', 'NOT_SIGNED_IN');
    user = await api.get('/api/v1/user', serverUser);
    return user;
  };
  const smart = createSmartAccountHandlers({ api, chainId, ownerAddress: async () => (user ?? (await loadUser())).evmAddress });

  return {
    SWITCH_NETWORK: async ({ chainId: next }) => {
      store.chainId = next;
      return { chainId: next };
    },
    CONNECT_EMAIL: async ({ email }) => {
      const answer = await api.post('/api/v1/email/connect', { email, deviceId: store.deviceId }, connectAnswer, { auth: false });
      store.pendingEmail = email;
      return answer;
    },
    CONNECT_DEVICE: async () => api.post('/api/v1/email/device', { email: pendingEmail(), deviceId: store.deviceId }, deviceAnswer, { auth: false }),
    CONNECT_OTP: async ({ otp }) => {
      const body = { email: pendingEmail(), otp, deviceId: store.deviceId };
      const answer = await api.post('/api/v1/email/verify', body, verifyAnswer, { auth: false });
      store.token = answer.token;
      store.pendingEmail = undefined;
      user = answer.user;
      return smart.withAccounts(withChain(answer.user));
    },
    GET_USER: async ({ chainId: wanted, preferredAccountType }) => {
      if (wanted) store.chainId = wanted;
      smart.prefer(preferredAccountType);
      return smart.withAccounts(withChain(await loadUser()));
    },
    SIGN_OUT: async () => {
      const hadToken = store.token !== undefined;
      try {
        if (hadToken) await api.post('/api/v1/sign-out', {}, empty, { expireSession: false });
      } catch {
        // The token is removed below whatever the server says; a revoked or expired one is as good as gone.
      } finally {
        store.token = undefined;
        user = undefined;
      }
      return {};
    },
    IS_CONNECTED: async () => {
      if (!store.token) return { isConnected: false };
      try {
        await loadUser();
        return { isConnected: true };
      } catch (error) {
        if (!store.token) return { isConnected: false }; // the server refused the session (401)
        throw error;
      }
    },
    GET_CHAIN_ID: async () => ({ chainId: chainId() }),
    RPC_REQUEST: async (request) =>
      handleRpcRequest(
        {
          api,
          approvals: context.approvals,
          evmAddress: async () => (store.token ? smart.addressInUse() : undefined),
          isSignedIn: () => store.token !== undefined,
          accountType: smart.accountTypeFor,
        },
        request,
      ),
    UPDATE_EMAIL: async ({ email }) => api.post('/api/v1/email/update', { newEmail: email }, primaryAnswer),
    UPDATE_EMAIL_PRIMARY_OTP: async ({ otp }) => api.post('/api/v1/email/update/primary', { otp }, secondaryAnswer),
    UPDATE_EMAIL_SECONDARY_OTP: async ({ otp }) => {
      const answer = await api.post('/api/v1/email/update/secondary', { otp }, updatedAnswer);
      if (user) user = { ...user, email: answer.email };
      return answer;
    },
    SYNC_THEME: async ({ themeMode }) => {
      setThemeMode(context.document, themeMode);
      return {};
    },
    // Acknowledged only: the card names the asker by its verified origin, never by a name the page supplies.
    SYNC_DAPP_DATA: async () => ({}),
    RELOAD: async () => {
      setTimeout(context.reload, 0);
      return {};
    },
    REJECT_PENDING: async () => {
      context.approvals.rejectPending();
      return {};
    },
    ...smart.handlers,
    ...createSocialHandlers({
      api,
      store,
      randomBytes: (length) => crypto.getRandomValues(new Uint8Array(length)),
      signedIn: async (token, value) => {
        store.token = token;
        user = value;
        // Like an email login: the account in use is the preferred type's (the smart account by default).
        return smart.withAccounts(withChain(value));
      },
    }),
    ...createFarcasterHandlers({
      api,
      signedIn: async (token, value) => {
        store.token = token;
        user = value;
        // Like an email login: the account in use is the preferred type's (the smart account by default).
        return smart.withAccounts(withChain(value));
      },
    }),
  };
}
