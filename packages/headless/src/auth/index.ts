/**
 * The embedded wallet (email login): the auth connector, backed by the secure site's iframe, and the page/iframe
 * message protocol both sides validate with. The iframe is created only when email login is used.
 */
export { AUTH_CONNECTOR_ID } from './AuthConnector.js';
export type { AuthConnector, AuthConnectorOptions, AuthState, EmailConnectAction, SecureFrameStatus } from './AuthConnector.js';
export { createAuthConnector } from './createAuthConnector.js';
export { SecureFrameError } from './SecureFrameError.js';
export { createSecureFrameBridge } from './createSecureFrameBridge.js';
export type { FrameAlert, FrameRequestOptions, SecureFrameBridge, SecureFrameBridgeOptions } from './createSecureFrameBridge.js';
export type { FrameRect, SecureFrameUrlOptions } from './secureFrameElement.js';
export { secureFrameUrl } from './secureFrameElement.js';
export {
  FRAME_INTERACTIVE_TIMEOUT_MS,
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_READY_DELAY_MS,
  FRAME_REQUEST_TIMEOUT_MS,
  FRAME_SIGN_OUT_TIMEOUT_MS,
} from './frameTimeouts.js';
export { EMAIL_LOGIN_COOLDOWN_MS } from './authLoginCache.js';
export { ACTION_NOT_ALLOWED_DELAY_MS } from './createApprovalFlow.js';
export { EIP155_APPROVAL_METHODS, EIP155_SAFE_METHODS, SOLANA_APPROVAL_METHODS } from './authRpcMethods.js';
export {
  APP_CHANNEL,
  FRAME_CHANNEL,
  FRAME_EVENTS,
  FRAME_REQUESTS,
  MAX_MESSAGE_CHARS,
  SECURE_SITE_VERSION,
  appMessage,
  frameError,
  frameMessage,
  frameUser,
  messageId,
} from './protocol.js';
export type { AppMessage, FrameError, FrameEvent, FrameMessage, FramePayload, FrameRequestType, FrameResult, FrameUser } from './protocol.js';
