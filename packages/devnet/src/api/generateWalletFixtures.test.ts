import { describe, expect, it } from 'vitest';
import { generateWalletFixtures } from './generateWalletFixtures.js';
import { queryWallets } from './queryWallets.js';

describe('generateWalletFixtures', () => {
  const wallets = generateWalletFixtures({ devnetChains: ['eip155:31337'] });

  it('makes at least 500 distinct wallets, the same on every run', () => {
    expect(wallets.length).toBeGreaterThanOrEqual(500);
    expect(new Set(wallets.map((wallet) => wallet.id)).size).toBe(wallets.length);
    expect(new Set(wallets.map((wallet) => wallet.name)).size).toBe(wallets.length);
    expect(generateWalletFixtures({ devnetChains: ['eip155:31337'] })).toEqual(wallets);
    for (const wallet of wallets) {
      expect(wallet.id).toMatch(/^[0-9a-f]{64}$/);
      expect(wallet.chains.length).toBeGreaterThan(0);
    }
    expect(wallets[0]).toMatchObject({ name: 'MetaMask', rdns: 'io.metamask', id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96' });
    expect(wallets.filter((wallet) => wallet.rdns !== null).length).toBeGreaterThan(50);
    expect(wallets.filter((wallet) => wallet.rdns === null).length).toBeGreaterThan(50);
    expect(wallets.filter((wallet) => wallet.chains.includes('eip155:31337')).length).toBeGreaterThan(300);
  });

  it('pages, searches and filters like the hosted directory', () => {
    const first = queryWallets(wallets, { page: 1, entries: 40 });
    const second = queryWallets(wallets, { page: 2, entries: 40 });
    expect(first.count).toBe(wallets.length);
    expect(first.data).toHaveLength(40);
    expect(second.data[0]).toEqual(wallets[40]);
    expect(queryWallets(wallets, { page: 1, entries: 100, search: 'METAmask' }).data.map((wallet) => wallet.name)).toEqual(['MetaMask']);
    const amber = queryWallets(wallets, { page: 1, entries: 100, search: 'amber' });
    expect(amber.count).toBeGreaterThan(5);
    expect(amber.data.every((wallet) => wallet.name.toLowerCase().includes('amber'))).toBe(true);
    const ids = wallets.slice(0, 3).map((wallet) => wallet.id);
    expect(queryWallets(wallets, { page: 1, entries: 40, include: ids, exclude: [ids[1] ?? ''] }).data.map((wallet) => wallet.id)).toEqual([ids[0], ids[2]]);
    const bitcoin = queryWallets(wallets, { page: 1, entries: 500, chains: ['bip122:000000000019d6689c085ae165831e93'] });
    expect(bitcoin.count).toBeGreaterThan(0);
    expect(bitcoin.count).toBeLessThan(wallets.length);
    expect(queryWallets(wallets, { page: 1, entries: 500, badgeType: 'certified' }).data.every((wallet) => wallet.badge_type === 'certified')).toBe(true);
    expect(queryWallets(wallets, { page: 99, entries: 40 }).data).toEqual([]);
  });
});
