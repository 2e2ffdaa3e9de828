'use client';
import { useEffect } from 'react';
import type { RefObject } from 'react';
import type { FrameRect } from './authConnector.js';

/** How long after mounting the area is followed frame by frame, while the view slides in and the card resizes. */
const SETTLE_MS = 1000;

/** The viewport rectangle of an element, in whole CSS pixels as `getBoundingClientRect` gives them. */
export function rectOf(element: Element): FrameRect {
  const { top, left, width, height } = element.getBoundingClientRect();
  return { top, left, width, height };
}

const same = (a: FrameRect | undefined, b: FrameRect) =>
  a !== undefined && a.top === b.top && a.left === b.left && a.width === b.width && a.height === b.height;

/**
 * Keeps `setRect` in step with an element's viewport rectangle: measured on mount, on every resize of the
 * element, on scrolling anywhere, on viewport and visual viewport changes, at the end of transitions and
 * animations, and frame by frame while the view settles; cleared (undefined) on unmount.
 */
export function useFrameRect(target: RefObject<HTMLElement | null>, setRect: ((rect: FrameRect | undefined) => void) | undefined): void {
  useEffect(() => {
    const element = target.current;
    if (!element || !setRect) return;
    let last: FrameRect | undefined;
    let scheduled = 0;
    let following = 0;
    const measure = () => {
      const rect = rectOf(element);
      if (same(last, rect)) return;
      last = rect;
      setRect(rect);
    };
    const schedule = () => {
      if (scheduled) return;
      scheduled = requestAnimationFrame(() => {
        scheduled = 0;
        measure();
      });
    };
    const settleUntil = performance.now() + SETTLE_MS;
    const follow = () => {
      measure();
      following = performance.now() < settleUntil ? requestAnimationFrame(follow) : 0;
    };
    measure();
    following = requestAnimationFrame(follow);

    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(schedule);
    observer?.observe(element);
    const viewport = window.visualViewport;
    window.addEventListener('scroll', schedule, true);
    window.addEventListener('resize', schedule);
    viewport?.addEventListener('resize', schedule);
    viewport?.addEventListener('scroll', schedule);
    document.addEventListener('transitionend', schedule, true);
    document.addEventListener('animationend', schedule, true);
    return () => {
      cancelAnimationFrame(scheduled);
      cancelAnimationFrame(following);
      observer?.disconnect();
      window.removeEventListener('scroll', schedule, true);
      window.removeEventListener('resize', schedule);
      viewport?.removeEventListener('resize', schedule);
      viewport?.removeEventListener('scroll', schedule);
      document.removeEventListener('transitionend', schedule, true);
      document.removeEventListener('animationend', schedule, true);
      setRect(undefined);
    };
  }, [target, setRect]);
}
