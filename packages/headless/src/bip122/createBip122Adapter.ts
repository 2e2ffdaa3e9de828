import { Psbt, address as bitcoinAddress, networks as bitcoinNetworks } from 'bitcoinjs-lib';
import type { Network as BitcoinNetwork } from 'bitcoinjs-lib';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import * as z from 'zod/mini';
import type { AccountType, AdapterConnectOptions, AdapterConnection, AdapterHost, CaipNetwork, Connector, NamespaceAdapter } from '../core/index.js';
import { ConnectError, ErrorMessages, bitcoin, bitcoinTestnet } from '../core/index.js';
import type { StandardConnectFeature, StandardDisconnectFeature, StandardEventsFeature } from '../walletStandard/index.js';
import { featureOf, standardWalletId, watchStandardWallets } from '../walletStandard/index.js';
import { createConnectorWaiters } from '../core/adapters/connectorWaiters.js';

/** Options of the bip122 adapter. */
export interface Bip122AdapterOptions {
  /** Discover wallets registered through the Wallet Standard (default true). */
  walletStandard?: boolean;
}

/** Wallet Standard chain ids of Bitcoin networks. */
export type BitcoinWalletChain = 'bitcoin:mainnet' | 'bitcoin:testnet' | 'bitcoin:regtest';

/** Address purposes a Bitcoin wallet is asked for on connect. */
export type BitcoinAddressPurpose = 'payment' | 'ordinals';

/** `bitcoin:connect`. */
export interface BitcoinConnectFeature {
  readonly version: string;
  connect(input: { readonly purposes: readonly BitcoinAddressPurpose[] }): Promise<{ readonly accounts: readonly WalletAccount[] }>;
}

/** `bitcoin:signMessage`. */
export interface BitcoinSignMessageFeature {
  readonly version: string;
  signMessage(
    ...inputs: readonly { readonly account: WalletAccount; readonly message: Uint8Array }[]
  ): Promise<readonly { readonly signedMessage: Uint8Array; readonly signature: Uint8Array }[]>;
}

/** `bitcoin:signTransaction`: signs the listed inputs of a PSBT. */
export interface BitcoinSignTransactionFeature {
  readonly version: string;
  signTransaction(
    ...inputs: readonly {
      readonly psbt: Uint8Array;
      readonly inputsToSign: readonly { readonly account: WalletAccount; readonly signingIndexes: readonly number[]; readonly sigHash?: number }[];
      readonly chain?: string;
    }[]
  ): Promise<readonly { readonly signedPsbt: Uint8Array }[]>;
}

/** The wallet methods `request` accepts, named and shaped as over WalletConnect. */
export const BIP122_WALLET_METHODS = ['signMessage', 'signPsbt', 'getAccountAddresses'] as const;

const MAX_PSBT_BASE64 = 400_000;
const MAX_MESSAGE_LENGTH = 64 * 1024;

const signInputSchema = z.object({
  address: z.string().check(z.maxLength(128)),
  index: z.int().check(z.gte(0), z.lte(10_000)),
  sighashTypes: z.optional(z.array(z.int().check(z.gte(0), z.lte(255))).check(z.maxLength(8))),
});
const paramsSchemas = {
  signMessage: z.object({
    message: z.string().check(z.maxLength(MAX_MESSAGE_LENGTH)),
    address: z.string().check(z.maxLength(128)),
    protocol: z.optional(z.enum(['ecdsa', 'bip322'])),
  }),
  signPsbt: z.object({
    account: z.optional(z.string().check(z.maxLength(128))),
    psbt: z.string().check(z.minLength(8), z.maxLength(MAX_PSBT_BASE64)),
    signInputs: z.array(signInputSchema).check(z.minLength(1), z.maxLength(1000)),
    broadcast: z.optional(z.boolean()),
  }),
  getAccountAddresses: z.optional(z.object({ account: z.optional(z.string()), intentions: z.optional(z.array(z.string())) })),
} as const;
const remoteSignatureSchema = z.object({ address: z.optional(z.string()), signature: z.string().check(z.minLength(1), z.maxLength(4096)) });
const remotePsbtSchema = z.object({ psbt: z.string().check(z.minLength(8), z.maxLength(MAX_PSBT_BASE64)), txid: z.optional(z.string()) });

/** The provider a WalletConnect connector hands the bip122 adapter. */
interface RemoteBitcoinProvider {
  connect(): Promise<string[]>;
  getAccounts(): Promise<string[]>;
  getChainId(): string | undefined;
  request(args: { method: string; params?: unknown; chainId?: string }): Promise<unknown>;
  disconnect(): Promise<void>;
  on(event: string, listener: (...args: never[]) => void): unknown;
  removeListener(event: string, listener: (...args: never[]) => void): unknown;
}

function isRemoteProvider(value: unknown): value is RemoteBitcoinProvider {
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

/** The Wallet Standard chain of a Bitcoin network. */
export function toBitcoinWalletChain(network: CaipNetwork): BitcoinWalletChain | undefined {
  if (network.caipNetworkId === bitcoin.caipNetworkId) return 'bitcoin:mainnet';
  if (network.caipNetworkId === bitcoinTestnet.caipNetworkId) return 'bitcoin:testnet';
  if (network.network === 'bitcoin-regtest') return 'bitcoin:regtest';
  return network.testnet ? 'bitcoin:testnet' : network.network === 'bitcoin' ? 'bitcoin:mainnet' : undefined;
}

/** bitcoinjs-lib's parameters of a Bitcoin network. */
export function toBitcoinJsNetwork(network: CaipNetwork): BitcoinNetwork {
  const chain = toBitcoinWalletChain(network);
  return chain === 'bitcoin:mainnet' ? bitcoinNetworks.bitcoin : chain === 'bitcoin:regtest' ? bitcoinNetworks.regtest : bitcoinNetworks.testnet;
}

/** The type of a Bitcoin address on `network`: taproot addresses hold ordinals, the others pay; undefined if invalid. */
export function bitcoinAddressType(address: unknown, network: BitcoinNetwork): AccountType | undefined {
  if (typeof address !== 'string' || address.length < 14 || address.length > 90) return undefined;
  try {
    if (address.toLowerCase().startsWith(`${network.bech32}1`)) {
      // Decoded without the secp256k1 library bitcoinjs-lib wants for taproot outputs: the adapter never needs keys.
      const { version, prefix, data } = bitcoinAddress.fromBech32(address);
      if (prefix !== network.bech32) return undefined;
      if (version === 0 && (data.length === 20 || data.length === 32)) return 'payment';
      return version === 1 && data.length === 32 ? 'ordinal' : undefined;
    }
    bitcoinAddress.toOutputScript(address, network);
    return 'payment';
  } catch {
    return undefined;
  }
}

interface TypedAccount {
  readonly account: WalletAccount | undefined;
  readonly address: string;
  readonly type: AccountType;
}

/** Accounts a wallet reported that are valid addresses of `network`, typed payment or ordinal. */
export function validBitcoinAccounts(accounts: unknown, network: BitcoinNetwork): TypedAccount[] {
  if (!Array.isArray(accounts)) return [];
  return accounts.flatMap((account: unknown): TypedAccount[] => {
    if (typeof account !== 'object' || account === null) return [];
    const { address, publicKey } = account as { address?: unknown; publicKey?: unknown };
    if (!(publicKey instanceof Uint8Array) || (publicKey.length !== 33 && publicKey.length !== 32)) return [];
    const type = bitcoinAddressType(address, network);
    return type ? [{ account: account as WalletAccount, address: address as string, type }] : [];
  });
}

/** The preferred type's address first, payment by default. */
function orderByPreference(accounts: readonly TypedAccount[], preferred: AccountType | undefined): TypedAccount[] {
  const want = preferred === 'ordinal' ? 'ordinal' : 'payment';
  return [...accounts.filter((item) => item.type === want), ...accounts.filter((item) => item.type !== want)];
}

function sameUnsignedTransaction(a: Psbt, b: Psbt): boolean {
  if (a.version !== b.version || a.locktime !== b.locktime) return false;
  const equalBytes = (x: Uint8Array, y: Uint8Array) => x.length === y.length && x.every((byte, index) => byte === y[index]);
  const [ai, bi, ao, bo] = [a.txInputs, b.txInputs, a.txOutputs, b.txOutputs];
  return (
    ai.length === bi.length &&
    ao.length === bo.length &&
    ai.every((input, index) => {
      const other = bi[index];
      return other !== undefined && equalBytes(input.hash, other.hash) && input.index === other.index && input.sequence === other.sequence;
    }) &&
    ao.every((output, index) => {
      const other = bo[index];
      return other !== undefined && equalBytes(output.script, other.script) && output.value === other.value;
    })
  );
}

/** Parses a PSBT (base64) with bitcoinjs-lib; a clear error when it is not one. */
export function parsePsbt(base64: string, network: BitcoinNetwork): Psbt {
  try {
    return Psbt.fromBase64(base64, { network });
  } catch (error) {
    throw new ConnectError('INVALID_PSBT', 'Not a valid PSBT', { cause: error });
  }
}

/**
 * Checks a PSBT a wallet signed: it parses, spends and pays exactly what the request's PSBT did, and carries a
 * signature (or final witness) on every input it was asked to sign.
 */
export function checkSignedPsbt(signedBase64: string, request: Psbt, indexes: readonly number[], network: BitcoinNetwork): Psbt {
  let signed: Psbt;
  try {
    signed = Psbt.fromBase64(signedBase64, { network });
  } catch (error) {
    throw new ConnectError('INVALID_WALLET_RESPONSE', 'The wallet returned a PSBT that does not parse', { cause: error });
  }
  if (!sameUnsignedTransaction(signed, request)) throw invalid('The wallet returned a different transaction from the one it was asked to sign');
  for (const index of indexes) {
    const input = signed.data.inputs[index];
    const isSigned =
      input !== undefined &&
      ((input.partialSig?.length ?? 0) > 0 || input.tapKeySig !== undefined || (input.tapScriptSig?.length ?? 0) > 0 ||
        input.finalScriptWitness !== undefined || input.finalScriptSig !== undefined);
    if (!isSigned) throw invalid(`The wallet did not sign input ${index}`);
  }
  return signed;
}

function encodeBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function decodeBase64(text: string): Uint8Array {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) throw new ConnectError('INVALID_PARAMS', 'Invalid base64');
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

function parseParams<M extends keyof typeof paramsSchemas>(method: M, params: unknown): z.output<(typeof paramsSchemas)[M]> {
  const parsed = paramsSchemas[method].safeParse(params);
  if (!parsed.success) throw new ConnectError('INVALID_PARAMS', `Invalid params for ${method}`);
  return parsed.data as z.output<(typeof paramsSchemas)[M]>;
}

/** The bip122 adapter: Wallet Standard Bitcoin wallets (and WalletConnect); message and PSBT signing. */
export function createBip122Adapter(adapterOptions: Bip122AdapterOptions = {}) {
  let host: AdapterHost | undefined;
  let wallets: readonly Wallet[] = [];
  const waiters = createConnectorWaiters(() => connectors());
  /** The accounts (payment and ordinal) and network each connector is connected with. */
  const sessions = new Map<string, { accounts: readonly TypedAccount[]; network: CaipNetwork }>();
  let unsubscribeWallet: (() => void) | undefined;

  const connectors = (): Connector[] =>
    wallets.map((wallet) => ({
      id: standardWalletId(wallet.name),
      name: wallet.name,
      type: 'ANNOUNCED' as const,
      chain: 'bip122' as const,
      imageUrl: wallet.icon,
      provider: wallet,
    }));

  const publish = () => {
    host?.setConnectors(connectors());
    waiters.wake();
  };

  /** The app's network the wallet's addresses belong to, the requested one first. */
  const networkFor = (addresses: readonly unknown[], requested: CaipNetwork | undefined): CaipNetwork | undefined => {
    const candidates = [...(requested ? [requested] : []), ...(host?.networks ?? [])];
    return candidates.find((candidate) => {
      const params = toBitcoinJsNetwork(candidate);
      return addresses.some((item) => bitcoinAddressType((item as { address?: unknown } | undefined)?.address ?? item, params));
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

  const watchStandard = (connector: Connector, wallet: Wallet) => {
    unsubscribeWallet?.();
    const events = featureOf<StandardEventsFeature>(wallet, 'standard:events', 'on');
    if (!events) return;
    const off = events.on('change', (properties) => {
      if (!properties.accounts) return;
      const session = sessions.get(connector.id);
      if (!session) return;
      const accounts = orderByPreference(validBitcoinAccounts(properties.accounts, toBitcoinJsNetwork(session.network)), session.accounts[0]?.type);
      sessions.set(connector.id, { ...session, accounts });
      host?.onAccountsChanged(
        accounts.map((item) => item.address),
        accounts.map((item) => ({ address: item.address, type: item.type })),
      );
    });
    unsubscribeWallet = () => {
      off();
      unsubscribeWallet = undefined;
    };
  };

  const open = async (connector: Connector, silent: boolean, options: AdapterConnectOptions) => {
    const { provider } = connector;
    if (isRemoteProvider(provider)) {
      const addresses = silent ? await provider.getAccounts() : await provider.connect();
      const reference = provider.getChainId()?.split(':')[1];
      const network = host?.networks.find((candidate) => String(candidate.id) === reference) ?? networkFor(addresses, options.network);
      if (!network) return undefined;
      const params = toBitcoinJsNetwork(network);
      const accounts = addresses.flatMap((item) => {
        const type = bitcoinAddressType(item, params);
        return type ? [{ account: undefined, address: item, type }] : [];
      });
      return toConnection(connector, accounts, network, options.accountType);
    }
    if (!isStandardWallet(provider)) throw new ConnectError('CONNECTOR_WITHOUT_PROVIDER', `Connector ${connector.name} has no provider`);
    let reported: readonly WalletAccount[] = provider.accounts;
    if (!silent || reported.length === 0) {
      const bitcoinConnect = featureOf<BitcoinConnectFeature>(provider, 'bitcoin:connect', 'connect');
      const standardConnect = featureOf<StandardConnectFeature>(provider, 'standard:connect', 'connect');
      if (silent) {
        // Only a wallet that can answer without a prompt is asked on reload.
        if (!standardConnect) return undefined;
        reported = (await standardConnect.connect({ silent: true }))?.accounts ?? [];
      } else if (bitcoinConnect) {
        reported = (await bitcoinConnect.connect({ purposes: ['payment', 'ordinals'] }))?.accounts ?? [];
      } else if (standardConnect) {
        reported = (await standardConnect.connect())?.accounts ?? [];
      } else {
        throw new ConnectError('CONNECTOR_WITHOUT_PROVIDER', `${connector.name} cannot connect`);
      }
    }
    const network = networkFor(Array.isArray(reported) ? reported : [], options.network);
    if (!network) return undefined;
    const connection = toConnection(connector, validBitcoinAccounts(reported, toBitcoinJsNetwork(network)), network, options.accountType);
    if (connection) watchStandard(connector, provider);
    return connection;
  };

  const sessionOf = (connector: Connector) => {
    const session = sessions.get(connector.id);
    if (!session) throw new ConnectError('CAIP_NETWORK_OR_ADDRESS_UNDEFINED', ErrorMessages.CAIP_NETWORK_OR_ADDRESS_UNDEFINED);
    return session;
  };

  const accountFor = (connector: Connector, address: string): WalletAccount => {
    const match = sessionOf(connector).accounts.find((item) => item.address === address);
    if (!match?.account) throw new ConnectError('UNAUTHORIZED_ACCOUNT', `${address} is not an address of the connected wallet`);
    return match.account;
  };

  const standardRequest = async (connector: Connector, wallet: Wallet, method: string, params: unknown): Promise<unknown> => {
    const session = sessionOf(connector);
    const network = toBitcoinJsNetwork(session.network);
    switch (method) {
      case 'signMessage': {
        const { message, address } = parseParams('signMessage', params);
        const account = accountFor(connector, address);
        const feature = featureOf<BitcoinSignMessageFeature>(wallet, 'bitcoin:signMessage', 'signMessage');
        if (!feature) throw new ConnectError('METHOD_NOT_SUPPORTED', `${connector.name} cannot sign messages`);
        const bytes = new TextEncoder().encode(message);
        const [answer] = await feature.signMessage({ account, message: bytes });
        const { signature, signedMessage } = (answer ?? {}) as { signature?: unknown; signedMessage?: unknown };
        if (!(signature instanceof Uint8Array) || signature.length < 64 || signature.length > 4096) {
          throw invalid('The wallet returned an invalid signature');
        }
        if (!(signedMessage instanceof Uint8Array) || !bytes.every((byte, index) => signedMessage[index] === byte) || signedMessage.length !== bytes.length) {
          throw invalid('The wallet signed a different message from the one it was asked to sign');
        }
        return { address, signature: encodeBase64(signature) };
      }
      case 'signPsbt': {
        const { psbt, signInputs, broadcast } = parseParams('signPsbt', params);
        if (broadcast) throw new ConnectError('METHOD_NOT_SUPPORTED', 'Broadcasting Bitcoin transactions is not offered');
        const request = parsePsbt(psbt, network);
        const byAccount = new Map<string, { account: WalletAccount; signingIndexes: number[]; sigHash?: number }>();
        for (const input of signInputs) {
          if (input.index >= request.inputCount) throw new ConnectError('INVALID_PARAMS', `The PSBT has no input ${input.index}`);
          const account = accountFor(connector, input.address);
          const entry = byAccount.get(input.address) ?? { account, signingIndexes: [], ...(input.sighashTypes?.[0] !== undefined ? { sigHash: input.sighashTypes[0] } : {}) };
          entry.signingIndexes.push(input.index);
          byAccount.set(input.address, entry);
        }
        const feature = featureOf<BitcoinSignTransactionFeature>(wallet, 'bitcoin:signTransaction', 'signTransaction');
        if (!feature) throw new ConnectError('METHOD_NOT_SUPPORTED', `${connector.name} cannot sign transactions`);
        const chain = toBitcoinWalletChain(session.network);
        const [answer] = await feature.signTransaction({
          psbt: decodeBase64(psbt),
          inputsToSign: [...byAccount.values()],
          ...(chain ? { chain } : {}),
        });
        const signedPsbt = (answer as { signedPsbt?: unknown } | undefined)?.signedPsbt;
        if (!(signedPsbt instanceof Uint8Array) || signedPsbt.length > MAX_PSBT_BASE64) throw invalid('The wallet returned no signed PSBT');
        const signed = checkSignedPsbt(encodeBase64(signedPsbt), request, signInputs.map((input) => input.index), network);
        return { psbt: signed.toBase64() };
      }
      case 'getAccountAddresses': {
        parseParams('getAccountAddresses', params);
        return session.accounts.map((item) => ({
          address: item.address,
          intention: item.type === 'ordinal' ? 'ordinal' : 'payment',
          ...(item.account ? { publicKey: [...item.account.publicKey].map((byte) => byte.toString(16).padStart(2, '0')).join('') } : {}),
        }));
      }
      default:
        throw new ConnectError('METHOD_NOT_SUPPORTED', `Unsupported Bitcoin wallet method: ${method}`);
    }
  };

  const request = async (connector: Connector, args: { readonly method: string; readonly params?: unknown }): Promise<unknown> => {
    const { provider } = connector;
    // Wallet writes go to the wallet once: no retry, whatever the error.
    if (isRemoteProvider(provider)) {
      const session = sessionOf(connector);
      const network = toBitcoinJsNetwork(session.network);
      if (args.method === 'signPsbt') {
        const { psbt, signInputs } = parseParams('signPsbt', args.params);
        const requestPsbt = parsePsbt(psbt, network);
        const parsed = remotePsbtSchema.safeParse(await provider.request({ method: args.method, params: args.params }));
        if (!parsed.success) throw invalid('The wallet returned no signed PSBT');
        checkSignedPsbt(parsed.data.psbt, requestPsbt, signInputs.map((input) => input.index), network);
        return parsed.data;
      }
      const answer = await provider.request({ method: args.method, params: args.params });
      if (args.method === 'signMessage') {
        const parsed = remoteSignatureSchema.safeParse(answer);
        if (!parsed.success) throw invalid('The wallet returned an invalid signature');
        return parsed.data;
      }
      return answer;
    }
    if (isStandardWallet(provider)) return standardRequest(connector, provider, args.method, args.params);
    throw new ConnectError('CONNECTOR_WITHOUT_PROVIDER', `Connector ${connector.name} has no provider`);
  };

  const adapter = {
    namespace: 'bip122' as const,
    setup(adapterHost: AdapterHost) {
      host = adapterHost;
      const stops: (() => void)[] = [];
      if (typeof window !== 'undefined' && adapterOptions.walletStandard !== false) {
        stops.push(
          watchStandardWallets('bitcoin:', [], (found) => {
            wallets = found.filter((wallet) => featureOf(wallet, 'bitcoin:connect', 'connect') || featureOf(wallet, 'standard:connect', 'connect'));
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
    async connect(connector: Connector, options: AdapterConnectOptions = {}) {
      const connection = await open(connector, false, options);
      if (!connection) throw new ConnectError('NO_ACCOUNTS', 'The wallet returned no address for the configured Bitcoin networks');
      return connection;
    },
    reconnect(connector: Connector, options: AdapterConnectOptions = {}) {
      return open(connector, true, options);
    },
    async disconnect(connector: Connector) {
      unsubscribeWallet?.();
      sessions.delete(connector.id);
      const { provider } = connector;
      try {
        if (isRemoteProvider(provider)) await provider.disconnect();
        else if (isStandardWallet(provider)) await featureOf<StandardDisconnectFeature>(provider, 'standard:disconnect', 'disconnect')?.disconnect();
      } catch {
        // Forgetting the connection locally is what disconnect means, whether or not the wallet could.
      }
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
    async signMessage(connector: Connector, message: string, address: string) {
      const answer = (await request(connector, { method: 'signMessage', params: { message, address } })) as { signature: string };
      return answer.signature;
    },
  };
  return adapter satisfies NamespaceAdapter;
}

/** The bip122 adapter with its Bitcoin-only extras. */
export type Bip122Adapter = ReturnType<typeof createBip122Adapter>;
