// Runs inside the browser page (bundled into the multichain dev-wallet script): no Node APIs.
import { ed25519 } from '@noble/curves/ed25519';
import { base58, base64 } from '@scure/base';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { DEV_SOLANA_SEEDS, devSolanaKey } from './devSolanaKeys.js';
import type { DevSolanaKey } from './devSolanaKeys.js';
import { registerStandardWallet } from './registerStandardWallet.js';
import { createSignInFeature } from './signInFeature.js';

export type { SolanaSignInOutput } from './signInFeature.js';
export type { SolanaSignInInput } from './signInMessage.js';

/** Options of {@link installDevSolanaWallet}. */
export interface DevSolanaWalletOptions {
  name: string;
  /** Icon as a data: URI, as the Wallet Standard requires. */
  icon: string;
  /** JSON-RPC endpoint signAndSendTransaction sends through. */
  rpcUrl: string;
  /** Wallet Standard chains the wallet offers (such as `solana:localnet`). */
  chains: string[];
  /** Hex seeds of the accounts the wallet holds; the devnet's funded dev keys by default. */
  seeds?: string[];
  /** Keep authorisation and the chosen account in localStorage across reloads (default true). */
  persist?: boolean;
  /**
   * Offer the Wallet Standard `solana:signIn` feature, Sign In With Solana (default true); false leaves it out, as
   * wallets without it do, so apps fall back to signing a message.
   */
  signIn?: boolean;
}

/** A request as the wallet received it, for assertions in tests. */
export interface DevStandardWalletCall {
  readonly feature: string;
  readonly detail: unknown;
}

/** Test controls of a dev Wallet Standard wallet, under `window.__devWallets[id]`. */
export interface DevStandardWalletControl {
  readonly id: string;
  readonly calls: DevStandardWalletCall[];
  /** Fails the next prompting request (of `feature`, when given) as the user declining. */
  rejectNext(feature?: string): void;
  /** Acts as the user picking another of the wallet's accounts; connected apps get a change event. */
  setAccount(index: number): void;
  /** Acts as the user disconnecting the site from the wallet. */
  disconnect(): void;
  /** Delay, in milliseconds, before a prompting request is answered. */
  setPromptDelay(ms: number): void;
  state(): { connected: boolean; address: string; addresses: string[] };
}

/** Error shaped like the ones wallets throw when the user declines. */
export class DevWalletRejection extends Error {
  readonly code = 4001;
  constructor() {
    super('User rejected the request.');
    this.name = 'WalletSignTransactionError';
  }
}

type Listener = (properties: { accounts?: readonly WalletAccount[] }) => void;

const BASE_FEATURES = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'] as const;

/** Reads a compact-u16 length at `offset`: the value and the offset after it. */
function shortVec(bytes: Uint8Array, offset: number): [number, number] {
  let value = 0;
  for (let shift = 0, index = offset; index < bytes.length; shift += 7, index += 1) {
    const byte = bytes[index] ?? 0;
    value |= (byte & 0x7f) << shift;
    if ((byte & 0x80) === 0) return [value, index + 1];
  }
  throw new Error('Truncated transaction');
}

/** Signs a wire transaction (legacy or v0) with `key`: the signature goes in the key's signer slot. */
export function signWireTransaction(transaction: Uint8Array, key: DevSolanaKey): Uint8Array {
  const [count, afterCount] = shortVec(transaction, 0);
  const messageStart = afterCount + count * 64;
  const message = transaction.slice(messageStart);
  const headerAt = (message[0] ?? 0) & 0x80 ? 1 : 0;
  const required = message[headerAt] ?? 0;
  if (required !== count) throw new Error('The transaction has the wrong number of signature slots');
  const [keyCount, keysStart] = shortVec(message, headerAt + 3);
  let slot = -1;
  for (let index = 0; index < Math.min(keyCount, required); index += 1) {
    const candidate = message.slice(keysStart + index * 32, keysStart + (index + 1) * 32);
    if (candidate.every((byte, n) => byte === key.publicKey[n])) slot = index;
  }
  if (slot < 0) throw new Error('The transaction does not need this account to sign');
  const signed = transaction.slice();
  signed.set(ed25519.sign(message, key.seed), afterCount + slot * 64);
  return signed;
}

/** Installs a Solana wallet that registers through the Wallet Standard and signs with the dev keys. */
export function installDevSolanaWallet(options: DevSolanaWalletOptions, target: Window = window): DevStandardWalletControl {
  const keys = (options.seeds ?? [...DEV_SOLANA_SEEDS]).map(devSolanaKey);
  const id = options.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const storageKey = `devSolanaWallet:${id}`;
  const persist = options.persist !== false && typeof localStorage !== 'undefined';
  const saved = persist ? (JSON.parse(localStorage.getItem(storageKey) ?? 'null') as { connected: boolean; index: number } | null) : null;
  let connected = saved?.connected ?? false;
  let current = Math.min(saved?.index ?? 0, keys.length - 1);
  let rejectNext: string | true | undefined;
  let promptDelay = 0;
  const listeners = new Set<Listener>();
  const calls: DevStandardWalletCall[] = [];
  const offersSignIn = options.signIn !== false;
  const features: readonly `${string}:${string}`[] = offersSignIn ? [...BASE_FEATURES, 'solana:signIn'] : BASE_FEATURES;

  const save = () => {
    if (persist) localStorage.setItem(storageKey, JSON.stringify({ connected, index: current }));
  };
  const key = () => {
    const found = keys[current];
    if (!found) throw new Error('No key');
    return found;
  };
  const accountOf = (item: DevSolanaKey): WalletAccount =>
    Object.freeze({
      address: item.address,
      publicKey: item.publicKey.slice(),
      chains: options.chains as WalletAccount['chains'],
      features,
      label: `${options.name} ${keys.indexOf(item) + 1}`,
    });
  const accounts = (): readonly WalletAccount[] => (connected ? [accountOf(key())] : []);
  const emit = () => {
    for (const listener of [...listeners]) listener({ accounts: accounts() });
  };
  const prompt = async (feature: string, detail: unknown) => {
    calls.push({ feature, detail });
    if (promptDelay > 0) await new Promise((resolve) => setTimeout(resolve, promptDelay));
    if (rejectNext === true || rejectNext === feature) {
      rejectNext = undefined;
      throw new DevWalletRejection();
    }
  };
  const checkAccount = (account: WalletAccount) => {
    if (!connected || account.address !== key().address) throw new Error('The account is not connected to this site');
  };

  const wallet: Wallet = {
    version: '1.0.0',
    name: options.name,
    icon: options.icon as Wallet['icon'],
    chains: options.chains as Wallet['chains'],
    get accounts() {
      return accounts();
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { silent?: boolean }) {
          if (input?.silent) return { accounts: accounts() };
          await prompt('standard:connect', input ?? {});
          connected = true;
          save();
          emit();
          return { accounts: accounts() };
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          calls.push({ feature: 'standard:disconnect', detail: {} });
          connected = false;
          save();
          emit();
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(event: string, listener: Listener) {
          if (event !== 'change') return () => undefined;
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
      'solana:signMessage': {
        version: '1.1.0',
        async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
          await prompt('solana:signMessage', inputs.map((input) => ({ account: input.account.address, message: base64.encode(input.message) })));
          return inputs.map((input) => {
            checkAccount(input.account);
            return { signedMessage: input.message, signature: ed25519.sign(input.message, key().seed), signatureType: 'ed25519' };
          });
        },
      },
      ...(offersSignIn
        ? {
            'solana:signIn': createSignInFeature({
              keys,
              current: () => current,
              pageHost: () => (target as { location?: { host?: string } }).location?.host || undefined,
              accountOf,
              prompt,
              connectWith(index) {
                const changed = !connected || index !== current;
                connected = true;
                current = index;
                save();
                if (changed) emit();
              },
            }),
          }
        : {}),
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signTransaction(...inputs: { account: WalletAccount; transaction: Uint8Array; chain?: string }[]) {
          await prompt('solana:signTransaction', inputs.map((input) => ({ account: input.account.address, chain: input.chain })));
          return inputs.map((input) => {
            checkAccount(input.account);
            return { signedTransaction: signWireTransaction(input.transaction, key()) };
          });
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signAndSendTransaction(
          ...inputs: { account: WalletAccount; transaction: Uint8Array; chain: string; options?: Record<string, unknown> }[]
        ) {
          await prompt('solana:signAndSendTransaction', inputs.map((input) => ({ account: input.account.address, chain: input.chain, options: input.options })));
          const results: { signature: Uint8Array }[] = [];
          for (const input of inputs) {
            checkAccount(input.account);
            if (!options.chains.includes(input.chain)) throw new Error(`Unsupported chain ${input.chain}`);
            const signed = signWireTransaction(input.transaction, key());
            const response = await fetch(options.rpcUrl, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({
                jsonrpc: '2.0',
                id: 1,
                method: 'sendTransaction',
                params: [base64.encode(signed), { encoding: 'base64', ...(input.options ?? {}) }],
              }),
            });
            const answer = (await response.json()) as { result?: string; error?: { message: string } };
            if (!answer.result) throw new Error(answer.error?.message ?? 'The transaction was not sent');
            results.push({ signature: base58.decode(answer.result) });
          }
          return results;
        },
      },
    },
  };

  const control: DevStandardWalletControl = {
    id,
    calls,
    rejectNext(feature) {
      rejectNext = feature ?? true;
    },
    setAccount(index) {
      if (!keys[index]) throw new Error(`No account ${index}`);
      current = index;
      save();
      emit();
    },
    disconnect() {
      connected = false;
      save();
      emit();
    },
    setPromptDelay(ms) {
      promptDelay = ms;
    },
    state: () => ({ connected, address: key().address, addresses: keys.map((item) => item.address) }),
  };
  const host = target as unknown as { __devWallets?: Record<string, unknown> };
  (host.__devWallets ??= {})[id] = control;
  registerStandardWallet(target, wallet);
  return control;
}
