import { getAccount, watchAccount } from '@connect-modal/headless';
import type { AccountState, ConnectConfig } from '@connect-modal/headless';
import { getAddress } from 'viem';
import type { Address } from 'viem';

/**
 * The modal's EVM connection as wagmi sees it: its status, the wallet's accounts (the selected one first,
 * checksummed) and the chain the wallet is on. While the modal confirms a remembered connection after a
 * reload, the status is `connecting` with the remembered accounts and chain.
 */
export interface EvmConnection {
  readonly status: 'connected' | 'connecting' | 'disconnected';
  readonly accounts: readonly Address[];
  readonly chainId: number | undefined;
}

const DISCONNECTED: EvmConnection = Object.freeze({ status: 'disconnected', accounts: Object.freeze([]), chainId: undefined });

function fromAccount(account: AccountState): EvmConnection {
  if (account.status === 'disconnected') return DISCONNECTED;
  if (!account.address || !account.caipAddress) return { ...DISCONNECTED, status: 'connecting' };
  const chainId = Number(account.caipAddress.split(':')[1]);
  const addresses = [account.address, ...account.allAccounts.filter((entry) => entry.namespace === 'eip155').map((entry) => entry.address)];
  const accounts = [...new Set(addresses.map((address) => getAddress(address)))];
  return { status: account.status, accounts, chainId: Number.isSafeInteger(chainId) ? chainId : undefined };
}

/** Reads the modal's EVM connection now. */
export function readEvmConnection(config: ConnectConfig): EvmConnection {
  return fromAccount(getAccount(config, { namespace: 'eip155' }));
}

/** Whether two readings differ in what wagmi shows (status, accounts, chain). */
export function evmConnectionChanged(a: EvmConnection, b: EvmConnection): boolean {
  return a.status !== b.status || a.chainId !== b.chainId || a.accounts.join() !== b.accounts.join();
}

/**
 * Calls `onChange` with each new reading of the modal's EVM connection (and the one before); returns a stop
 * function. Readings that wagmi would show the same are not reported.
 */
export function watchEvmConnection(config: ConnectConfig, onChange: (next: EvmConnection, previous: EvmConnection) => void): () => void {
  let previous = readEvmConnection(config);
  return watchAccount(config, {
    namespace: 'eip155',
    onChange(account) {
      const next = fromAccount(account);
      if (!evmConnectionChanged(next, previous)) return;
      const before = previous;
      previous = next;
      onChange(next, before);
    },
  });
}
