// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Wallet, WindowAppReadyEventAPI } from '@wallet-standard/base';
import { watchStandardWallets } from './watchStandardWallets.js';

function register(wallet: unknown) {
  const callback = ({ register: add }: WindowAppReadyEventAPI) => add(wallet as Wallet);
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }));
}

function wallet(name: string, overrides: Record<string, unknown> = {}) {
  return {
    version: '1.0.0',
    name,
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: ['solana:mainnet'],
    features: { 'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [] }) } },
    accounts: [],
    ...overrides,
  };
}

describe('Wallet Standard discovery', () => {
  it('reports usable wallets of the chain family once each, and skips hostile registrations', () => {
    const seen: string[][] = [];
    const stop = watchStandardWallets('solana:', ['standard:connect'], (wallets) => seen.push(wallets.map((item) => item.name)));
    register(wallet('Good Wallet'));
    register(wallet('Good Wallet'));
    register(wallet('Tracker', { icon: 'https://tracker.example/pixel.png' }));
    register(wallet('Bitcoin Only', { chains: ['bitcoin:mainnet'] }));
    register(
      Object.defineProperty(wallet('Throws'), 'chains', {
        get() {
          throw new Error('hostile getter');
        },
      }),
    );
    register(wallet('Second Wallet'));
    expect(seen.at(-1)).toEqual(['Good Wallet', 'Second Wallet']);
    stop();
    register(wallet('After Stop'));
    expect(seen.at(-1)).toEqual(['Good Wallet', 'Second Wallet']);
  });
});
