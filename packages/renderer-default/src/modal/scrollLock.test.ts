// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { SCROLLBAR_GAP_PROPERTY, lockPageScroll } from './scrollLock.js';

afterEach(() => {
  document.documentElement.removeAttribute('style');
  document.body.removeAttribute('style');
});

describe('lockPageScroll', () => {
  it('stops the root scrolling through inline declarations, and puts back what the page had', () => {
    document.documentElement.style.setProperty('overflow', 'scroll');
    const release = lockPageScroll(document);
    expect(document.documentElement.style.getPropertyValue('overflow')).toBe('hidden');
    expect(document.documentElement.style.getPropertyPriority('overflow')).toBe('important');
    expect(document.body.style.getPropertyValue(SCROLLBAR_GAP_PROPERTY)).toMatch(/^\d+px$/);
    expect(document.querySelectorAll('style')).toHaveLength(0);
    release();
    expect(document.documentElement.style.getPropertyValue('overflow')).toBe('scroll');
    expect(document.documentElement.style.getPropertyPriority('overflow')).toBe('');
    expect(document.body.style.getPropertyValue(SCROLLBAR_GAP_PROPERTY)).toBe('');
  });

  it('nests: the page scrolls again once every lock is released, each release counting once', () => {
    const first = lockPageScroll(document);
    const second = lockPageScroll(document);
    first();
    first();
    expect(document.documentElement.style.getPropertyValue('overflow')).toBe('hidden');
    second();
    expect(document.documentElement.style.getPropertyValue('overflow')).toBe('');
  });
});
