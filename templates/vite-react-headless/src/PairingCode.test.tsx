import encodeQR from 'qr';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { PairingCode } from './PairingCode';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const URI = `wc:${'ab'.repeat(32)}@2?relay-protocol=irn&symKey=${'cd'.repeat(32)}&expiryTimestamp=1800000240`;

afterEach(() => {
  document.body.innerHTML = '';
});

async function draw(uri: string | undefined) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () => root.render(<PairingCode uri={uri} />));
  return root;
}

describe('PairingCode', () => {
  it('draws the link as a QR code, module for module, and copies it', async () => {
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void copied.push(text) } });
    const root = await draw(URI);

    const qr = document.querySelector('[data-testid="walletconnect-qr"]');
    expect(qr?.tagName.toLowerCase()).toBe('svg');
    expect(qr?.getAttribute('role')).toBe('img');
    expect(qr?.getAttribute('aria-label')).toBe('QR code to connect a wallet with WalletConnect');
    // Every dark module of the code, and nothing else, is covered by the path's runs.
    const runs = [...(qr?.querySelector('path')?.getAttribute('d') ?? '').matchAll(/M(\d+) (\d+)h(\d+)/g)];
    const drawn = new Set(runs.flatMap(([, x, y, length]) => Array.from({ length: Number(length) }, (_, step) => `${Number(x) + step},${y}`)));
    const expected = encodeQR(URI, 'raw', { ecc: 'medium', border: 4 }).flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`${x},${y}`] : [])));
    expect(drawn).toEqual(new Set(expected));

    const field = document.querySelector<HTMLInputElement>('[data-testid="walletconnect-uri"]');
    expect(field?.value).toBe(URI);
    expect(field?.dataset.uri).toBe(URI);
    expect(field?.getAttribute('aria-label')).toBe('WalletConnect link');
    const copy = document.querySelector<HTMLButtonElement>('[data-testid="walletconnect-copy"]');
    expect(copy?.getAttribute('aria-label')).toBe('Copy link for WalletConnect');
    await act(async () => copy?.click());
    expect(copied).toEqual([URI]);
    expect(document.body.textContent).toContain('Link copied');
    await act(async () => root.unmount());
  });

  it('shows a placeholder and nothing to copy while the link is made', async () => {
    const root = await draw(undefined);
    const qr = document.querySelector('[data-testid="walletconnect-qr"]');
    expect(qr?.tagName.toLowerCase()).toBe('div');
    expect(qr?.getAttribute('aria-label')).toBe('Preparing the connection code');
    expect(document.querySelector<HTMLButtonElement>('[data-testid="walletconnect-copy"]')?.disabled).toBe(true);
    await act(async () => root.unmount());
  });
});
