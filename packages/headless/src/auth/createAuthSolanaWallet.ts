import { base58, base64 } from '@scure/base';
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base';
import * as z from 'zod/mini';
import type { CaipNetwork } from '../core/index.js';
import type { StandardEventsChangeProperties } from '../walletStandard/walletStandardTypes.js';
import { toStandardWalletChain } from '../walletStandard/index.js';
import type { AuthSession } from './AuthSession.js';
import type { FrameUser } from './protocol.js';
import { SecureFrameError } from './SecureFrameError.js';

const MAX_TRANSACTION_BASE64 = 4096;
const signatureAnswer = z.object({ signature: z.string().check(z.maxLength(128)) });
const transactionAnswer = z.object({ transaction: z.string().check(z.maxLength(MAX_TRANSACTION_BASE64)) });
const transactionsAnswer = z.object({ transactions: z.array(z.string().check(z.maxLength(MAX_TRANSACTION_BASE64))).check(z.maxLength(64)) });

/** A small square icon: the Wallet Standard asks every wallet for a data URI. */
const ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iOCIgZmlsbD0iIzQ3YTE0NyIvPjwvc3ZnPg==' as const;

const FEATURES = [
  'standard:connect',
  'standard:disconnect',
  'standard:events',
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
] as const satisfies readonly IdentifierString[];

interface TransactionInput {
  readonly account: WalletAccount;
  readonly transaction: Uint8Array;
  readonly chain?: string;
  readonly options?: Readonly<Record<string, unknown>>;
}

function invalidAnswer(method: string): SecureFrameError {
  return new SecureFrameError('INVALID_FRAME_ANSWER', `The embedded wallet answered ${method} with an invalid response`);
}

function decoded(text: string, codec: typeof base58 | typeof base64, method: string, length?: number): Uint8Array {
  try {
    const bytes = codec.decode(text);
    if (length === undefined || bytes.length === length) return bytes;
  } catch {
    // Reported below.
  }
  throw invalidAnswer(method);
}

/**
 * The embedded wallet as a Wallet Standard wallet for the solana adapter: its account is the frame user's Solana
 * address; `solana:signMessage`, `solana:signTransaction` (several at once through solana_signAllTransactions)
 * and `solana:signAndSendTransaction` are RPC_REQUESTs the visitor approves in the frame.
 */
export function createAuthSolanaWallet(session: AuthSession): Wallet {
  const listeners = new Set<(change: StandardEventsChangeProperties) => void>();
  const chains = (): IdentifierString[] => {
    const current = session.network('solana');
    const all = session.networks('solana');
    const ordered = current ? [current, ...all.filter((network) => network !== current)] : [...all];
    return ordered.map((network) => toStandardWalletChain(network) as IdentifierString);
  };
  const toAccounts = (user: FrameUser | undefined): WalletAccount[] =>
    user ? [{ address: user.solanaAddress, publicKey: base58.decode(user.solanaAddress), chains: chains(), features: [...FEATURES] }] : [];
  const emit = (change: StandardEventsChangeProperties) => {
    for (const listener of [...listeners]) {
      try {
        listener(change);
      } catch {
        // One listener's failure must not keep the others from hearing it.
      }
    }
  };
  session.subscribe((change) => {
    if (change.kind === 'user') emit({ accounts: toAccounts(change.user) });
    else if (change.namespace === 'solana') emit({ chains: chains() });
  });

  /** The app's network a Wallet Standard chain names (the current one when none is named). */
  const networkOf = (chain: string | undefined): CaipNetwork => {
    const network = chain === undefined ? session.network('solana') : session.networks('solana').find((candidate) => toStandardWalletChain(candidate) === chain);
    if (!network) throw new SecureFrameError(4901, `The embedded wallet does not serve ${chain ?? 'this network'}`);
    return network;
  };
  const request = async (chain: string | undefined, method: string, params: unknown) => {
    await session.requireUser();
    const { caipNetworkId } = networkOf(chain);
    return session.approvals.approve(method, () => session.rpc(caipNetworkId, method, params));
  };

  const signTransactions = async (inputs: readonly TransactionInput[]) => {
    if (inputs.length === 1 && inputs[0]) {
      const method = 'solana_signTransaction';
      const answer = transactionAnswer.safeParse(await request(inputs[0].chain, method, { transaction: base64.encode(inputs[0].transaction) }));
      if (!answer.success) throw invalidAnswer(method);
      return [{ signedTransaction: decoded(answer.data.transaction, base64, method) }];
    }
    const method = 'solana_signAllTransactions';
    const answer = transactionsAnswer.safeParse(await request(inputs[0]?.chain, method, { transactions: inputs.map((input) => base64.encode(input.transaction)) }));
    if (!answer.success || answer.data.transactions.length !== inputs.length) throw invalidAnswer(method);
    return answer.data.transactions.map((text) => ({ signedTransaction: decoded(text, base64, method) }));
  };

  return {
    version: '1.0.0',
    name: 'Email',
    icon: ICON,
    get chains() {
      return chains();
    },
    get accounts() {
      return toAccounts(session.user());
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { readonly silent?: boolean }) {
          return { accounts: toAccounts(input?.silent ? await session.check() : await session.requireUser()) };
        },
      },
      'standard:disconnect': { version: '1.0.0', disconnect: () => session.signOut() },
      'standard:events': {
        version: '1.0.0',
        on(event: string, listener: (change: StandardEventsChangeProperties) => void) {
          if (event !== 'change') return () => undefined;
          listeners.add(listener);
          return () => {
            listeners.delete(listener);
          };
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs: readonly { readonly account: WalletAccount; readonly message: Uint8Array }[]) {
          const signed: { signedMessage: Uint8Array; signature: Uint8Array }[] = [];
          for (const { message } of inputs) {
            const method = 'solana_signMessage';
            const answer = signatureAnswer.safeParse(await request(undefined, method, { message: base58.encode(message) }));
            if (!answer.success) throw invalidAnswer(method);
            signed.push({ signedMessage: message, signature: decoded(answer.data.signature, base58, method, 64) });
          }
          return signed;
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: (...inputs: readonly TransactionInput[]) => signTransactions(inputs),
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signAndSendTransaction(...inputs: readonly TransactionInput[]) {
          const sent: { signature: Uint8Array }[] = [];
          for (const { transaction, chain, options } of inputs) {
            const method = 'solana_signAndSendTransaction';
            const params = { transaction: base64.encode(transaction), ...(options && Object.keys(options).length > 0 ? { options } : {}) };
            const answer = signatureAnswer.safeParse(await request(chain, method, params));
            if (!answer.success) throw invalidAnswer(method);
            sent.push({ signature: decoded(answer.data.signature, base58, method, 64) });
          }
          return sent;
        },
      },
    },
  };
}
