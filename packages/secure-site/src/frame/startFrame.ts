import { SecureSiteApi } from './api.js';
import { renderApprovalCard } from './approval/card.js';
import { ApprovalQueue } from './approval/queue.js';
import { applyFrameStyles } from './approval/styles.js';
import { createFrameBridge } from './bridge.js';
import type { FrameBridge } from './bridge.js';
import { readFrameConfig } from './config.js';
import { createHandlers } from './handlers.js';
import { isParentOriginAllowed, resolveParentOrigin } from './parentOrigin.js';
import { FRAME_CHANNEL } from './protocol.js';
import type { FrameRequestType } from './protocol.js';
import { FrameStore, frameLocalStorage } from './storage.js';

/** Network used when neither the iframe URL nor storage names one. */
export const FALLBACK_CHAIN_ID = 'eip155:1';

/** How the frame started: listening, refused (origin not allowed, ORIGIN_NOT_ALLOWED posted) or not framed. */
export type FrameStart =
  | { readonly status: 'listening'; readonly parentOrigin: string; readonly bridge: FrameBridge }
  | { readonly status: 'origin-not-allowed'; readonly parentOrigin: string }
  | { readonly status: 'not-framed' };

/**
 * Starts the frame in `win`: reads `#secure-site-config`, finds and checks the parent origin, then listens for
 * the page's requests and posts FRAME_READY. A parent whose origin is not allowed gets only ORIGIN_NOT_ALLOWED.
 */
export function startFrame(win: Window): FrameStart {
  const doc = win.document;
  const config = readFrameConfig(doc);
  const log = config.enableLogger ? (message: string) => console.info(`[secure-site] ${message}`) : undefined;
  const parentOrigin = win.parent === win ? undefined : resolveParentOrigin({ location: win.location, document: doc });
  if (!parentOrigin) {
    log?.('not framed by a page with a known origin; nothing to do');
    return { status: 'not-framed' };
  }
  if (!isParentOriginAllowed(parentOrigin, config.allowedOrigins)) {
    log?.(`origin ${parentOrigin} is not allowed`);
    try {
      win.parent.postMessage({ channel: FRAME_CHANNEL, type: 'ORIGIN_NOT_ALLOWED' }, parentOrigin);
    } catch {
      // An origin postMessage cannot target has no one to tell.
    }
    return { status: 'origin-not-allowed', parentOrigin };
  }

  applyFrameStyles(doc);
  const store = new FrameStore(frameLocalStorage(win), config.projectId);
  // The iframe URL names the page's network at load; storage keeps the last one chosen for loads without it.
  if (config.chainId) store.chainId = config.chainId;
  const approvals = new ApprovalQueue((description, callbacks) => renderApprovalCard(doc, description, { origin: parentOrigin, ...callbacks }));
  // The API reports an expired session through the bridge, which is created after the handlers that use the API.
  const sessionExpired = { emit: () => {} };
  const api = new SecureSiteApi({
    fetch: win.fetch.bind(win),
    projectId: config.projectId,
    parentOrigin,
    store,
    onSessionExpired: () => sessionExpired.emit(),
  });
  const handlers = createHandlers({
    api,
    store,
    approvals,
    document: doc,
    defaultChainId: config.chainId ?? FALLBACK_CHAIN_ID,
    reload: () => win.location.reload(),
  });
  const bridge = createFrameBridge({
    target: win,
    parent: win.parent,
    parentOrigin,
    handle: (type: FrameRequestType, payload: unknown) => (handlers[type] as (input: unknown) => Promise<unknown>)(payload),
    ...(log ? { log } : {}),
  });
  sessionExpired.emit = () => bridge.emit('SESSION_EXPIRED');
  bridge.emit('FRAME_READY');
  log?.(`listening to ${parentOrigin}`);
  return { status: 'listening', parentOrigin, bridge };
}
