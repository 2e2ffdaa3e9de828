import { FRAME_EVENTS, MAX_MESSAGE_CHARS, frameMessage } from './protocol.js';
import type { FrameEvent, FrameMessage } from './protocol.js';

/** Keys that could reach an object's prototype if a receiver ever merged the data. */
const DANGEROUS_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** Deepest nesting accepted; the protocol's messages are a few levels deep. */
const MAX_DEPTH = 32;

/**
 * Whether `data` is plain data as a structured clone of JSON gives it (plain objects and arrays of strings,
 * finite numbers, booleans, null and undefined) within MAX_MESSAGE_CHARS, with no prototype-polluting key anywhere. Never
 * throws: getters, proxies and cycles are refused.
 */
function isPlainMessageData(data: unknown): boolean {
  let size = 0;
  const seen = new Set<object>();
  const visit = (value: unknown, depth: number): boolean => {
    // An absent field may arrive as undefined (a structured clone keeps it); JSON leaves it out.
    if (value === undefined) return true;
    if (value === null || typeof value === 'boolean') return (size += 5) <= MAX_MESSAGE_CHARS;
    if (typeof value === 'string') return (size += value.length + 2) <= MAX_MESSAGE_CHARS;
    if (typeof value === 'number') return Number.isFinite(value) && (size += String(value).length) <= MAX_MESSAGE_CHARS;
    if (typeof value !== 'object' || depth > MAX_DEPTH || seen.has(value)) return false;
    const prototype: unknown = Object.getPrototypeOf(value);
    if (prototype !== Object.prototype && prototype !== Array.prototype && prototype !== null) return false;
    seen.add(value);
    for (const key of Reflect.ownKeys(value)) {
      if (typeof key !== 'string' || DANGEROUS_KEYS.has(key)) return false;
      const descriptor = Reflect.getOwnPropertyDescriptor(value, key);
      if (!descriptor || !('value' in descriptor)) return false;
      if (Array.isArray(value) && key === 'length') continue;
      size += key.length + 4;
      if (!visit(descriptor.value, depth + 1)) return false;
    }
    seen.delete(value);
    return true;
  };
  try {
    // The walk bounds the work; the JSON's exact length decides (escapes make it longer than the estimate).
    return visit(data, 0) && JSON.stringify(data).length <= MAX_MESSAGE_CHARS;
  } catch {
    return false;
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
  if (!isPlainMessageData(data)) return undefined;
  const parsed = frameMessage.safeParse(data);
  if (!parsed.success) return undefined;
  const message: FrameMessage = parsed.data;
  if (message.id !== undefined) return { kind: 'answer', id: message.id, type: message.type, payload: message.payload };
  const event = FRAME_EVENTS.find((name) => name === message.type);
  return event ? { kind: 'event', type: event } : undefined;
}
