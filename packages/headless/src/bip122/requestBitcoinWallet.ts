import { base64, hex } from '@scure/base';
import type { Wallet } from '@wallet-standard/base';
import * as z from 'zod/mini';
import type { CaipNetwork } from '../core/index.js';
import { ConnectError } from '../core/index.js';
import { featureOf, invalidWalletResponse, parseWalletParams, sameBytes, toBitcoinWalletChain } from '../walletStandard/index.js';
import { toBitcoinJsNetwork } from './bitcoinAccounts.js';
import type { TypedAccount } from './bitcoinAccounts.js';
import type { BitcoinInputsToSign, BitcoinSignMessageFeature, BitcoinSignTransactionFeature } from './bitcoinWalletFeatures.js';
import { checkSignedPsbt, parsePsbt } from './checkSignedPsbt.js';

/**
 * The wallet methods the bip122 adapter's `request` (and so `config.requestWallet('bip122', ...)`) accepts,
 * named and shaped as WalletConnect's Bitcoin methods: `signMessage` ({ message, address } to { address,
 * signature } in base64), `signPsbt` ({ psbt, signInputs } in base64 to { psbt }; never broadcast) and
 * `getAccountAddresses`. Each becomes a call of the wallet's Wallet Standard feature, whatever the wallet.
 */
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

/** The connected wallet a request goes to: its typed accounts and the app's network. */
export interface BitcoinWalletTarget {
  readonly wallet: Wallet;
  /** The connector's name, for error messages. */
  readonly name: string;
  readonly accounts: readonly TypedAccount[];
  readonly network: CaipNetwork;
}

function accountFor(target: BitcoinWalletTarget, address: string) {
  const match = target.accounts.find((item) => item.address === address);
  if (!match) throw new ConnectError('UNAUTHORIZED_ACCOUNT', `${address} is not an address of the connected wallet`);
  return match.account;
}

async function signMessage(target: BitcoinWalletTarget, params: unknown) {
  const { message, address, protocol } = parseWalletParams(paramsSchemas, 'signMessage', params);
  const account = accountFor(target, address);
  const feature = featureOf<BitcoinSignMessageFeature>(target.wallet, 'bitcoin:signMessage', 'signMessage');
  if (!feature) throw new ConnectError('METHOD_NOT_SUPPORTED', `${target.name} cannot sign messages`);
  const bytes = new TextEncoder().encode(message);
  const [answer] = await feature.signMessage({ account, message: bytes, ...(protocol ? { protocol } : {}) });
  const { signature, signedMessage } = (answer ?? {}) as { signature?: unknown; signedMessage?: unknown };
  if (!(signature instanceof Uint8Array) || signature.length < 64 || signature.length > 4096) {
    throw invalidWalletResponse('The wallet returned an invalid signature');
  }
  if (!(signedMessage instanceof Uint8Array) || !sameBytes(signedMessage, bytes)) {
    throw invalidWalletResponse('The wallet signed a different message from the one it was asked to sign');
  }
  return { address, signature: base64.encode(signature) };
}

async function signPsbt(target: BitcoinWalletTarget, params: unknown) {
  const { psbt, signInputs, broadcast } = parseWalletParams(paramsSchemas, 'signPsbt', params);
  if (broadcast) throw new ConnectError('METHOD_NOT_SUPPORTED', 'Broadcasting Bitcoin transactions is not offered');
  const network = toBitcoinJsNetwork(target.network);
  const request = parsePsbt(psbt, network);
  const byAccount = new Map<string, BitcoinInputsToSign & { signingIndexes: number[] }>();
  for (const input of signInputs) {
    if (input.index >= request.inputCount) throw new ConnectError('INVALID_PARAMS', `The PSBT has no input ${input.index}`);
    const account = accountFor(target, input.address);
    const sigHash = input.sighashTypes?.[0];
    const entry = byAccount.get(input.address) ?? { account, signingIndexes: [], ...(sigHash !== undefined ? { sigHash } : {}) };
    entry.signingIndexes.push(input.index);
    byAccount.set(input.address, entry);
  }
  const feature = featureOf<BitcoinSignTransactionFeature>(target.wallet, 'bitcoin:signTransaction', 'signTransaction');
  if (!feature) throw new ConnectError('METHOD_NOT_SUPPORTED', `${target.name} cannot sign transactions`);
  let bytes: Uint8Array;
  try {
    bytes = base64.decode(psbt);
  } catch {
    throw new ConnectError('INVALID_PARAMS', 'Invalid base64');
  }
  const chain = toBitcoinWalletChain(target.network);
  const [answer] = await feature.signTransaction({
    psbt: bytes,
    inputsToSign: [...byAccount.values()],
    ...(chain ? { chain } : {}),
  });
  const signedPsbt = (answer as { signedPsbt?: unknown } | undefined)?.signedPsbt;
  if (!(signedPsbt instanceof Uint8Array) || signedPsbt.length > MAX_PSBT_BASE64) throw invalidWalletResponse('The wallet returned no signed PSBT');
  const signed = checkSignedPsbt(base64.encode(signedPsbt), request, signInputs.map((input) => input.index), network);
  return { psbt: signed.toBase64() };
}

/** Runs one of {@link BIP122_WALLET_METHODS} through the wallet's features; wallet writes are sent once. */
export async function requestBitcoinWallet(target: BitcoinWalletTarget, method: string, params: unknown): Promise<unknown> {
  switch (method) {
    case 'signMessage':
      return signMessage(target, params);
    case 'signPsbt':
      return signPsbt(target, params);
    case 'getAccountAddresses':
      parseWalletParams(paramsSchemas, method, params);
      return target.accounts.map((item) => ({
        address: item.address,
        intention: item.type === 'ordinal' ? 'ordinal' : 'payment',
        ...(item.account.publicKey.length > 0 ? { publicKey: hex.encode(Uint8Array.from(item.account.publicKey)) } : {}),
      }));
    default:
      throw new ConnectError('METHOD_NOT_SUPPORTED', `Unsupported Bitcoin wallet method: ${method}`);
  }
}
