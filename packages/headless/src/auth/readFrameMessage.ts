import { FRAME_EVENTS, MAX_MESSAGE_CHARS, frameMessage } from './protocol.js';
import type { FrameEvent, FrameMessage } from './protocol.js';

/** Keys that could reach an object's prototype if a receiver ever merged the data. */
const DANGEROUS_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

class RefusedMessage extends Error {}

/**
 * The JSON size of `data`, refusing (undefined) data that is not plain JSON, that names a prototype-polluting key
 * anywhere, or that grows past MAX_MESSAGE_CHARS. Never throws (getters and cycles included).
 */
function measuredSize(data: unknown): number | undefined {
  let size = 0;
  try {
    const text = JSON.stringify(data, (key: string, value: unknown) => {
      if (DANGEROUS_KEYS.has(key)) throw new RefusedMessage(key);
      size += key.length;
      if (typeof value === 'string') size += value.length;
      if (size > MAX_MESSAGE_CHARS) throw new RefusedMessage('size');
      return value;
    });
    return typeof text === 'string' && text.length <= MAX_MESSAGE_CHARS ? text.length : undefined;
  } catch {
    return undefined;
  }
}

/** A message the frame may post, once its source and origin were checked: an answer (with id) or an event. */
export type InboundFrameMessage =
  | { readonly kind: 'answer'; readonly id: string; readonly type: string; readonly payload: unknown }
  | { readonly kind: 'event'; readonly type: FrameEvent };

/**
 * Reads what arrived from the frame's window and origin: a plain object of the frame channel, within the size
 * limit, with no prototype-polluting key, and of the protocol's shape. Anything else is undefined (dropped).
 */
export function readFrameMessage(data: unknown): InboundFrameMessage | undefined {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return undefined;
  if (measuredSize(data) === undefined) return undefined;
  const parsed = frameMessage.safeParse(data);
  if (!parsed.success) return undefined;
  const message: FrameMessage = parsed.data;
  if (message.id !== undefined) return { kind: 'answer', id: message.id, type: message.type, payload: message.payload };
  const event = FRAME_EVENTS.find((name) => name === message.type);
  return event ? { kind: 'event', type: event } : undefined;
}
