// Runs inside the browser page (bundled into the multichain dev-wallet script): no Node APIs.
import * as ecc from '@bitcoinerlab/secp256k1';
import { base64 } from '@scure/base';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { Psbt, crypto as bitcoinCrypto, initEccLib, networks, payments } from 'bitcoinjs-lib';
import type { Network } from 'bitcoinjs-lib';
import { ECPairFactory } from 'ecpair';
import type { ECPairInterface } from 'ecpair';
import { registerStandardWallet } from '../solanaWallet/registerStandardWallet.js';
import { signBip322Simple } from './bip322Sign.js';
import { DevWalletRejection } from '../solanaWallet/devSolanaWallet.js';
import type { DevStandardWalletCall, DevStandardWalletControl } from '../solanaWallet/devSolanaWallet.js';

/** Fixed secp256k1 keys of the dev Bitcoin wallet: payment (P2WPKH) and ordinals (P2TR). Local test keys. */
export const DEV_BITCOIN_KEYS = {
  payment: '90047dd59421298aad872e318b96b0846635844c568b06c736c37a0ae3c37d4a',
  ordinals: 'be94f77b2fe55179d6b6a0013ad43b282b48452a2bd2dd4c7c8a18361c6014ce',
} as const;

/** Options of {@link installDevBitcoinWallet}. */
export interface DevBitcoinWalletOptions {
  name: string;
  icon: string;
  /** 'testnet' (default) or 'mainnet': the network of the wallet's addresses. */
  network?: 'testnet' | 'mainnet';
  /** Keep authorisation in localStorage across reloads (default true). */
  persist?: boolean;
}

type Purpose = 'payment' | 'ordinals';

/**
 * One message to sign through `bitcoin:signMessage`. `protocol` picks the signature: `'bip322'` gives BIP-322
 * "simple" (the serialized witness; what a sign-in asks for), `'ecdsa'` (the default) a 65-byte BIP-137
 * signature. The spellings `'BIP322'` and `'ECDSA'` are accepted too.
 */
export interface DevBitcoinSignMessageInput {
  readonly account: WalletAccount;
  readonly message: Uint8Array;
  readonly protocol?: 'ecdsa' | 'bip322' | 'ECDSA' | 'BIP322';
}

function messageProtocolOf(protocol: unknown): 'ecdsa' | 'bip322' {
  if (protocol === undefined || protocol === 'ecdsa' || protocol === 'ECDSA') return 'ecdsa';
  if (protocol === 'bip322' || protocol === 'BIP322') return 'bip322';
  throw new Error(`Unsupported message signing protocol ${String(protocol)}: use 'ecdsa' or 'bip322'`);
}
type Listener = (properties: { accounts?: readonly WalletAccount[] }) => void;

const FEATURES = ['bitcoin:signMessage', 'bitcoin:signTransaction'] as const;
const MESSAGE_PREFIX = new TextEncoder().encode('\u0018Bitcoin Signed Message:\n');

function fromHex(text: string): Uint8Array {
  return Uint8Array.from(text.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
}

function varInt(value: number): Uint8Array {
  if (value < 0xfd) return Uint8Array.of(value);
  return Uint8Array.of(0xfd, value & 0xff, value >> 8);
}

/** The hash a legacy (BIP-137) Bitcoin message signature signs. */
export function bitcoinMessageHash(message: Uint8Array): Uint8Array {
  const length = varInt(message.length);
  const data = new Uint8Array(MESSAGE_PREFIX.length + length.length + message.length);
  data.set(MESSAGE_PREFIX, 0);
  data.set(length, MESSAGE_PREFIX.length);
  data.set(message, MESSAGE_PREFIX.length + length.length);
  return bitcoinCrypto.hash256(data);
}

interface DevBitcoinKey {
  readonly purpose: Purpose;
  readonly pair: ECPairInterface;
  readonly address: string;
  readonly publicKey: Uint8Array;
}

/** The dev wallet's keys and addresses on `network`. */
export function devBitcoinKeys(network: Network): DevBitcoinKey[] {
  initEccLib(ecc);
  const ECPair = ECPairFactory(ecc);
  const payment = ECPair.fromPrivateKey(fromHex(DEV_BITCOIN_KEYS.payment), { network });
  const ordinals = ECPair.fromPrivateKey(fromHex(DEV_BITCOIN_KEYS.ordinals), { network });
  const xOnly = ordinals.publicKey.slice(1, 33);
  return [
    { purpose: 'payment', pair: payment, address: payments.p2wpkh({ pubkey: payment.publicKey, network }).address ?? '', publicKey: payment.publicKey },
    { purpose: 'ordinals', pair: ordinals, address: payments.p2tr({ internalPubkey: xOnly, network }).address ?? '', publicKey: xOnly },
  ];
}

/** Installs a Bitcoin wallet that registers through the Wallet Standard and signs PSBTs with bitcoinjs-lib. */
export function installDevBitcoinWallet(options: DevBitcoinWalletOptions, target: Window = window): DevStandardWalletControl {
  const network = options.network === 'mainnet' ? networks.bitcoin : networks.testnet;
  const chain: `bitcoin:${string}` = options.network === 'mainnet' ? 'bitcoin:mainnet' : 'bitcoin:testnet';
  const keys = devBitcoinKeys(network);
  const id = options.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const storageKey = `devBitcoinWallet:${id}`;
  const persist = options.persist !== false && typeof localStorage !== 'undefined';
  let connected = persist ? localStorage.getItem(storageKey) === 'connected' : false;
  let rejectNext: string | true | undefined;
  let promptDelay = 0;
  const listeners = new Set<Listener>();
  const calls: DevStandardWalletCall[] = [];

  const save = () => {
    if (persist) localStorage.setItem(storageKey, connected ? 'connected' : 'disconnected');
  };
  const accountOf = (key: DevBitcoinKey): WalletAccount =>
    Object.freeze({ address: key.address, publicKey: key.publicKey.slice(), chains: [chain], features: FEATURES, label: key.purpose });
  const accounts = (): readonly WalletAccount[] => (connected ? keys.map(accountOf) : []);
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
  const keyOf = (account: WalletAccount) => {
    const key = keys.find((item) => item.address === account.address);
    if (!connected || !key) throw new Error('The account is not connected to this site');
    return key;
  };

  const wallet: Wallet = {
    version: '1.0.0',
    name: options.name,
    icon: options.icon as Wallet['icon'],
    chains: [chain],
    get accounts() {
      return accounts();
    },
    features: {
      'bitcoin:connect': {
        version: '1.0.0',
        async connect(input: { purposes: Purpose[] }) {
          await prompt('bitcoin:connect', input);
          connected = true;
          save();
          emit();
          return { accounts: keys.filter((key) => input.purposes.includes(key.purpose)).map(accountOf) };
        },
      },
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { silent?: boolean }) {
          if (!input?.silent) {
            await prompt('standard:connect', input ?? {});
            connected = true;
            save();
            emit();
          }
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
      'bitcoin:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs: DevBitcoinSignMessageInput[]) {
          const protocols = inputs.map((input) => messageProtocolOf(input.protocol));
          await prompt(
            'bitcoin:signMessage',
            inputs.map((input, index) => ({ account: input.account.address, message: base64.encode(input.message), protocol: protocols[index] })),
          );
          return inputs.map((input, index) => {
            const key = keyOf(input.account);
            if (protocols[index] === 'bip322') {
              return { signedMessage: input.message, signature: signBip322Simple(input.message, key.pair, key.purpose === 'payment' ? 'p2wpkh' : 'p2tr') };
            }
            const { signature, recoveryId } = ecc.signRecoverable(bitcoinMessageHash(input.message), key.pair.privateKey ?? new Uint8Array());
            // BIP-137 header: 27 + recovery id, plus 12 for a native segwit (P2WPKH) address.
            const header = 27 + recoveryId + (key.purpose === 'payment' ? 12 : 4);
            const out = new Uint8Array(65);
            out[0] = header;
            out.set(signature, 1);
            return { signedMessage: input.message, signature: out };
          });
        },
      },
      'bitcoin:signTransaction': {
        version: '1.0.0',
        async signTransaction(
          ...inputs: { psbt: Uint8Array; inputsToSign: { account: WalletAccount; signingIndexes: number[]; sigHash?: number }[]; chain?: string }[]
        ) {
          await prompt('bitcoin:signTransaction', inputs.map((input) => ({ psbt: base64.encode(input.psbt), chain: input.chain })));
          return inputs.map((input) => {
            if (input.chain && input.chain !== chain) throw new Error(`Unsupported chain ${input.chain}`);
            const psbt = Psbt.fromBuffer(input.psbt, { network });
            for (const { account, signingIndexes, sigHash } of input.inputsToSign) {
              const key = keyOf(account);
              const sighashTypes = sigHash === undefined ? undefined : [sigHash];
              for (const index of signingIndexes) {
                if (key.purpose === 'ordinals') {
                  const tweaked = key.pair.tweak(bitcoinCrypto.taggedHash('TapTweak', key.publicKey));
                  psbt.signTaprootInput(index, tweaked, undefined, sighashTypes);
                } else {
                  psbt.signInput(index, key.pair, sighashTypes);
                }
              }
            }
            return { signedPsbt: psbt.toBuffer() };
          });
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
    setAccount() {
      throw new Error('The dev Bitcoin wallet has one payment and one ordinals address');
    },
    disconnect() {
      connected = false;
      save();
      emit();
    },
    setPromptDelay(ms) {
      promptDelay = ms;
    },
    state: () => ({ connected, address: keys[0]?.address ?? '', addresses: keys.map((key) => key.address) }),
  };
  const host = target as unknown as { __devWallets?: Record<string, unknown> };
  (host.__devWallets ??= {})[id] = control;
  registerStandardWallet(target, wallet);
  return control;
}
