import type { Connector, ConnectorTypeOrder, CustomWallet, RecentWallet } from '@connect-modal/headless';
import type { DirectoryWallet, WalletListEntry } from './walletTypes.js';

/** What the Connect view lists, before ordering. */
export interface WalletListSources {
  readonly order: readonly ConnectorTypeOrder[];
  readonly connectors: readonly Connector[];
  readonly recent: readonly RecentWallet[];
  readonly featured: readonly DirectoryWallet[];
  readonly recommended: readonly DirectoryWallet[];
  readonly custom: readonly CustomWallet[];
}

const INSTALLED_TYPES = new Set(['INJECTED', 'ANNOUNCED']);

function connectorKeys(connector: Connector): string[] {
  return [connector.id, connector.explorerId, connector.info?.rdns].filter((key): key is string => Boolean(key)).map((key) => key.toLowerCase());
}

function walletKeys(wallet: { id: string; rdns?: string | null | undefined }): string[] {
  return [wallet.id, wallet.rdns].filter((key): key is string => Boolean(key)).map((key) => key.toLowerCase());
}

/**
 * The Connect view's wallets in the configured group order (recent, installed, featured, custom, external,
 * recommended). A wallet appears once, in the first group that has it: a directory wallet that is also
 * installed shows as the installed connector. Announced wallets that claim one rdns are each listed. WalletConnect, when the app offers it, is one entry of its own
 * (in the `walletConnect` group); directory wallets are paired through it.
 */
export function buildWalletList(sources: WalletListSources): WalletListEntry[] {
  const taken = new Set<string>();
  const listed = new Set<Connector>();
  const entries: WalletListEntry[] = [];
  const isTaken = (keys: readonly string[]) => keys.some((key) => taken.has(key));
  const take = (keys: readonly string[]) => keys.forEach((key) => taken.add(key));
  const installed = sources.connectors.filter((connector) => INSTALLED_TYPES.has(connector.type));
  const directory = [...sources.featured, ...sources.recommended];

  const addConnector = (connector: Connector, badge: 'recent' | 'installed') => {
    const keys = connectorKeys(connector);
    // Wallets claiming one rdns are all listed (each is flagged): only a connector listed already is a repeat.
    if (connector.duplicateRdns ? listed.has(connector) : isTaken(keys)) return;
    take(keys);
    listed.add(connector);
    entries.push({ kind: 'connector', key: `connector:${connector.id}`, connector, badge });
  };
  const addDirectory = (wallet: DirectoryWallet, badge?: 'recent') => {
    const keys = walletKeys(wallet);
    if (isTaken(keys)) return;
    take(keys);
    entries.push({ kind: 'directory', key: `wallet:${wallet.id}`, wallet, ...(badge ? { badge } : {}) });
  };

  for (const group of sources.order) {
    if (group === 'walletConnect') {
      // One connector per namespace, all the same WalletConnect: listed once.
      const connector = sources.connectors.find((candidate) => candidate.type === 'WALLET_CONNECT');
      if (connector && !entries.some((entry) => entry.kind === 'walletConnect')) {
        entries.push({ kind: 'walletConnect', key: 'walletConnect', connector });
      }
    } else if (group === 'recent') {
      for (const recent of sources.recent) {
        const keys = walletKeys(recent);
        // The connector the wallet was connected through (its id) first: wallets claiming one rdns share that key.
        const connector =
          installed.find((candidate) => candidate.id.toLowerCase() === recent.id.toLowerCase()) ??
          installed.find((candidate) => connectorKeys(candidate).some((key) => keys.includes(key)));
        if (connector) addConnector(connector, 'recent');
        else {
          const wallet = directory.find((candidate) => walletKeys(candidate).some((key) => keys.includes(key)));
          if (wallet) addDirectory(wallet, 'recent');
        }
      }
    } else if (group === 'injected') {
      for (const connector of installed) addConnector(connector, 'installed');
    } else if (group === 'external') {
      for (const connector of sources.connectors) if (connector.type === 'EXTERNAL') addConnector(connector, 'installed');
    } else if (group === 'featured') {
      for (const wallet of sources.featured) addDirectory(wallet);
    } else if (group === 'recommended') {
      for (const wallet of sources.recommended) addDirectory(wallet);
    } else if (group === 'custom') {
      for (const wallet of sources.custom) {
        const keys = walletKeys(wallet);
        if (isTaken(keys)) continue;
        take(keys);
        entries.push({ kind: 'custom', key: `custom:${wallet.id}`, wallet });
      }
    }
  }
  // Wallets found in the browser are always offered, even when the app's order leaves their group out.
  for (const connector of installed) addConnector(connector, 'installed');
  return entries;
}
