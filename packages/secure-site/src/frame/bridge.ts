import { GENERIC_ERROR_MESSAGE } from './api.js';
import { FrameRequestError } from './errors.js';
import { FRAME_CHANNEL, FRAME_REQUESTS, MAX_MESSAGE_CHARS, appMessage } from './protocol.js';
import type { FrameEvent, FrameRequestType } from './protocol.js';

/** Handles one validated request; resolves with its `_SUCCESS` payload or throws its `_ERROR`. */
export type FrameRequestHandler = (type: FrameRequestType, payload: unknown) => Promise<unknown>;

/** How many recent request ids the frame remembers to refuse a reused one. */
export const REMEMBERED_IDS = 2_000;

/** Options of {@link createFrameBridge}. */
export interface FrameBridgeOptions {
  /** Where `message` events arrive (the frame's window). */
  readonly target: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** The only window whose messages are accepted and the only one posted to (`window.parent`). */
  readonly parent: Pick<Window, 'postMessage'>;
  /** The parent's exact origin: required of every message and the `targetOrigin` of every post. */
  readonly parentOrigin: string;
  readonly handle: FrameRequestHandler;
  /** Logs dropped messages and requests when the logger is enabled. */
  readonly log?: (message: string) => void;
}

/** The frame's end of the page/frame channel. */
export interface FrameBridge {
  /** Posts an event (no id) or an answer to the parent, always to its exact origin. */
  post(type: string, payload?: unknown, id?: string): void;
  /** Posts an event without an id. */
  emit(event: FrameEvent): void;
  /** Stops listening. */
  stop(): void;
}

function messageSize(data: unknown): number | undefined {
  try {
    return JSON.stringify(data)?.length;
  } catch {
    return undefined; // cycles or bigints: not a protocol message
  }
}

function errorPayload(error: unknown): { message: string; code?: string | number } {
  if (error instanceof FrameRequestError) {
    const message = error.message.slice(0, 2_000);
    return error.code === undefined ? { message } : { message, code: error.code };
  }
  return { message: GENERIC_ERROR_MESSAGE };
}

/**
 * Listens for the page's requests and answers each once. A message is dropped unless it comes from `parent`
 * with `event.origin === parentOrigin`, its JSON is at most MAX_MESSAGE_CHARS, it parses as an `appMessage` and
 * its id was not seen before; a payload its type's schema refuses is answered `<TYPE>_ERROR`. Answers are
 * checked against the type's result schema and posted only to `parentOrigin` (never '*').
 */
export function createFrameBridge(options: FrameBridgeOptions): FrameBridge {
  const { target, parent, parentOrigin, handle, log } = options;
  const seen = new Set<string>();

  const post = (type: string, payload?: unknown, id?: string) => {
    const message = { channel: FRAME_CHANNEL, type, ...(id === undefined ? {} : { id }), ...(payload === undefined ? {} : { payload }) };
    parent.postMessage(message, parentOrigin);
  };

  const remember = (id: string): boolean => {
    if (seen.has(id)) return false;
    seen.add(id);
    if (seen.size > REMEMBERED_IDS) seen.delete(seen.values().next().value as string);
    return true;
  };

  const answer = async (type: FrameRequestType, id: string, payload: unknown) => {
    const spec = FRAME_REQUESTS[type];
    const input = spec.payload.safeParse(payload ?? {});
    if (!input.success) {
      post(`${type}_ERROR`, { message: 'Invalid request payload', code: 'INVALID_PAYLOAD' }, id);
      return;
    }
    try {
      const result = spec.result.safeParse(await handle(type, input.data));
      if (!result.success) throw new Error(`${type} produced an invalid result`);
      post(`${type}_SUCCESS`, result.data, id);
    } catch (error) {
      log?.(`${type} failed: ${error instanceof Error ? error.message : String(error)}`);
      post(`${type}_ERROR`, errorPayload(error), id);
    }
  };

  const onMessage = (event: MessageEvent) => {
    if (event.source !== parent || event.origin !== parentOrigin) return;
    const size = messageSize(event.data);
    if (size === undefined || size > MAX_MESSAGE_CHARS) {
      log?.('dropped a message that is not JSON or too large');
      return;
    }
    const parsed = appMessage.safeParse(event.data);
    if (!parsed.success) {
      log?.('dropped a message that is not a request');
      return;
    }
    const { id, type, payload } = parsed.data;
    if (!remember(id)) {
      log?.(`refused reused id for ${type}`);
      return;
    }
    log?.(`request ${type}`);
    void answer(type, id, payload);
  };

  target.addEventListener('message', onMessage);
  return {
    post,
    emit: (event) => post(event),
    stop: () => target.removeEventListener('message', onMessage),
  };
}
