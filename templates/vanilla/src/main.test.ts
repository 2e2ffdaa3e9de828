import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import html from '../index.html?raw';

beforeEach(() => {
  // Offline: every request fails at once, so the tests never reach a hosted service.
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('No network in tests')));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('page', () => {
  it('gives the <connect-modal> element its config and opens the modal from the page button', async () => {
    // The page's own markup, as index.html serves it, without its script.
    document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(html)?.[1]?.replace(/<script[\s\S]*?<\/script>/g, '') ?? '';
    const { config } = await import('./connect.config');
    await import('./main');

    const element = document.querySelector('connect-modal') as (HTMLElement & { config?: unknown }) | null;
    expect(customElements.get('connect-modal')).toBeDefined();
    expect(element?.config).toBe(config);

    document.querySelector<HTMLButtonElement>('#connect')?.click();
    await expect.poll(() => document.querySelector('[data-testid="connect-modal"]')).not.toBeNull();
  });
});
