/**
 * The page/frame message protocol, imported from one place so the frame follows the page's schemas exactly.
 * It is the headless package's `auth` protocol module.
 */
export {
  APP_CHANNEL,
  FRAME_CHANNEL,
  FRAME_REQUESTS,
  MAX_MESSAGE_CHARS,
  appMessage,
  frameUser,
} from '../../../headless/src/auth/protocol.js';
export type { FrameEvent, FramePayload, FrameRequestType, FrameResult, FrameUser } from '../../../headless/src/auth/protocol.js';
