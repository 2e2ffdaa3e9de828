import { Connection, PublicKey, VersionedTransaction } from '@solana/web3.js';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { formatUnits } from 'viem';
import * as z from 'zod/mini';
import type {
  AdapterConnection,
  AdapterHost,
  CaipNetwork,
  Connector,
  NamespaceAdapter,
  SolanaCommitment,
} from '../core/index.js';
import { ConnectError, ErrorMessages, isSolanaAddress, solanaCommitmentSchema } from '../core/index.js';
import type { StandardConnectFeature, StandardDisconnectFeature, StandardEventsFeature } from '../walletStandard/index.js';
import { featureOf, standardWalletId, watchStandardWallets } from '../walletStandard/index.js';
import { decodeBase58, decodeBase64, encodeBase58, encodeBase64 } from './base58.js';
import { toSolanaWalletChain } from './solanaChains.js';
import type {
  SolanaSendOptions,
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from './solanaWalletFeatures.js';
import { createConnectorWaiters } from '../core/adapters/connectorWaiters.js';

/** Options of the solana adapter. */
export interface SolanaAdapterOptions {
  /** Commitment of balance reads (default 'confirmed'). */
  commitment?: SolanaCommitment;
  /** Discover wallets registered through the Wallet Standard (default true). */
  walletStandard?: boolean;
}

/** The wallet methods `request` accepts, named and shaped as over WalletConnect. */
export const SOLANA_WALLET_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const;

/** Timeout of one RPC read. */
const READ_TIMEOUT_MS = 10_000;
/** A Solana transaction is at most 1232 bytes; base64 of that, with room for a wallet's encoding. */
const MAX_TRANSACTION_BASE64 = 4096;
const MAX_MESSAGE_BYTES = 64 * 1024;

const base64Transaction = z.string().check(z.minLength(4), z.maxLength(MAX_TRANSACTION_BASE64));
const sendOptionsSchema = z.object({
  preflightCommitment: z.optional(solanaCommitmentSchema),
  skipPreflight: z.optional(z.boolean()),
  maxRetries: z.optional(z.int().check(z.gte(0), z.lte(100))),
  minContextSlot: z.optional(z.int().check(z.gte(0))),
});
const paramsSchemas = {
  solana_signMessage: z.object({ message: z.string().check(z.maxLength(MAX_MESSAGE_BYTES * 2)), pubkey: z.string() }),
  solana_signTransaction: z.object({ transaction: base64Transaction }),
  solana_signAllTransactions: z.object({ transactions: z.array(base64Transaction).check(z.minLength(1), z.maxLength(64)) }),
  solana_signAndSendTransaction: z.object({ transaction: base64Transaction, sendOptions: z.optional(sendOptionsSchema) }),
} as const;
const remoteSignatureSchema = z.object({ signature: z.string().check(z.maxLength(128)) });
const remoteTransactionSchema = z.object({ signature: z.optional(z.string()), transaction: z.optional(base64Transaction) });
const remoteTransactionsSchema = z.object({ transactions: z.array(base64Transaction).check(z.maxLength(64)) });

/** The provider a WalletConnect connector hands the solana adapter. */
interface RemoteSolanaProvider {
  connect(): Promise<string[]>;
  getAccounts(): Promise<string[]>;
  getChainId(): string | undefined;
  request(args: { method: string; params?: unknown; chainId?: string }): Promise<unknown>;
  disconnect(): Promise<void>;
  on(event: string, listener: (...args: never[]) => void): unknown;
  removeListener(event: string, listener: (...args: never[]) => void): unknown;
}

function isRemoteProvider(value: unknown): value is RemoteSolanaProvider {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return ['connect', 'getAccounts', 'getChainId', 'request', 'disconnect'].every((key) => typeof candidate[key] === 'function');
}

function isStandardWallet(value: unknown): value is Wallet {
  return typeof value === 'object' && value !== null && typeof (value as { features?: unknown }).features === 'object';
}

function invalid(message: string): ConnectError {
  return new ConnectError('INVALID_WALLET_RESPONSE', message);
}

/** Accounts a wallet reported that really are Solana accounts: a base58 address matching its 32-byte key. */
export function validSolanaAccounts(accounts: unknown): WalletAccount[] {
  if (!Array.isArray(accounts)) return [];
  return accounts.filter((account: unknown): account is WalletAccount => {
    if (typeof account !== 'object' || account === null) return false;
    const { address, publicKey } = account as { address?: unknown; publicKey?: unknown };
    if (!isSolanaAddress(address) || !(publicKey instanceof Uint8Array) || publicKey.length !== 32) return false;
    return encodeBase58(publicKey) === address;
  });
}

function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}

/**
 * Checks a transaction a wallet signed: it parses, carries the same message as the one sent for signing, and
 * has a non-empty signature in the slot of `signer`.
 */
export function checkSignedTransaction(signed: Uint8Array, unsigned: Uint8Array, signer: string): Uint8Array {
  let parsed: VersionedTransaction;
  let original: VersionedTransaction;
  try {
    parsed = VersionedTransaction.deserialize(signed);
    original = VersionedTransaction.deserialize(unsigned);
  } catch (error) {
    throw new ConnectError('INVALID_WALLET_RESPONSE', 'The wallet returned a transaction that does not parse', { cause: error });
  }
  if (!bytesEqual(parsed.message.serialize(), original.message.serialize())) {
    throw invalid('The wallet returned a different transaction from the one it was asked to sign');
  }
  const index = parsed.message.staticAccountKeys.findIndex((key) => key.toBase58() === signer);
  const signature = index >= 0 && index < parsed.message.header.numRequiredSignatures ? parsed.signatures[index] : undefined;
  if (!signature || signature.every((byte) => byte === 0)) throw invalid('The wallet did not sign the transaction');
  return signed;
}

function readOnlyFetch(fetchFn: typeof fetch): typeof fetch {
  return (input, init) => fetchFn(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(READ_TIMEOUT_MS) });
}

/** The solana adapter: Wallet Standard wallets (and WalletConnect), reads through @solana/web3.js. */
export function createSolanaAdapter(adapterOptions: SolanaAdapterOptions = {}) {
  let host: AdapterHost | undefined;
  let wallets: readonly Wallet[] = [];
  const connections = new Map<string, Connection>();
  const waiters = createConnectorWaiters(() => connectors());
  /** The account each connector is connected with. */
  const connectedAccounts = new Map<string, WalletAccount | string>();
  let unsubscribeWallet: (() => void) | undefined;
  const commitment = adapterOptions.commitment ?? 'confirmed';

  const connectors = (): Connector[] =>
    wallets.map((wallet) => ({
      id: standardWalletId(wallet.name),
      name: wallet.name,
      type: 'ANNOUNCED' as const,
      chain: 'solana' as const,
      imageUrl: wallet.icon,
      provider: wallet,
    }));

  const publish = () => {
    host?.setConnectors(connectors());
    waiters.wake();
  };

  const chainFor = (wallet: Wallet | undefined, network: CaipNetwork | undefined): CaipNetwork => {
    const candidates = [...(network ? [network] : []), ...(host?.networks ?? [])];
    const supported = candidates.find((candidate) => {
      const chain = toSolanaWalletChain(candidate);
      return !wallet || wallet.chains.length === 0 || (chain !== undefined && wallet.chains.includes(chain));
    });
    const chosen = supported ?? candidates[0];
    if (!chosen) throw new ConnectError('NETWORK_NOT_FOUND', ErrorMessages.NETWORK_NOT_FOUND);
    return chosen;
  };

  const watchStandard = (connector: Connector, wallet: Wallet) => {
    unsubscribeWallet?.();
    const events = featureOf<StandardEventsFeature>(wallet, 'standard:events', 'on');
    if (!events) return;
    const off = events.on('change', (properties) => {
      if (!properties.accounts) return;
      const accounts = validSolanaAccounts(properties.accounts);
      const [first] = accounts;
      if (first) connectedAccounts.set(connector.id, first);
      else connectedAccounts.delete(connector.id);
      host?.onAccountsChanged(accounts.map((account) => account.address));
    });
    unsubscribeWallet = () => {
      off();
      unsubscribeWallet = undefined;
    };
  };

  const watchRemote = (connector: Connector, provider: RemoteSolanaProvider) => {
    unsubscribeWallet?.();
    const onAccounts = (accounts: unknown) => {
      const valid = Array.isArray(accounts) ? accounts.filter((item): item is string => isSolanaAddress(item)) : [];
      const [first] = valid;
      if (first) connectedAccounts.set(connector.id, first);
      host?.onAccountsChanged(valid);
    };
    const onDisconnect = () => host?.onDisconnect();
    provider.on('accountsChanged', onAccounts as (...args: never[]) => void);
    provider.on('disconnect', onDisconnect as (...args: never[]) => void);
    unsubscribeWallet = () => {
      provider.removeListener('accountsChanged', onAccounts as (...args: never[]) => void);
      provider.removeListener('disconnect', onDisconnect as (...args: never[]) => void);
      unsubscribeWallet = undefined;
    };
  };

  const standardConnect = async (connector: Connector, wallet: Wallet, silent: boolean, network?: CaipNetwork) => {
    const feature = featureOf<StandardConnectFeature>(wallet, 'standard:connect', 'connect');
    if (!feature) throw new ConnectError('CONNECTOR_WITHOUT_PROVIDER', `${connector.name} cannot connect`);
    const answer = await feature.connect(silent ? { silent: true } : undefined);
    const accounts = validSolanaAccounts(answer?.accounts);
    const [first] = accounts;
    if (!first) return undefined;
    connectedAccounts.set(connector.id, first);
    watchStandard(connector, wallet);
    const chain = chainFor(wallet, network);
    const connection: AdapterConnection = {
      address: first.address,
      chainId: chain.id,
      accounts: accounts.map((account) => ({ address: account.address, type: 'eoa' as const })),
    };
    return connection;
  };

  const remoteConnect = async (connector: Connector, provider: RemoteSolanaProvider, silent: boolean, network?: CaipNetwork) => {
    const addresses = (silent ? await provider.getAccounts() : await provider.connect()).filter((item) => isSolanaAddress(item));
    const [first] = addresses;
    if (!first) return undefined;
    connectedAccounts.set(connector.id, first);
    watchRemote(connector, provider);
    const reference = provider.getChainId()?.split(':')[1];
    const chain = host?.networks.find((candidate) => String(candidate.id) === reference) ?? chainFor(undefined, network);
    const connection: AdapterConnection = {
      address: first,
      chainId: chain.id,
      accounts: addresses.map((address) => ({ address, type: 'eoa' as const })),
    };
    return connection;
  };

  const open = (connector: Connector, silent: boolean, network?: CaipNetwork) => {
    const { provider } = connector;
    if (isRemoteProvider(provider)) return remoteConnect(connector, provider, silent, network);
    if (isStandardWallet(provider)) return standardConnect(connector, provider, silent, network);
    throw new ConnectError('CONNECTOR_WITHOUT_PROVIDER', `Connector ${connector.name} has no provider`);
  };

  const accountOf = (connector: Connector): WalletAccount => {
    const account = connectedAccounts.get(connector.id);
    if (!account || typeof account === 'string') {
      throw new ConnectError('CAIP_NETWORK_OR_ADDRESS_UNDEFINED', ErrorMessages.CAIP_NETWORK_OR_ADDRESS_UNDEFINED);
    }
    return account;
  };

  const walletChainOf = (wallet: Wallet): string => {
    const chain = toSolanaWalletChain(chainFor(wallet, undefined));
    return chain ?? 'solana:mainnet';
  };

  /** Runs one of SOLANA_WALLET_METHODS through a Wallet Standard wallet, with WalletConnect's shapes. */
  const standardRequest = async (connector: Connector, wallet: Wallet, method: string, params: unknown): Promise<unknown> => {
    const account = accountOf(connector);
    const decodeTransaction = (text: string) => {
      try {
        return decodeBase64(text);
      } catch {
        throw new ConnectError('INVALID_TRANSACTION', 'The transaction is not valid base64');
      }
    };
    switch (method) {
      case 'solana_signMessage': {
        const { message, pubkey } = parseParams(method, params);
        if (pubkey !== account.address) throw new ConnectError('UNAUTHORIZED_ACCOUNT', 'The message must be signed by the connected account');
        const signature = await signMessageBytes(connector, wallet, account, decodeBase58Param(message));
        return { signature: encodeBase58(signature) };
      }
      case 'solana_signTransaction':
      case 'solana_signAllTransactions': {
        const texts = method === 'solana_signTransaction'
          ? [parseParams('solana_signTransaction', params).transaction]
          : parseParams('solana_signAllTransactions', params).transactions;
        const feature = featureOf<SolanaSignTransactionFeature>(wallet, 'solana:signTransaction', 'signTransaction');
        if (!feature) throw new ConnectError('METHOD_NOT_SUPPORTED', `${connector.name} cannot sign transactions`);
        const unsigned = texts.map(decodeTransaction);
        const chain = walletChainOf(wallet);
        const answers = await feature.signTransaction(...unsigned.map((transaction) => ({ account, transaction, chain })));
        if (!Array.isArray(answers) || answers.length !== unsigned.length) throw invalid('The wallet returned the wrong number of transactions');
        const signed = unsigned.map((transaction, index) => {
          const answer: unknown = answers[index];
          const bytes = (answer as { signedTransaction?: unknown } | undefined)?.signedTransaction;
          if (!(bytes instanceof Uint8Array)) throw invalid('The wallet returned no signed transaction');
          return encodeBase64(checkSignedTransaction(bytes, transaction, account.address));
        });
        if (method === 'solana_signAllTransactions') return { transactions: signed };
        const parsed = VersionedTransaction.deserialize(decodeBase64(signed[0] ?? ''));
        const index = parsed.message.staticAccountKeys.findIndex((key) => key.toBase58() === account.address);
        return { signature: encodeBase58(parsed.signatures[index] ?? new Uint8Array()), transaction: signed[0] };
      }
      case 'solana_signAndSendTransaction': {
        const { transaction, sendOptions } = parseParams(method, params);
        const feature = featureOf<SolanaSignAndSendTransactionFeature>(wallet, 'solana:signAndSendTransaction', 'signAndSendTransaction');
        if (!feature) throw new ConnectError('METHOD_NOT_SUPPORTED', `${connector.name} cannot send transactions`);
        const options: SolanaSendOptions = sendOptions ?? {};
        const [answer] = await feature.signAndSendTransaction({
          account,
          transaction: decodeTransaction(transaction),
          chain: walletChainOf(wallet),
          options,
        });
        const signature = (answer as { signature?: unknown } | undefined)?.signature;
        if (!(signature instanceof Uint8Array) || signature.length !== 64) throw invalid('The wallet returned an invalid transaction signature');
        return { signature: encodeBase58(signature) };
      }
      default:
        throw new ConnectError('METHOD_NOT_SUPPORTED', `Unsupported Solana wallet method: ${method}`);
    }
  };

  const signMessageBytes = async (connector: Connector, wallet: Wallet, account: WalletAccount, message: Uint8Array) => {
    const feature = featureOf<SolanaSignMessageFeature>(wallet, 'solana:signMessage', 'signMessage');
    if (!feature) throw new ConnectError('METHOD_NOT_SUPPORTED', `${connector.name} cannot sign messages`);
    const [answer] = await feature.signMessage({ account, message });
    const { signature, signedMessage } = (answer ?? {}) as { signature?: unknown; signedMessage?: unknown };
    if (!(signature instanceof Uint8Array) || signature.length !== 64) throw invalid('The wallet returned an invalid signature');
    // A wallet may sign a framed message; the signature must then be over the bytes it says it signed.
    if (!(signedMessage instanceof Uint8Array) || !bytesEqual(signedMessage, message)) {
      throw invalid('The wallet signed a different message from the one it was asked to sign');
    }
    return signature;
  };

  const readers = (network: CaipNetwork): Connection[] => {
    if (!host) throw new ConnectError('ADAPTER_NOT_STARTED', ErrorMessages.CHAIN_ADAPTER_NOT_FOUND);
    const urls = host.rpcUrls(network);
    if (urls.length === 0) throw new ConnectError('NETWORK_NOT_FOUND', ErrorMessages.NETWORK_NOT_FOUND);
    const fetchFn = readOnlyFetch(host.fetch);
    return urls.map((url) => {
      let connection = connections.get(url);
      if (!connection) {
        // Rate-limit retries are left to the fallback below, so one slow URL does not hold a read for long.
        connection = new Connection(url, { commitment, fetch: fetchFn, disableRetryOnRateLimit: true });
        connections.set(url, connection);
      }
      return connection;
    });
  };

  const request = async (connector: Connector, args: { readonly method: string; readonly params?: unknown }): Promise<unknown> => {
    const { provider } = connector;
    // Wallet writes go to the wallet once: no retry, whatever the error.
    if (isRemoteProvider(provider)) {
      const answer = await provider.request({ method: args.method, params: args.params });
      return checkRemoteAnswer(args.method, answer);
    }
    if (isStandardWallet(provider)) return standardRequest(connector, provider, args.method, args.params);
    throw new ConnectError('CONNECTOR_WITHOUT_PROVIDER', `Connector ${connector.name} has no provider`);
  };

  const adapter = {
    namespace: 'solana' as const,
    setup(adapterHost: AdapterHost) {
      host = adapterHost;
      const stops: (() => void)[] = [];
      if (typeof window !== 'undefined' && adapterOptions.walletStandard !== false) {
        stops.push(
          watchStandardWallets('solana:', ['standard:connect'], (found) => {
            wallets = found;
            publish();
          }),
        );
      }
      publish();
      return () => {
        for (const stop of stops) stop();
        unsubscribeWallet?.();
        host = undefined;
      };
    },
    async waitForConnector(connectorId: string, timeoutMs: number) {
      return waiters.wait(connectorId, timeoutMs);
    },
    async connect(connector: Connector, options: { network?: CaipNetwork } = {}) {
      const connection = await open(connector, false, options.network);
      if (!connection) throw new ConnectError('NO_ACCOUNTS', 'The wallet returned no account');
      return connection;
    },
    reconnect(connector: Connector, options: { network?: CaipNetwork } = {}) {
      return open(connector, true, options.network);
    },
    async disconnect(connector: Connector) {
      unsubscribeWallet?.();
      connectedAccounts.delete(connector.id);
      const { provider } = connector;
      try {
        if (isRemoteProvider(provider)) await provider.disconnect();
        else if (isStandardWallet(provider)) await featureOf<StandardDisconnectFeature>(provider, 'standard:disconnect', 'disconnect')?.disconnect();
      } catch {
        // Forgetting the connection locally is what disconnect means, whether or not the wallet could.
      }
    },
    async switchNetwork(connector: Connector, network: CaipNetwork) {
      const { provider } = connector;
      // A Wallet Standard wallet has no current cluster: the app names it per request, if the wallet has it.
      if (isStandardWallet(provider) && provider.chains.length > 0) {
        const chain = toSolanaWalletChain(network);
        if (!chain || !provider.chains.includes(chain)) {
          throw new ConnectError('CHAIN_NOT_SUPPORTED', `${connector.name} does not support ${network.name}`);
        }
      }
    },
    async getBalance(address: string, network: CaipNetwork) {
      if (!isSolanaAddress(address)) throw new ConnectError('INVALID_ADDRESS', 'Invalid address');
      const owner = new PublicKey(address);
      let lastError: unknown;
      for (const reader of readers(network)) {
        try {
          const lamports = await reader.getBalance(owner, commitment);
          const value = BigInt(lamports);
          const { decimals, symbol } = network.nativeCurrency;
          return { value, decimals, symbol, formatted: formatUnits(value, decimals) };
        } catch (error) {
          lastError = error;
        }
      }
      throw lastError;
    },
    request,
    async signMessage(connector: Connector, message: string, address: string) {
      const bytes = new TextEncoder().encode(message);
      if (bytes.length > MAX_MESSAGE_BYTES) throw new ConnectError('INVALID_MESSAGE', 'The message is too long');
      const answer = await request(connector, {
        method: 'solana_signMessage',
        params: { message: encodeBase58(bytes), pubkey: address },
      });
      return (answer as { signature: string }).signature;
    },
    /** A @solana/web3.js Connection for `network` through the first of its RPC URLs. */
    connection(network: CaipNetwork): Connection {
      const [first] = readers(network);
      if (!first) throw new ConnectError('NETWORK_NOT_FOUND', ErrorMessages.NETWORK_NOT_FOUND);
      return first;
    },
  };
  return adapter satisfies NamespaceAdapter;
}

/** The solana adapter with its Solana-only extras. */
export type SolanaAdapter = ReturnType<typeof createSolanaAdapter>;

function parseParams<M extends keyof typeof paramsSchemas>(method: M, params: unknown): z.output<(typeof paramsSchemas)[M]> {
  const parsed = paramsSchemas[method].safeParse(params);
  if (!parsed.success) throw new ConnectError('INVALID_PARAMS', `Invalid params for ${method}`);
  return parsed.data as z.output<(typeof paramsSchemas)[M]>;
}

function decodeBase58Param(text: string): Uint8Array {
  try {
    return decodeBase58(text);
  } catch {
    throw new ConnectError('INVALID_PARAMS', 'The message must be base58');
  }
}

function isSignature(text: string): boolean {
  try {
    return decodeBase58(text).length === 64;
  } catch {
    return false;
  }
}

/** Checks what a remote (WalletConnect) wallet answered a Solana method with. */
function checkRemoteAnswer(method: string, answer: unknown): unknown {
  if (method === 'solana_signMessage' || method === 'solana_signAndSendTransaction') {
    const parsed = remoteSignatureSchema.safeParse(answer);
    if (!parsed.success || !isSignature(parsed.data.signature)) throw invalid('The wallet returned an invalid signature');
    return parsed.data;
  }
  if (method === 'solana_signTransaction') {
    const parsed = remoteTransactionSchema.safeParse(answer);
    if (!parsed.success || (!parsed.data.transaction && !parsed.data.signature)) throw invalid('The wallet returned no signed transaction');
    return parsed.data;
  }
  if (method === 'solana_signAllTransactions') {
    const parsed = remoteTransactionsSchema.safeParse(answer);
    if (!parsed.success) throw invalid('The wallet returned no signed transactions');
    return parsed.data;
  }
  return answer;
}
