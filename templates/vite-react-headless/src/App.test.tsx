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

describe('App', () => {
  it('opens its own wallet dialog from its own connect button', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () => root.render(<App />));

    const button = document.querySelector<HTMLButtonElement>('[data-testid="connect-button"]');
    expect(button?.textContent).toBe('Connect wallet');
    // The dialog draws its content only while the config's modal is open.
    expect(document.querySelector('#wallet-dialog-title')).toBeNull();
    await act(async () => button?.click());
    expect(document.querySelector('#wallet-dialog-title')?.textContent).toBe('Connect a wallet');

    await act(async () => root.unmount());
  });
});
