import type { Clock, TimerHandle } from './Clock.js';

/** A clock that only moves when told to; timers fire in due order during `advance`. */
export interface ManualClock extends Clock {
  advance(ms: number): void;
  set(time: number): void;
  pendingTimers(): number;
}

interface ScheduledTimer {
  readonly id: number;
  readonly dueAt: number;
  readonly callback: () => void;
}

/** Creates a manual clock starting at `start` milliseconds (for tests and deterministic demos). */
export function createManualClock(start = 0): ManualClock {
  let time = start;
  let nextId = 1;
  const timers = new Map<number, ScheduledTimer>();

  const runDue = (until: number) => {
    for (;;) {
      let next: ScheduledTimer | undefined;
      for (const timer of timers.values()) {
        if (timer.dueAt <= until && (!next || timer.dueAt < next.dueAt || (timer.dueAt === next.dueAt && timer.id < next.id))) {
          next = timer;
        }
      }
      if (!next) break;
      timers.delete(next.id);
      time = Math.max(time, next.dueAt);
      next.callback();
    }
    time = until;
  };

  return {
    now: () => time,
    setTimeout(callback, ms) {
      const id = nextId++;
      timers.set(id, { id, dueAt: time + Math.max(0, ms), callback });
      return { __timer: id } as TimerHandle;
    },
    clearTimeout(handle) {
      const id = (handle as { __timer?: unknown }).__timer;
      if (typeof id === 'number') timers.delete(id);
    },
    advance(ms) {
      runDue(time + ms);
    },
    set(newTime) {
      runDue(newTime);
    },
    pendingTimers: () => timers.size,
  };
}
