import type { FrameRequestType } from './protocol.js';

/** The frame counts as ready this long after its FRAME_READY event (SPEC section 9). */
export const FRAME_READY_DELAY_MS = 500;
/** The frame must be ready within this long of its creation ('iframe_load_failed' otherwise). */
export const FRAME_LOAD_TIMEOUT_MS = 20_000;
/** Interactive requests (email, device, code) fail after this long ('iframe_request_timeout'). */
export const FRAME_INTERACTIVE_TIMEOUT_MS = 30_000;
/** Sign-out waits at most this long. */
export const FRAME_SIGN_OUT_TIMEOUT_MS = 3_000;
/** Other non-interactive requests (user, session check, network switch) fail after this long. */
export const FRAME_REQUEST_TIMEOUT_MS = 30_000;

/** The requests the SPEC calls interactive: their timeout raises the IFRAME_REQUEST_TIMEOUT alert. */
export const INTERACTIVE_REQUESTS: ReadonlySet<FrameRequestType> = new Set(['CONNECT_EMAIL', 'CONNECT_DEVICE', 'CONNECT_OTP', 'GET_SOCIAL_REDIRECT_URI', 'CONNECT_SOCIAL']);

/**
 * How long a request may wait for its answer: no limit for RPC requests (an approval waits for the visitor as long
 * as it takes), the SPEC's limits for the others.
 */
export function defaultTimeoutMs(type: FrameRequestType): number | undefined {
  if (type === 'RPC_REQUEST') return undefined;
  if (type === 'SIGN_OUT') return FRAME_SIGN_OUT_TIMEOUT_MS;
  if (INTERACTIVE_REQUESTS.has(type)) return FRAME_INTERACTIVE_TIMEOUT_MS;
  return FRAME_REQUEST_TIMEOUT_MS;
}
