import { describe, expect, it } from 'vitest';
import { createManualClock } from './createManualClock.js';

describe('manual clock', () => {
  it('fires timers in due order while advancing and not before', () => {
    const clock = createManualClock(100);
    const fired: string[] = [];
    clock.setTimeout(() => fired.push('b'), 20);
    clock.setTimeout(() => fired.push('a'), 10);
    const cancelled = clock.setTimeout(() => fired.push('x'), 15);
    clock.clearTimeout(cancelled);
    clock.advance(9);
    expect(fired).toEqual([]);
    clock.advance(11);
    expect(fired).toEqual(['a', 'b']);
    expect(clock.now()).toBe(120);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('runs timers scheduled by timers within the same advance', () => {
    const clock = createManualClock();
    const fired: number[] = [];
    clock.setTimeout(() => {
      fired.push(clock.now());
      clock.setTimeout(() => fired.push(clock.now()), 5);
    }, 5);
    clock.advance(10);
    expect(fired).toEqual([5, 10]);
  });
});
