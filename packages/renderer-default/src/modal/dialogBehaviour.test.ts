// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tabbableEdges, trapDialog } from './dialogBehaviour.js';

let page: HTMLButtonElement;
let content: HTMLDivElement;
let first: HTMLButtonElement;
let last: HTMLInputElement;
let release: (() => void) | undefined;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, parent: HTMLElement, text = ''): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.textContent = text;
  parent.append(node);
  return node;
}

function key(target: EventTarget, init: KeyboardEventInit): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, composed: true, ...init });
  target.dispatchEvent(event);
  return event;
}

function press(target: EventTarget, init: PointerEventInit = {}): void {
  target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, cancelable: true, composed: true, button: 0, ...init }));
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, button: init.button ?? 0 }));
}

beforeEach(() => {
  page = element('button', document.body, 'Page');
  const portal = element('div', document.body);
  content = element('div', portal);
  content.tabIndex = -1;
  first = element('button', content, 'First');
  const disabled = element('button', content, 'Disabled');
  disabled.disabled = true;
  last = element('input', content);
  const hidden = element('input', content);
  hidden.type = 'hidden';
});

afterEach(() => {
  release?.();
  release = undefined;
  document.body.replaceChildren();
});

describe('tabbableEdges', () => {
  it('finds the first and last elements Tab reaches, skipping disabled, hidden and negative tab index ones', () => {
    const skipped = element('button', content, 'Skipped');
    skipped.tabIndex = -1;
    expect(tabbableEdges(content)).toEqual({ first, last });
    expect(tabbableEdges(element('div', document.body))).toEqual({ first: undefined, last: undefined });
  });
});

describe('trapDialog', () => {
  it('wraps Tab from the last element to the first, and Shift+Tab from the first or the dialog itself to the last', () => {
    release = trapDialog(content, { onDismiss: vi.fn() });
    last.focus();
    expect(key(last, { key: 'Tab' }).defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(first);
    expect(key(first, { key: 'Tab', shiftKey: true }).defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(last);
    content.focus();
    key(content, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    // In the middle, Tab is the browser's.
    first.focus();
    expect(key(first, { key: 'Tab' }).defaultPrevented).toBe(false);
  });

  it('brings focus that lands outside back to the element inside that had it last', () => {
    release = trapDialog(content, { onDismiss: vi.fn() });
    last.focus();
    page.focus();
    expect(document.activeElement).toBe(last);
  });

  it('asks to dismiss on Escape and on a primary press outside, not on one inside, a secondary one or a kept target', () => {
    const onDismiss = vi.fn();
    const frame = element('span', document.body);
    release = trapDialog(content, { onDismiss, keepOpen: (target) => target === frame });
    press(first);
    press(page, { button: 2 });
    press(page, { ctrlKey: true });
    press(frame);
    expect(onDismiss).not.toHaveBeenCalled();
    press(page);
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(key(first, { key: 'Escape' }).defaultPrevented).toBe(true);
    expect(onDismiss).toHaveBeenCalledTimes(2);
    // A press that starts inside and ends outside (selecting text) is not one outside.
    first.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true, button: 0 }));
    page.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });

  it('hides the page from assistive technology while it holds, and lets go of everything once released', () => {
    const onDismiss = vi.fn();
    const stop = trapDialog(content, { onDismiss });
    expect(page.getAttribute('aria-hidden')).toBe('true');
    expect(content.closest('[aria-hidden]')).toBeNull();
    stop();
    expect(page.hasAttribute('aria-hidden')).toBe(false);
    key(first, { key: 'Escape' });
    press(page);
    last.focus();
    page.focus();
    expect(onDismiss).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(page);
  });
});
