import * as z from 'zod/mini';

/**
 * The messages between the host page and the secure site's iframe (SPEC section 7). Every request carries an
 * id; the frame answers it once with `<TYPE>_SUCCESS` or `<TYPE>_ERROR` and the same id. Both sides parse what
 * they receive with these schemas and drop anything else.
 */

/** Protocol version sent to the iframe as `version` (SPEC section 7). */
export const SECURE_SITE_VERSION = 4;

/** `channel` of messages the page posts to the frame. */
export const APP_CHANNEL = 'connect-modal:app';
/** `channel` of messages the frame posts to the page. */
export const FRAME_CHANNEL = 'connect-modal:frame';

/** Largest message either side accepts, in characters of its JSON. */
export const MAX_MESSAGE_CHARS = 256_000;

/** Request ids: 8 to 64 characters of letters, digits, '-' and '_'. */
export const messageId = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/));

const email = z.string().check(z.maxLength(254), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/));
const otp = z.string().check(z.regex(/^\d{6}$/));
const caip2 = z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/));

/** An embedded-wallet account as the frame reports it. */
export const frameUser = z.object({
  email: z.nullable(email),
  /** EVM address (checksummed). */
  evmAddress: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
  /** Solana address (base58). */
  solanaAddress: z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)),
  /** The CAIP-2 network the frame is on. */
  chainId: caip2,
  /** The social provider or 'farcaster' the account signed in with (SPEC section 3), null for email. */
  socialProvider: z.optional(z.nullable(z.enum(['google', 'x', 'discord', 'github', 'apple', 'facebook', 'farcaster']))),
  /** The name the social provider or Farcaster gives (SPEC's social username). */
  userName: z.optional(z.nullable(z.string().check(z.maxLength(128)))),
  /** Every EVM account of the user with its type; `evmAddress` is the one in use (the preferred type's). */
  accounts: z.optional(
    z.array(z.object({ address: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)), type: z.enum(['eoa', 'smartAccount']) })).check(z.maxLength(4)),
  ),
  /** The EVM account type in use. */
  preferredAccountType: z.optional(z.enum(['eoa', 'smartAccount'])),
  /** Whether the smart account's code is on the chain yet (it deploys with its first transaction). */
  smartAccountDeployed: z.optional(z.boolean()),
});
export type FrameUser = z.infer<typeof frameUser>;

/** Each request type with the schema of its payload and of its `_SUCCESS` payload. */
export const FRAME_REQUESTS = {
  SWITCH_NETWORK: { payload: z.object({ chainId: caip2 }), result: z.object({ chainId: caip2 }) },
  CONNECT_EMAIL: {
    payload: z.object({ email }),
    result: z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) }),
  },
  CONNECT_DEVICE: { payload: z.object({}), result: z.object({ approved: z.boolean() }) },
  CONNECT_OTP: { payload: z.object({ otp }), result: frameUser },
  /** Opens a Sign In With Farcaster request at the relay: the sign-in URL the QR code shows. */
  GET_FARCASTER_URI: {
    payload: z.object({}),
    result: z.object({ url: z.string().check(z.maxLength(2_048), z.regex(/^(https?|farcaster):\/\//)) }),
  },
  /** Asks once (a short request) whether the Farcaster app approved: `{ pending: true }` until then, then the user. */
  CONNECT_FARCASTER: { payload: z.object({}), result: z.union([z.strictObject({ pending: z.literal(true) }), frameUser]) },
  /**
   * Starts a social login: the provider's authorization URL (state, nonce and PKCE held by the secure site).
   * `returnTo` (redirect mode): the page address the provider's callback sends the browser back to.
   */
  GET_SOCIAL_REDIRECT_URI: {
    payload: z.object({
      provider: z.enum(['google', 'x', 'discord', 'github', 'apple', 'facebook']),
      returnTo: z.optional(z.string().check(z.maxLength(2_048), z.regex(/^https?:\/\//))),
    }),
    result: z.object({ uri: z.string().check(z.maxLength(4_096), z.regex(/^https?:\/\//)) }),
  },
  /**
   * Asks once (a short request) whether the social login finished: `{ pending: true }` until the provider's
   * callback reached the secure site, then the user. `uri`: the page address after a redirect login (informational;
   * the result is bound to a secret only the frame holds).
   */
  CONNECT_SOCIAL: {
    payload: z.object({
      uri: z.optional(z.string().check(z.maxLength(4_096))),
      preferredAccountType: z.optional(z.enum(['eoa', 'smartAccount'])),
    }),
    result: z.union([z.strictObject({ pending: z.literal(true) }), frameUser]),
  },
  GET_USER: { payload: z.object({ chainId: z.optional(caip2), preferredAccountType: z.optional(z.enum(['eoa', 'smartAccount'])) }), result: frameUser },
  /** The EVM chain ids where the user gets a smart account (the secure site's configuration). */
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {
    payload: z.object({}),
    result: z.object({ smartAccountEnabledNetworks: z.array(z.number().check(z.int(), z.positive(), z.lt(2 ** 31))).check(z.maxLength(256)) }),
  },
  /** The user's smart account on the frame's network: its (counterfactual until deployed) address. */
  INIT_SMART_ACCOUNT: {
    payload: z.object({}),
    result: z.object({ address: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)), isDeployed: z.boolean() }),
  },
  /** Makes the EVM account of `type` the one in use (its address answers eth_accounts and signs). */
  SET_PREFERRED_ACCOUNT: {
    payload: z.object({ type: z.enum(['eoa', 'smartAccount']) }),
    result: z.object({ type: z.enum(['eoa', 'smartAccount']), address: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)) }),
  },
  SIGN_OUT: { payload: z.object({}), result: z.object({}) },
  IS_CONNECTED: { payload: z.object({}), result: z.object({ isConnected: z.boolean() }) },
  GET_CHAIN_ID: { payload: z.object({}), result: z.object({ chainId: caip2 }) },
  RPC_REQUEST: {
    payload: z.object({
      chainId: caip2,
      method: z.string().check(z.regex(/^[A-Za-z0-9_]{1,64}$/)),
      params: z.optional(z.unknown()),
    }),
    result: z.object({ result: z.unknown() }),
  },
  UPDATE_EMAIL: { payload: z.object({ email }), result: z.object({ action: z.literal('VERIFY_PRIMARY_OTP') }) },
  UPDATE_EMAIL_PRIMARY_OTP: { payload: z.object({ otp }), result: z.object({ action: z.literal('VERIFY_SECONDARY_OTP') }) },
  UPDATE_EMAIL_SECONDARY_OTP: { payload: z.object({ otp }), result: z.object({ email }) },
  SYNC_THEME: {
    payload: z.object({ themeMode: z.enum(['light', 'dark']) }),
    result: z.object({}),
  },
  SYNC_DAPP_DATA: {
    payload: z.object({
      projectId: z.string().check(z.maxLength(128)),
      sdkVersion: z.string().check(z.maxLength(64)),
      name: z.optional(z.string().check(z.maxLength(128))),
    }),
    result: z.object({}),
  },
  RELOAD: { payload: z.object({}), result: z.object({}) },
  /** Rejects the request waiting on the frame's approval card (the modal was closed or went back). */
  REJECT_PENDING: { payload: z.object({}), result: z.object({}) },
} as const;

/** The type of a request the page may send. */
export type FrameRequestType = keyof typeof FRAME_REQUESTS;
/** A request's payload. */
export type FramePayload<T extends FrameRequestType> = z.infer<(typeof FRAME_REQUESTS)[T]['payload']>;
/** A request's `_SUCCESS` payload. */
export type FrameResult<T extends FrameRequestType> = z.infer<(typeof FRAME_REQUESTS)[T]['result']>;

/** A request as posted by the page. */
export const appMessage = z.object({
  channel: z.literal(APP_CHANNEL),
  id: messageId,
  type: z.enum(Object.keys(FRAME_REQUESTS) as [FrameRequestType, ...FrameRequestType[]]),
  payload: z.optional(z.unknown()),
});
export type AppMessage = z.infer<typeof appMessage>;

/** `_ERROR` payload: the frame's message (SPEC 'An error occurred' when it has none) and an optional code. */
export const frameError = z.object({
  message: z.optional(z.string().check(z.maxLength(2_000))),
  code: z.optional(z.union([z.string().check(z.maxLength(64)), z.number()])),
});
export type FrameError = z.infer<typeof frameError>;

/** What the frame posts: an answer to a request, or an event with no id. */
export const frameMessage = z.object({
  channel: z.literal(FRAME_CHANNEL),
  id: z.optional(messageId),
  type: z.string().check(z.regex(/^[A-Z_]{3,64}$/)),
  payload: z.optional(z.unknown()),
});
export type FrameMessage = z.infer<typeof frameMessage>;

/**
 * Events the frame posts without an id: ready once loaded and listening; `SESSION_EXPIRED` when the server
 * refuses the session (the SPEC's JWT_TOKEN_NOT_VALID alert); `ORIGIN_NOT_ALLOWED` when the parent's origin
 * is not allowed for the project (INVALID_APP_CONFIGURATION).
 */
export const FRAME_EVENTS = ['FRAME_READY', 'SESSION_EXPIRED', 'ORIGIN_NOT_ALLOWED'] as const;
export type FrameEvent = (typeof FRAME_EVENTS)[number];
