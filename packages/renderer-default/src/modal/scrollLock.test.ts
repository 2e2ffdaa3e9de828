// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCROLLBAR_GAP_PROPERTY, lockPageScroll, measurePageAhead } from './scrollLock.js';

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

  it('takes the page measured ahead (as the modal is asked to open) within the same task, and measures again after it', async () => {
    const width = vi.spyOn(window, 'innerWidth', 'get');
    width.mockReturnValue(document.documentElement.clientWidth + 15);
    document.body.style.setProperty('padding-right', '5px');
    measurePageAhead(document);
    // The page changes before the lock; the lock keeps to what was read while its layout was clean.
    width.mockReturnValue(document.documentElement.clientWidth);
    let release = lockPageScroll(document);
    expect(document.body.style.getPropertyValue(SCROLLBAR_GAP_PROPERTY)).toBe('15px');
    expect(document.body.style.getPropertyValue('padding-right')).toBe('20px');
    release();
    expect(document.body.style.getPropertyValue('padding-right')).toBe('5px');

    measurePageAhead(document);
    await new Promise((resolve) => setTimeout(resolve, 0));
    release = lockPageScroll(document);
    expect(document.body.style.getPropertyValue(SCROLLBAR_GAP_PROPERTY)).toBe('0px');
    release();
    width.mockRestore();
  });
});
