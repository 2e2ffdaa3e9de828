import type { Address } from 'viem';
import type { AdapterConnection, AdapterHost, Connector, NamespaceAdapter } from '../core/index.js';
import { ConnectError, ErrorMessages, getErrorCode, isEvmAddress } from '../core/index.js';
import type { EvmReads } from './evmReads.js';
import type { Eip1193Provider, Eip6963ProviderDetail, RequestArguments } from './Eip1193Provider.js';
import { isEip1193Provider } from './Eip1193Provider.js';
import { watchAnnouncedProviders } from './watchAnnouncedProviders.js';
import { announcedConnectors } from './announcedConnectors.js';
import { createConnectorWaiters } from '../core/adapters/connectorWaiters.js';

/** Options of the eip155 adapter. */
export interface Eip155AdapterOptions {
  /** Discover wallets that announce themselves over EIP-6963 (default true). */
  eip6963?: boolean;
  /** Offer `window.ethereum` when no announced wallet is the same provider (default true). */
  legacyInjected?: boolean;
}

/** Id of the connector for a legacy `window.ethereum` provider. */
export const INJECTED_CONNECTOR_ID = 'injected';

function providerOf(connector: Connector): Eip1193Provider {
  if (!isEip1193Provider(connector.provider)) {
    throw new ConnectError('CONNECTOR_WITHOUT_PROVIDER', `Connector ${connector.name} has no provider`);
  }
  return connector.provider;
}

function parseAccounts(value: unknown): Address[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is Address => typeof item === 'string' && isEvmAddress(item) && item.startsWith('0x'));
}

function parseChainId(value: unknown): number {
  const id = typeof value === 'string' ? Number.parseInt(value, value.startsWith('0x') ? 16 : 10) : Number(value);
  if (!Number.isSafeInteger(id) || id <= 0 || id >= 2 ** 31) throw new ConnectError('INVALID_CHAIN_ID', 'Invalid chainId');
  return id;
}

function isUnknownChainError(error: unknown): boolean {
  if (getErrorCode(error) === 4902) return true;
  const data = (error as { data?: { originalError?: unknown } } | null)?.data;
  return getErrorCode(data?.originalError) === 4902;
}

/** The `0x` hex of a text's UTF-8 bytes, as personal_sign takes a message. */
function utf8ToHex(text: string): string {
  let hex = '0x';
  for (const byte of new TextEncoder().encode(text)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** The eip155 adapter: EIP-6963 and injected wallets, reads through viem, writes through the wallet only. */
export function createEip155Adapter(adapterOptions: Eip155AdapterOptions = {}): NamespaceAdapter {
  let host: AdapterHost | undefined;
  let announced: readonly Eip6963ProviderDetail[] = [];
  let legacy: Eip1193Provider | undefined;
  let reads: Promise<EvmReads> | undefined;
  const waiters = createConnectorWaiters(() => connectors());
  let unsubscribeWallet: (() => void) | undefined;

  const connectors = (): Connector[] => {
    const list: Connector[] = announcedConnectors(announced);
    if (legacy && !announced.some(({ provider }) => provider === legacy)) {
      list.push({ id: INJECTED_CONNECTOR_ID, name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155', provider: legacy });
    }
    return list;
  };

  const publish = () => {
    host?.setConnectors(connectors());
    waiters.wake();
  };

  const watchWallet = (provider: Eip1193Provider) => {
    unsubscribeWallet?.();
    const onAccounts = (accounts: unknown) => host?.onAccountsChanged(parseAccounts(accounts), provider.accountTypes?.());
    const onChain = (chainId: unknown) => {
      try {
        host?.onChainChanged(parseChainId(chainId));
      } catch {
        // A wallet reporting a nonsensical chain id is ignored rather than trusted.
      }
    };
    const onDisconnect = (error?: unknown) => {
      // Code 1013 means the wallet is reconnecting to its own backend, not that the site was disconnected.
      if (getErrorCode(error) === 1013) return;
      host?.onDisconnect();
    };
    provider.on?.('accountsChanged', onAccounts as (...args: never[]) => void);
    provider.on?.('chainChanged', onChain as (...args: never[]) => void);
    provider.on?.('disconnect', onDisconnect as (...args: never[]) => void);
    unsubscribeWallet = () => {
      provider.removeListener?.('accountsChanged', onAccounts as (...args: never[]) => void);
      provider.removeListener?.('chainChanged', onChain as (...args: never[]) => void);
      provider.removeListener?.('disconnect', onDisconnect as (...args: never[]) => void);
      unsubscribeWallet = undefined;
    };
  };

  const readConnection = async (provider: Eip1193Provider, method: 'eth_requestAccounts' | 'eth_accounts') => {
    const addresses = parseAccounts(await provider.request({ method }));
    const [address] = addresses;
    if (!address) return undefined;
    const chainId = parseChainId(await provider.request({ method: 'eth_chainId' }));
    const connection: AdapterConnection = {
      address,
      chainId,
      accounts: addresses.map((item) => ({
        address: item,
        type: provider.accountTypes?.().find((typed) => typed.address.toLowerCase() === item.toLowerCase())?.type ?? ('eoa' as const),
      })),
    };
    return connection;
  };

  // viem's read client is loaded with the first read, not with the page.
  const readsFor = (): Promise<EvmReads> => {
    const current = host;
    if (!current) throw new ConnectError('ADAPTER_NOT_STARTED', ErrorMessages.CHAIN_ADAPTER_NOT_FOUND);
    reads ??= import('./evmReads.js').then((module) => module.createEvmReads((network) => current.rpcUrls(network), current.fetch));
    return reads;
  };

  return {
    namespace: 'eip155',
    setup(adapterHost) {
      host = adapterHost;
      const stops: (() => void)[] = [];
      if (typeof window !== 'undefined') {
        if (adapterOptions.legacyInjected !== false) {
          const candidate = (window as unknown as { ethereum?: unknown }).ethereum;
          if (isEip1193Provider(candidate)) legacy = candidate;
        }
        if (adapterOptions.eip6963 !== false) {
          const watcher = watchAnnouncedProviders(window, (providers) => {
            announced = providers;
            publish();
          });
          stops.push(watcher.stop);
        }
      }
      publish();
      return () => {
        for (const stop of stops) stop();
        unsubscribeWallet?.();
        host = undefined;
        reads = undefined;
      };
    },
    async waitForConnector(connectorId, timeoutMs) {
      return waiters.wait(connectorId, timeoutMs);
    },
    async connect(connector) {
      const provider = providerOf(connector);
      const connection = await readConnection(provider, 'eth_requestAccounts');
      if (!connection) throw new ConnectError('NO_ACCOUNTS', 'The wallet returned no account');
      watchWallet(provider);
      return connection;
    },
    async reconnect(connector) {
      const provider = providerOf(connector);
      const connection = await readConnection(provider, 'eth_accounts');
      if (connection) watchWallet(provider);
      return connection;
    },
    async disconnect(connector) {
      unsubscribeWallet?.();
      try {
        await providerOf(connector).request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
      } catch {
        // Many wallets cannot revoke permissions; forgetting the connection locally is what disconnect means.
      }
    },
    async switchNetwork(connector, network) {
      const provider = providerOf(connector);
      const chainId = `0x${Number(network.id).toString(16)}`;
      try {
        await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });
      } catch (error) {
        if (!isUnknownChainError(error)) throw error;
        await provider.request({
          method: 'wallet_addEthereumChain',
          params: [
            {
              chainId,
              chainName: network.name,
              nativeCurrency: network.nativeCurrency,
              rpcUrls: [...network.rpcUrls.default.http],
              ...(network.blockExplorers ? { blockExplorerUrls: [network.blockExplorers.default.url] } : {}),
            },
          ],
        });
        const current = parseChainId(await provider.request({ method: 'eth_chainId' }));
        if (current !== Number(network.id)) {
          await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });
        }
      }
    },
    async getBalance(address, network) {
      if (!isEvmAddress(address) || !address.startsWith('0x')) throw new ConnectError('INVALID_ADDRESS', 'Invalid address');
      return (await readsFor()).getBalance(address as Address, network);
    },
    request(connector, args) {
      return providerOf(connector).request(args as RequestArguments);
    },
    async signMessage(connector, message, address) {
      // Wallet writes go to the wallet once: no retry, whatever the error.
      const signature = await providerOf(connector).request({ method: 'personal_sign', params: [utf8ToHex(message), address] });
      if (typeof signature !== 'string' || !/^0x[0-9a-fA-F]+$/.test(signature)) {
        throw new ConnectError('INVALID_SIGNATURE', 'The wallet returned an invalid signature');
      }
      return signature;
    },
  };
}
