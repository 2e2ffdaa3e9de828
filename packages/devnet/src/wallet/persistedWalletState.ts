import type { Address } from 'viem';
import type { DevWalletHost } from './devWalletTypes.js';
import { parseSmartAccount } from './smartAccount.js';
import type { SmartAccountMode } from './smartAccount.js';

/** What a dev wallet keeps across reloads, as a real extension does. */
export interface PersistedWalletState {
  connected: boolean;
  chainId: number;
  account: Address;
  /** Smart-account mode, or null for a plain EOA. */
  smartAccount: SmartAccountMode | null;
}

/** The saved smart-account mode; undefined when nothing valid was saved. */
function savedSmartAccount(saved: unknown): SmartAccountMode | null | undefined {
  if (saved === null) return null;
  try {
    return parseSmartAccount(saved as Parameters<typeof parseSmartAccount>[0]) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Reads and writes one wallet's saved state; every storage failure is absorbed. */
export interface WalletStateStore {
  /** The saved state over `defaults`; a field that is missing, corrupted or names an unknown chain keeps its default. */
  load(defaults: PersistedWalletState, knownChain: (chainId: number) => boolean): PersistedWalletState;
  save(state: PersistedWalletState): void;
  /**
   * Calls `listener` when another tab of the site saves this wallet's state, as an extension's state is one for
   * every tab. Returns a stop function.
   */
  watch(listener: () => void): () => void;
}

function safeLocalStorage(host: DevWalletHost): Storage | undefined {
  try {
    return (host as { localStorage?: Storage }).localStorage;
  } catch {
    return undefined;
  }
}

/** The store of a wallet under its rdns in the host's localStorage; nothing is kept when `persist` is false. */
export function createWalletStateStore(host: DevWalletHost, rdns: string, persist: boolean | undefined): WalletStateStore {
  const storageKey = `__devWallet:${rdns}`;
  const storage = persist === false ? undefined : safeLocalStorage(host);
  return {
    load(defaults, knownChain) {
      const state = { ...defaults };
      try {
        const saved = JSON.parse(storage?.getItem(storageKey) ?? 'null') as {
          connected?: unknown;
          chainId?: unknown;
          account?: unknown;
          smartAccount?: unknown;
        } | null;
        if (saved && typeof saved.connected === 'boolean') state.connected = saved.connected;
        if (saved && typeof saved.chainId === 'number' && knownChain(saved.chainId)) state.chainId = saved.chainId;
        if (saved && typeof saved.account === 'string' && /^0x[0-9a-fA-F]{40}$/.test(saved.account)) state.account = saved.account as Address;
        const smartAccount = saved && 'smartAccount' in saved ? savedSmartAccount(saved.smartAccount) : undefined;
        if (smartAccount !== undefined) state.smartAccount = smartAccount;
      } catch {
        // A corrupted saved state is ignored: the wallet starts from its options.
      }
      return state;
    },
    watch(listener) {
      if (!storage) return () => {};
      const onStorage = (event: Event) => {
        if ((event as StorageEvent).key === storageKey) listener();
      };
      host.addEventListener('storage', onStorage);
      return () => host.removeEventListener('storage', onStorage);
    },
    save(state) {
      try {
        const { connected, chainId, account, smartAccount } = state;
        const savedMode = smartAccount && { factory: smartAccount.factory, salt: smartAccount.salt.toString() };
        storage?.setItem(storageKey, JSON.stringify({ connected, chainId, account, smartAccount: savedMode }));
      } catch {
        // Storage full or blocked: the wallet still works for this page load.
      }
    },
  };
}
