import type { CoreContext } from '../context.js';
import { connectionAtom } from '../state/atoms.js';
import type { Connection, ConnectionState, ConnectionStatus, RecentWallet } from '../state/types.js';
import type { ChainNamespace } from '../validation/index.js';

/** How many recent wallets are remembered. */
export const RECENT_WALLETS_LIMIT = 2;

/** Wallet connection state operations. */
export interface ConnectionController {
  get(): ConnectionState;
  update(patch: Partial<ConnectionState>): void;
  setStatus(status: ConnectionStatus): void;
  setConnections(namespace: ChainNamespace, connections: readonly Connection[]): void;
  /** Records a wallet as the most recent one (at most two kept, newest first, no duplicates by id or rdns). */
  addRecentWallet(wallet: RecentWallet): void;
  getRecentWallets(): RecentWallet[];
  resetWalletConnect(): void;
}

/** Creates the connection controller. */
export function createConnectionController(ctx: CoreContext): ConnectionController {
  const { store, storage } = ctx;
  const get = () => store.get(connectionAtom);
  const update = (patch: Partial<ConnectionState>) => store.set(connectionAtom, { ...get(), ...patch });
  const storedConnections = storage.get('connections');
  if (storedConnections) update({ connections: storedConnections });

  return {
    get,
    update,
    setStatus(status) {
      update({ status });
      storage.set('connectionStatus', status);
    },
    setConnections(namespace, connections) {
      const next = { ...get().connections, [namespace]: connections };
      update({ connections: next });
      storage.set(
        'connections',
        Object.fromEntries(
          Object.entries(next).map(([ns, list]) => [ns, (list ?? []).map((c) => ({ connectorId: c.connectorId, accounts: [...c.accounts] }))]),
        ),
      );
    },
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
