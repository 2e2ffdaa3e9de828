import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterWallets } from './filterWallets.js';
import type { FilterWalletsOptions } from './filterWallets.js';

const metamask = { id: 'mm', name: 'MetaMask', rdns: 'io.metamask' };
const trust = { id: 'trust', name: 'Trust Wallet', rdns: 'com.trustwallet.app' };
const rainbow = { id: 'rainbow', name: 'Rainbow', rdns: 'me.rainbow' };
const ledger = { id: 'ledger', name: 'Ledger Live', rdns: null };

describe('filterWallets', () => {
  it('drops announced and recent wallets by rdns or id', () => {
    const list = [metamask, trust, rainbow, ledger];
    expect(filterWallets(list, { announced: [{ rdns: 'io.metamask' }] })).toEqual([trust, rainbow, ledger]);
    expect(filterWallets(list, { recent: [{ id: 'ledger' }] })).toEqual([metamask, trust, rainbow]);
    expect(filterWallets(list, { recent: [{ id: 'other', rdns: 'me.rainbow' }] })).toEqual([metamask, trust, ledger]);
  });

  it('drops excluded wallets by rdns or case-insensitive name', () => {
    const list = [metamask, trust, rainbow, ledger];
    expect(filterWallets(list, { excludedRdns: ['com.trustwallet.app'], excludedNames: ['ledger live', ' RAINBOW '] })).toEqual([metamask]);
  });

  it('treats the mobile MetaMask rdns as the desktop one on mobile only', () => {
    const announced = [{ rdns: 'io.metamask.mobile' }];
    expect(filterWallets([metamask, trust], { announced, isMobile: true })).toEqual([trust]);
    expect(filterWallets([metamask, trust], { announced, isMobile: false })).toEqual([metamask, trust]);
    expect(filterWallets([{ ...metamask, rdns: 'io.metamask.mobile' }], { excludedRdns: ['io.metamask'], isMobile: true })).toEqual([]);
  });

  it('never returns duplicates, shown or excluded wallets (property)', () => {
    const rdnsArb = fc.option(fc.constantFrom('io.metamask', 'io.metamask.mobile', 'me.rainbow', 'app.phantom', 'com.x'), { nil: null });
    const walletArb = fc.record({
      id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
      name: fc.constantFrom('Alpha', 'alpha', 'Beta', 'GAMMA', 'Delta'),
      rdns: rdnsArb,
    });
    const refArb = fc.record({ id: fc.option(fc.constantFrom('a', 'b', 'z'), { nil: undefined }), rdns: rdnsArb });
    const optionsArb = fc.record({
      announced: fc.array(refArb, { maxLength: 3 }),
      recent: fc.array(refArb, { maxLength: 2 }),
      excludedRdns: fc.array(fc.constantFrom('io.metamask', 'me.rainbow', 'com.none'), { maxLength: 2 }),
      excludedNames: fc.array(fc.constantFrom('alpha', 'gamma', 'Zeta'), { maxLength: 2 }),
      isMobile: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(walletArb, { maxLength: 12 }), optionsArb, (list, options: Required<FilterWalletsOptions>) => {
        const output = filterWallets(list, options);
        const canonical = (rdns: string | null | undefined) =>
          rdns === null || rdns === undefined ? undefined : options.isMobile && rdns === 'io.metamask.mobile' ? 'io.metamask' : rdns;
        const shown = [...options.announced, ...options.recent];
        const allowed = (wallet: (typeof list)[number]): boolean => {
          const rdns = canonical(wallet.rdns);
          const rdnsDropped =
            rdns !== undefined &&
            (shown.some((ref) => canonical(ref.rdns) === rdns) || options.excludedRdns.some((excluded) => canonical(excluded) === rdns));
          const nameDropped = options.excludedNames.some((name) => name.toLowerCase() === wallet.name.toLowerCase());
          return !shown.some((ref) => ref.id === wallet.id) && !rdnsDropped && !nameDropped;
        };

        const keptIds = output.map((wallet) => wallet.id);
        expect(new Set(keptIds).size).toBe(output.length);
        for (const wallet of output) {
          expect(list).toContain(wallet);
          expect(allowed(wallet)).toBe(true);
        }
        // Nothing is dropped without a reason.
        for (const wallet of list) if (allowed(wallet)) expect(keptIds).toContain(wallet.id);
      }),
      { numRuns: 300 },
    );
  });
});
