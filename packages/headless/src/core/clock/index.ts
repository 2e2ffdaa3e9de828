export { systemClock } from './Clock.js';
export type { Clock, TimerHandle } from './Clock.js';
export { createManualClock } from './createManualClock.js';
export type { ManualClock } from './createManualClock.js';
