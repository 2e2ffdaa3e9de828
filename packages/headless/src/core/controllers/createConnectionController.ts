import type { CoreContext } from '../context.js';
import { connectionAtom, pairingAtom } from '../state/atoms.js';
import type { ConnectionState, PairingState, RecentWallet } from '../state/types.js';

/** How many recent wallets are remembered. */
export const RECENT_WALLETS_LIMIT = 2;

/** Pairing, deep-link and recent-wallet state; the connection itself is the records' (see ConnectionRecords). */
export interface ConnectionController {
  get(): ConnectionState;
  update(patch: Partial<PairingState>): void;
  /** Records a wallet as the most recent one (at most two kept, newest first, no duplicates by id or rdns). */
  addRecentWallet(wallet: RecentWallet): void;
  getRecentWallets(): RecentWallet[];
  resetWalletConnect(): void;
}

/** Creates the connection controller. */
export function createConnectionController(ctx: CoreContext): ConnectionController {
  const { store, storage } = ctx;
  const update = (patch: Partial<PairingState>) => store.set(pairingAtom, { ...store.get(pairingAtom), ...patch });

  return {
    get: () => store.get(connectionAtom),
    update,
    addRecentWallet(wallet) {
      const existing = storage.get('recentWallets') ?? [];
      const same = (other: RecentWallet) =>
        other.id === wallet.id || (wallet.rdns !== undefined && other.rdns !== undefined && other.rdns === wallet.rdns);
      const next = [wallet, ...existing.filter((other) => !same(other))].slice(0, RECENT_WALLETS_LIMIT);
      storage.set('recentWallets', next.map((w) => ({ id: w.id, ...(w.rdns ? { rdns: w.rdns } : {}), ...(w.name ? { name: w.name } : {}) })));
      update({ recentWallet: wallet });
    },
    getRecentWallets() {
      return storage.get('recentWallets') ?? [];
    },
    resetWalletConnect() {
      update({ wcUri: undefined, wcPairingExpiry: undefined, wcLinking: undefined, wcError: false, buffering: false });
    },
  };
}
