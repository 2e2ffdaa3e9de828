import type { AlertCode, Clock, TimerHandle } from '../core/index.js';
import { ErrorMessages, alertForProviderMessage } from '../core/index.js';
import type { SecureFrameStatus } from './AuthConnector.js';
import { FRAME_LOAD_TIMEOUT_MS, FRAME_READY_DELAY_MS, INTERACTIVE_REQUESTS, defaultTimeoutMs } from './frameTimeouts.js';
import { APP_CHANNEL, FRAME_REQUESTS, frameError } from './protocol.js';
import type { AppMessage, FramePayload, FrameRequestType, FrameResult } from './protocol.js';
import { randomMessageId } from './randomMessageId.js';
import { readFrameMessage } from './readFrameMessage.js';
import type { InboundFrameMessage } from './readFrameMessage.js';
import { createSecureFrameElement, hideFrame, secureFrameUrl, showFrame } from './secureFrameElement.js';
import type { FrameRect, SecureFrameUrlOptions } from './secureFrameElement.js';
import { SecureFrameError } from './SecureFrameError.js';

/** The alerts the bridge raises. */
export type FrameAlert = Extract<AlertCode, 'INVALID_APP_CONFIGURATION' | 'IFRAME_LOAD_FAILED' | 'IFRAME_REQUEST_TIMEOUT' | 'JWT_TOKEN_NOT_VALID'>;

/** Options of {@link createSecureFrameBridge}. */
export interface SecureFrameBridgeOptions extends SecureFrameUrlOptions {
  /** Every timer (ready delay, load and request timeouts) runs on it. */
  readonly clock: Clock;
  /** The page's window: the iframe goes into its document's body and its messages are heard on it. */
  readonly window?: Window;
  /** An alert of the SPEC catalogue: load failure, timeout, origin not allowed, session expired. */
  readonly onAlert?: (alert: FrameAlert) => void;
  /** The frame reported that its session expired (SESSION_EXPIRED). */
  readonly onSessionExpired?: () => void;
}

/** Options of one request. */
export interface FrameRequestOptions {
  /** Overrides the SPEC's timeout of the request type; 0 or less waits without limit. */
  readonly timeoutMs?: number;
}

/** The page's end of the page/iframe channel. */
export interface SecureFrameBridge {
  status(): SecureFrameStatus;
  subscribe(listener: () => void): () => void;
  /** Creates the iframe if there is none and resolves once it is ready (rejects with the SPEC's load errors). */
  ready(): Promise<void>;
  /** Posts a request (after the frame is ready) and resolves with its parsed `_SUCCESS` payload. */
  request<T extends FrameRequestType>(type: T, payload: FramePayload<T>, options?: FrameRequestOptions): Promise<FrameResult<T>>;
  /** Shows the frame over `rect` (an approval awaits the visitor), or hides it. */
  setRect(rect: FrameRect | undefined): void;
  /** Removes the iframe and its listener; pending requests fail. */
  destroy(): void;
}

interface PendingRequest {
  readonly type: FrameRequestType;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: Error) => void;
  timer: TimerHandle | undefined;
}

/**
 * Creates the bridge to the secure site's iframe. The iframe is made on the first `ready()` or `request()`; it
 * counts as ready 500 ms after its FRAME_READY event, and as initialised once it answered a request. Only
 * messages from the iframe's own window and the secure site's exact origin are read, each checked against the
 * protocol's schemas; everything else is dropped without a sound. Requests are posted to that exact origin.
 */
export function createSecureFrameBridge(options: SecureFrameBridgeOptions): SecureFrameBridge {
  const { clock } = options;
  const src = secureFrameUrl(options);
  const origin = src.origin;
  const listeners = new Set<() => void>();
  const pending = new Map<string, PendingRequest>();
  let status: SecureFrameStatus = 'idle';
  let iframe: HTMLIFrameElement | undefined;
  let win: Window | undefined;
  let loadTimer: TimerHandle | undefined;
  let readyTimer: TimerHandle | undefined;
  let readyPromise: Promise<void> | undefined;
  let settleReady: { resolve: () => void; reject: (error: Error) => void } | undefined;
  let heardReady = false;
  let rect: FrameRect | undefined;

  const setStatus = (next: SecureFrameStatus) => {
    if (status === next) return;
    status = next;
    for (const listener of [...listeners]) {
      try {
        listener();
      } catch {
        // A listener's failure must not stop the others.
      }
    }
  };
  const alert = (code: FrameAlert) => {
    try {
      options.onAlert?.(code);
    } catch {
      // The alert's consumer failing changes nothing here.
    }
  };
  const clearTimer = (handle: TimerHandle | undefined) => {
    if (handle !== undefined) clock.clearTimeout(handle);
  };

  const settle = (id: string): PendingRequest | undefined => {
    const request = pending.get(id);
    if (!request) return undefined;
    pending.delete(id);
    clearTimer(request.timer);
    return request;
  };

  const failAll = (error: Error) => {
    for (const id of [...pending.keys()]) settle(id)?.reject(error);
  };

  const fail = (error: Error, alertCode: FrameAlert) => {
    if (status === 'failed') return;
    clearTimer(loadTimer);
    clearTimer(readyTimer);
    loadTimer = readyTimer = undefined;
    const waiting = settleReady;
    settleReady = undefined;
    readyPromise = undefined;
    setStatus('failed');
    alert(alertCode);
    waiting?.reject(error);
    failAll(error);
  };

  const onEvent = (type: InboundFrameMessage & { kind: 'event' }) => {
    if (type.type === 'FRAME_READY') {
      if (heardReady || status !== 'created') return;
      heardReady = true;
      clearTimer(loadTimer);
      loadTimer = undefined;
      readyTimer = clock.setTimeout(() => {
        readyTimer = undefined;
        const waiting = settleReady;
        settleReady = undefined;
        setStatus('ready');
        waiting?.resolve();
      }, FRAME_READY_DELAY_MS);
      return;
    }
    if (type.type === 'ORIGIN_NOT_ALLOWED') {
      fail(new SecureFrameError('ORIGIN_NOT_ALLOWED', 'Unauthorized: origin not allowed'), 'INVALID_APP_CONFIGURATION');
      return;
    }
    alert('JWT_TOKEN_NOT_VALID');
    try {
      options.onSessionExpired?.();
    } catch {
      // Clearing the page's cache failing must not break the channel.
    }
  };

  const onAnswer = (id: string, type: string, payload: unknown) => {
    const request = pending.get(id);
    if (!request) return;
    if (type === `${request.type}_SUCCESS`) {
      const parsed = FRAME_REQUESTS[request.type].result.safeParse(payload ?? {});
      if (!parsed.success) return;
      settle(id)?.resolve(parsed.data);
      if (status === 'ready') setStatus('initialised');
      return;
    }
    if (type === `${request.type}_ERROR`) {
      const parsed = frameError.safeParse(payload ?? {});
      if (!parsed.success) return;
      const message = parsed.data.message ?? ErrorMessages.FRAME_ERROR_WITHOUT_MESSAGE;
      settle(id)?.reject(new SecureFrameError(parsed.data.code ?? 'FRAME_ERROR', message));
      const mapped = alertForProviderMessage(message);
      if (mapped?.code === 'INVALID_APP_CONFIGURATION' || mapped?.code === 'JWT_TOKEN_NOT_VALID') alert(mapped.code);
    }
  };

  const onMessage = (event: MessageEvent) => {
    try {
      if (!iframe || event.origin !== origin || event.source === null || event.source !== iframe.contentWindow) return;
      const message = readFrameMessage(event.data);
      if (!message) return;
      if (message.kind === 'event') onEvent(message);
      else onAnswer(message.id, message.type, message.payload);
    } catch {
      // Nothing a message carries may break the listener.
    }
  };

  const create = () => {
    win = options.window ?? globalThis.window;
    const doc = win.document;
    if (!doc.body) throw new SecureFrameError('IFRAME_NOT_SET', ErrorMessages.PARENT_NOT_SET);
    heardReady = false;
    const element = createSecureFrameElement(doc, src);
    element.addEventListener('error', () => {
      if (iframe === element) fail(new SecureFrameError('iframe_load_failed', ErrorMessages.IFRAME_LOAD_DEPENDENCY), 'IFRAME_LOAD_FAILED');
    });
    win.addEventListener('message', onMessage);
    iframe = element;
    if (rect) showFrame(element, rect);
    doc.body.appendChild(element);
    loadTimer = clock.setTimeout(() => {
      loadTimer = undefined;
      fail(new SecureFrameError('iframe_load_failed', ErrorMessages.IFRAME_LOAD_FAILED_CALLBACK), 'IFRAME_LOAD_FAILED');
    }, FRAME_LOAD_TIMEOUT_MS);
    setStatus('created');
  };

  const removeElement = () => {
    win?.removeEventListener('message', onMessage);
    iframe?.remove();
    iframe = undefined;
  };

  const bridge: SecureFrameBridge = {
    status: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    ready() {
      if (status === 'ready' || status === 'initialised') return Promise.resolve();
      if (readyPromise) return readyPromise;
      // After a failure the next use starts over with a new iframe.
      if (status === 'failed') {
        removeElement();
        status = 'idle';
      }
      readyPromise = new Promise<void>((resolve, reject) => {
        settleReady = { resolve, reject };
      });
      const current = readyPromise;
      try {
        create();
      } catch (error) {
        settleReady = undefined;
        readyPromise = undefined;
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      return current;
    },
    async request(type, payload, requestOptions = {}) {
      await bridge.ready();
      const target = iframe?.contentWindow;
      if (!target) throw new SecureFrameError('IFRAME_NOT_SET', ErrorMessages.IFRAME_NOT_SET);
      const id = randomMessageId();
      const message: AppMessage = { channel: APP_CHANNEL, id, type, payload };
      const timeoutMs = requestOptions.timeoutMs ?? defaultTimeoutMs(type);
      const result = new Promise<unknown>((resolve, reject) => {
        const entry: PendingRequest = { type, resolve, reject, timer: undefined };
        pending.set(id, entry);
        if (timeoutMs !== undefined && timeoutMs > 0) {
          entry.timer = clock.setTimeout(() => {
            if (!settle(id)) return;
            const interactive = INTERACTIVE_REQUESTS.has(type);
            if (interactive) alert('IFRAME_REQUEST_TIMEOUT');
            reject(new SecureFrameError('iframe_request_timeout', ErrorMessages.IFRAME_REQUEST_TIMEOUT_CALLBACK));
          }, timeoutMs);
        }
      });
      try {
        target.postMessage(message, origin);
      } catch (error) {
        settle(id);
        throw error;
      }
      return result as Promise<FrameResult<typeof type>>;
    },
    setRect(next) {
      rect = next;
      if (!iframe) return;
      if (next) showFrame(iframe, next);
      else hideFrame(iframe);
    },
    destroy() {
      clearTimer(loadTimer);
      clearTimer(readyTimer);
      loadTimer = readyTimer = undefined;
      const waiting = settleReady;
      settleReady = undefined;
      readyPromise = undefined;
      removeElement();
      const stopped = new SecureFrameError('IFRAME_NOT_SET', ErrorMessages.IFRAME_NOT_SET);
      waiting?.reject(stopped);
      failAll(stopped);
      setStatus('idle');
    },
  };
  return bridge;
}
