/**
 * The page/frame message protocol, imported from one place so the frame follows the page's schemas exactly
 * (the headless package's `auth` entry; the frame bundle resolves it to its sources).
 */
export { APP_CHANNEL, FRAME_CHANNEL, FRAME_REQUESTS, MAX_MESSAGE_CHARS, appMessage, frameUser } from '@connect-modal/headless/auth';
export type { FrameEvent, FramePayload, FrameRequestType, FrameResult, FrameUser } from '@connect-modal/headless/auth';
