import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type { AccountType, AdapterConnectOptions, AdapterConnection, AdapterHost, CaipNetwork, Connector, NamespaceAdapter, SignMessageOptions } from '../core/index.js';
import { ConnectError, ErrorMessages } from '../core/index.js';
import type { StandardConnectFeature, StandardEventsChangeProperties } from '../walletStandard/index.js';
import { createWalletStandardAdapterBase, featureOf } from '../walletStandard/index.js';
import { bitcoinAddressType, orderByPreference, toBitcoinJsNetwork, validBitcoinAccounts } from './bitcoinAccounts.js';
import type { TypedAccount } from './bitcoinAccounts.js';
import type { BitcoinConnectFeature } from './bitcoinWalletFeatures.js';
import { requestBitcoinWallet } from './requestBitcoinWallet.js';

/** Options of the bip122 adapter. */
export interface Bip122AdapterOptions {
  /** Discover wallets registered through the Wallet Standard (default true). */
  walletStandard?: boolean;
}

/** The accounts (payment and ordinal) and network a connector is connected with. */
interface BitcoinSession {
  readonly accounts: readonly TypedAccount[];
  readonly network: CaipNetwork;
}

/**
 * The bip122 adapter: Wallet Standard Bitcoin wallets (WalletConnect's included, which its connector hands over
 * as one); message and PSBT signing.
 */
export function createBip122Adapter(adapterOptions: Bip122AdapterOptions = {}) {
  const sessions = new Map<string, BitcoinSession>();

  const onChange = (connector: Connector, _wallet: Wallet, change: StandardEventsChangeProperties) => {
    const session = sessions.get(connector.id);
    if (!change.accounts || !session) return;
    const accounts = orderByPreference(validBitcoinAccounts(change.accounts, toBitcoinJsNetwork(session.network)), session.accounts[0]?.type);
    sessions.set(connector.id, { ...session, accounts });
    base.host()?.onAccountsChanged(
      accounts.map((item) => item.address),
      accounts.map((item) => ({ address: item.address, type: item.type })),
    );
  };

  const base = createWalletStandardAdapterBase({
    namespace: 'bip122',
    chainPrefix: 'bitcoin:',
    requiredFeatures: [],
    accepts: (wallet) => Boolean(featureOf(wallet, 'bitcoin:connect', 'connect') || featureOf(wallet, 'standard:connect', 'connect')),
    ...(adapterOptions.walletStandard === false ? { discover: false } : {}),
    onChange,
  });

  /** The app's network the wallet's addresses belong to, the requested one first. */
  const networkFor = (accounts: readonly WalletAccount[], requested: CaipNetwork | undefined): CaipNetwork | undefined => {
    const candidates = [...(requested ? [requested] : []), ...(base.host()?.networks ?? [])];
    return candidates.find((candidate) => {
      const params = toBitcoinJsNetwork(candidate);
      return accounts.some((item) => bitcoinAddressType((item as { address?: unknown } | undefined)?.address, params));
    });
  };

  const toConnection = (connector: Connector, accounts: readonly TypedAccount[], network: CaipNetwork, preferred?: AccountType) => {
    const ordered = orderByPreference(accounts, preferred);
    const [first] = ordered;
    if (!first) return undefined;
    sessions.set(connector.id, { accounts: ordered, network });
    const connection: AdapterConnection = {
      address: first.address,
      chainId: network.id,
      accounts: ordered.map((item) => ({ address: item.address, type: item.type })),
    };
    return connection;
  };

  /** The accounts the wallet gives: those already authorised on reload, else payment and ordinals addresses asked for. */
  const walletAccounts = async (connector: Connector, wallet: Wallet, silent: boolean): Promise<readonly WalletAccount[] | undefined> => {
    const authorised: unknown = wallet.accounts;
    if (silent && Array.isArray(authorised) && authorised.length > 0) return authorised as readonly WalletAccount[];
    // Only a wallet that can answer without a prompt is asked on reload.
    if (silent) return featureOf<StandardConnectFeature>(wallet, 'standard:connect', 'connect') ? base.standardConnect(connector, wallet, true) : undefined;
    const bitcoinConnect = featureOf<BitcoinConnectFeature>(wallet, 'bitcoin:connect', 'connect');
    if (!bitcoinConnect) return base.standardConnect(connector, wallet, false);
    const accounts: unknown = (await bitcoinConnect.connect({ purposes: ['payment', 'ordinals'] }))?.accounts;
    return Array.isArray(accounts) ? (accounts as readonly WalletAccount[]) : [];
  };

  const open = async (connector: Connector, silent: boolean, options: AdapterConnectOptions) => {
    const wallet = base.walletOf(connector);
    const reported = await walletAccounts(connector, wallet, silent);
    if (!reported) return undefined;
    const network = networkFor(reported, options.network);
    if (!network) return undefined;
    const connection = toConnection(connector, validBitcoinAccounts(reported, toBitcoinJsNetwork(network)), network, options.accountType);
    if (connection) base.follow(connector, wallet);
    return connection;
  };

  const request = async (connector: Connector, args: { readonly method: string; readonly params?: unknown }): Promise<unknown> => {
    const wallet = base.walletOf(connector);
    const session = sessions.get(connector.id);
    if (!session) throw new ConnectError('CAIP_NETWORK_OR_ADDRESS_UNDEFINED', ErrorMessages.CAIP_NETWORK_OR_ADDRESS_UNDEFINED);
    // Wallet writes go to the wallet once: no retry, whatever the error.
    return requestBitcoinWallet({ wallet, name: connector.name, ...session }, args.method, args.params);
  };

  const adapter = {
    namespace: 'bip122' as const,
    setup: (host: AdapterHost) => base.setup(host),
    waitForConnector: (connectorId: string, timeoutMs: number) => base.waitForConnector(connectorId, timeoutMs),
    async connect(connector: Connector, options: AdapterConnectOptions = {}) {
      const connection = await open(connector, false, options);
      if (!connection) throw new ConnectError('NO_ACCOUNTS', 'The wallet returned no address for the configured Bitcoin networks');
      return connection;
    },
    reconnect(connector: Connector, options: AdapterConnectOptions = {}) {
      return open(connector, true, options);
    },
    async disconnect(connector: Connector) {
      sessions.delete(connector.id);
      await base.disconnect(connector);
    },
    async switchNetwork(connector: Connector, network: CaipNetwork) {
      // Bitcoin addresses belong to one network: switching means the wallet must have addresses there.
      const session = sessions.get(connector.id);
      if (session && session.network.caipNetworkId !== network.caipNetworkId) {
        const params = toBitcoinJsNetwork(network);
        if (!session.accounts.some((item) => bitcoinAddressType(item.address, params))) {
          throw new ConnectError('CHAIN_NOT_SUPPORTED', `${connector.name} has no address on ${network.name}`);
        }
        sessions.set(connector.id, { ...session, network });
      }
    },
    getBalance(): Promise<never> {
      // Bitcoin balances are not offered (SPEC: balance chains are eip155 and solana).
      return Promise.reject(new ConnectError('UNSUPPORTED_CHAIN', ErrorMessages.UNSUPPORTED_CHAIN));
    },
    request,
    async signMessage(connector: Connector, message: string, address: string, options: SignMessageOptions = {}) {
      const params = { message, address, ...(options.protocol ? { protocol: options.protocol } : {}) };
      const answer = (await request(connector, { method: 'signMessage', params })) as { signature: string };
      return answer.signature;
    },
  };
  return adapter satisfies NamespaceAdapter;
}

/** The bip122 adapter with its Bitcoin-only extras. */
export type Bip122Adapter = ReturnType<typeof createBip122Adapter>;
