import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeEach(() => {
  // Offline: every request fails at once, so the tests never reach a hosted service.
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('No network in tests')));
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/** Waits, in short act() steps so React renders what loads lazily (the modal's views), until `selector` matches. */
async function waitForElement(selector: string): Promise<Element | null> {
  for (let step = 0; step < 100; step += 1) {
    const found = document.querySelector(selector);
    if (found) return found;
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  }
  return null;
}

describe('App', () => {
  it("shows the connect button and wagmi's disconnected account and, when the button is pressed, the modal", async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () => root.render(<App />));

    const button = document.querySelector<HTMLButtonElement>('[data-testid="connect-button"]');
    expect(button?.textContent).toBe('Connect wallet');
    // wagmi's reconnect on mount finds no connection in the modal: wagmi ends disconnected, as the modal is.
    const panel = await waitForElement('[data-testid="account-panel"][data-status="disconnected"]');
    expect(panel?.querySelector('h2')?.textContent).toBe('No wallet connected');

    await act(async () => button?.click());
    expect(await waitForElement('[data-testid="connect-modal"]')).not.toBeNull();

    await act(async () => root.unmount());
  });
});
