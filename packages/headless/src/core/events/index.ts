export { createEmitter } from './createEmitter.js';
export type { Emitter } from './createEmitter.js';
export type { ConnectEvents, TrackEvent, TrackEventName } from './ConnectEvents.js';
