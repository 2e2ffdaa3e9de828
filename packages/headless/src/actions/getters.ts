import { accountsAtom, activeNamespaceAtom } from '../core/state/atoms.js';
import type { AccountState, AccountType, CaipNetwork, ChainNamespace, ConnectConfig, Connector, RecentWallet } from '../core/index.js';

/** The account of a namespace (the active one by default). */
export function getAccount(config: ConnectConfig, parameters: { namespace?: ChainNamespace } = {}): AccountState {
  return config._internal.accounts.get(parameters.namespace);
}

/** The active network of a namespace (the active namespace by default). */
export function getNetwork(config: ConnectConfig, parameters: { namespace?: ChainNamespace } = {}): CaipNetwork | undefined {
  return config._internal.networks.getActiveNetwork(parameters.namespace);
}

/** The connectors offered now, optionally of one namespace. */
export function getConnectors(config: ConnectConfig, parameters: { namespace?: ChainNamespace } = {}): readonly Connector[] {
  return config._internal.connectors(parameters.namespace);
}

/** The wallets used last (two, newest first). */
export function getRecentWallets(config: ConnectConfig): RecentWallet[] {
  return config._internal.connection.getRecentWallets();
}

/** Makes a connected namespace the one the hooks and the Account view show. */
export function setActiveNamespace(config: ConnectConfig, namespace: ChainNamespace): void {
  config._internal.networks.setActiveNamespace(namespace);
}

/** Calls `onChange` whenever the account of a namespace (the active one by default) changes; returns a stop function. */
export function watchAccount(
  config: ConnectConfig,
  parameters: { namespace?: ChainNamespace; onChange(account: AccountState, previous: AccountState): void },
): () => void {
  let previous = getAccount(config, parameters);
  const listener = () => {
    const next = getAccount(config, parameters);
    if (next === previous) return;
    const before = previous;
    previous = next;
    parameters.onChange(next, before);
  };
  const stops = [config.store.sub(accountsAtom, listener), config.store.sub(activeNamespaceAtom, listener)];
  return () => stops.forEach((stop) => stop());
}

/** The account type a namespace prefers (bip122 payment or ordinal, eip155 smart account or EOA, ...). */
export function getPreferredAccountType(config: ConnectConfig, parameters: { namespace: ChainNamespace }): AccountType {
  return config._internal.accounts.getPreferredAccountType(parameters.namespace);
}

/**
 * Chooses the account type a namespace prefers, remembered across visits; with a wallet that gave addresses of
 * several types (bip122 payment and ordinal) the account shows the address of that type.
 */
export function setPreferredAccountType(config: ConnectConfig, parameters: { namespace: ChainNamespace; type: AccountType }): void {
  config._internal.accounts.setPreferredAccountType(parameters.namespace, parameters.type);
}
