import type { ChainNamespace } from '../validation/ChainNamespace.js';
import { isAddressForNamespace } from '../validation/isAddressForNamespace.js';
import { AmountError, parseAmount } from './amounts.js';
import type { AmountErrorCode } from './amounts.js';

/** SPEC texts of a send that cannot start. */
export const SEND_AMOUNT_AND_RECEIVER_REQUIRED = 'An amount and receiver address are required';
export const SEND_TOKEN_REQUIRED = 'A token is required';
export const SEND_UNSUPPORTED_CHAIN = 'Unsupported chain';

/** Namespaces that can send: only EVM and Solana. */
export const SEND_NAMESPACES = ['eip155', 'solana'] as const;

/** The token a send moves: the chain's native currency (no `address`), or a token contract / mint. */
export interface SendToken {
  readonly symbol: string;
  readonly decimals: number;
  /** The ERC-20 contract or SPL mint; absent for the native currency. */
  readonly address?: string;
  /** What the sender holds, in base units, when known. */
  readonly balance?: bigint;
}

/** A send as the form holds it: text fields, as typed. */
export interface SendDraft {
  readonly namespace: ChainNamespace | string;
  readonly token?: SendToken | undefined;
  /** Decimal string, as typed. */
  readonly amount?: string | undefined;
  /** The receiver's address (a name is resolved to it before validation). */
  readonly to?: string | undefined;
}

/** A send that may start: the amount in base units and the receiver. */
export interface ValidSend {
  readonly namespace: (typeof SEND_NAMESPACES)[number];
  readonly token: SendToken;
  readonly value: bigint;
  readonly to: string;
}

/**
 * Why a send cannot start, as a stable code a renderer can word in the visitor's language: the SPEC's checks, the
 * receiver's (malformed, the zero address, the token's own contract, a name that cannot be resolved or that nobody
 * holds), and the amount's (an {@link AmountErrorCode}, 0, more than the balance).
 */
export type SendProblemCode =
  | 'SEND_AMOUNT_AND_RECEIVER_REQUIRED'
  | 'SEND_TOKEN_REQUIRED'
  | 'SEND_UNSUPPORTED_CHAIN'
  | 'SEND_INVALID_EVM_ADDRESS'
  | 'SEND_INVALID_SOLANA_ADDRESS'
  | 'SEND_ZERO_ADDRESS'
  | 'SEND_TOKEN_CONTRACT'
  | 'SEND_NAMES_UNRESOLVABLE'
  | 'SEND_NAME_NOT_REGISTERED'
  | 'SEND_ZERO_AMOUNT'
  | 'SEND_INSUFFICIENT_BALANCE'
  /** The token's own decimals are not a whole number from 0 to 255 (`values.decimals`). */
  | 'SEND_INVALID_TOKEN_DECIMALS'
  | AmountErrorCode;

/** Why a send cannot start, with the field the message belongs to. */
export interface SendProblem {
  readonly field: 'amount' | 'to' | 'token' | 'network';
  /** What the problem is, whatever the language. */
  readonly code: SendProblemCode;
  /** The English text. */
  readonly message: string;
  /** The values inside the message (`symbol`, `name`, `decimals`), when it has any. */
  readonly values?: Readonly<Record<string, string | number>>;
}

const EVM_ZERO_ADDRESS = /^(0x)?0{40}$/i;
const SOLANA_SYSTEM_PROGRAM = '11111111111111111111111111111111';

function sameAddress(namespace: string, a: string, b: string): boolean {
  return namespace === 'eip155' ? a.replace(/^0x/i, '').toLowerCase() === b.replace(/^0x/i, '').toLowerCase() : a === b;
}

/**
 * Checks a send before anything is asked of the wallet, in the order the visitor fixes things: the SPEC's texts
 * first ('An amount and receiver address are required', 'A token is required', 'Unsupported chain'), then the
 * receiver (valid for the namespace, not the zero address, not the token's own contract), then the amount (exact
 * digits, above 0, within the balance when it is known).
 */
export function validateSend(draft: SendDraft): { ok: true; send: ValidSend } | { ok: false; problem: SendProblem } {
  const fail = (field: SendProblem['field'], code: SendProblemCode, message: string, values?: SendProblem['values']) => ({
    ok: false as const,
    problem: { field, code, message, ...(values ? { values } : {}) },
  });
  const amount = draft.amount?.trim() ?? '';
  const to = draft.to?.trim() ?? '';
  if (!amount || !to) return fail(!amount ? 'amount' : 'to', 'SEND_AMOUNT_AND_RECEIVER_REQUIRED', SEND_AMOUNT_AND_RECEIVER_REQUIRED);
  const { token } = draft;
  if (!token) return fail('token', 'SEND_TOKEN_REQUIRED', SEND_TOKEN_REQUIRED);
  const namespace = draft.namespace;
  if (namespace !== 'eip155' && namespace !== 'solana') return fail('network', 'SEND_UNSUPPORTED_CHAIN', SEND_UNSUPPORTED_CHAIN);

  if (!isAddressForNamespace(namespace, to)) {
    return namespace === 'eip155'
      ? fail('to', 'SEND_INVALID_EVM_ADDRESS', 'Enter a valid EVM address (0x and 40 hex characters)')
      : fail('to', 'SEND_INVALID_SOLANA_ADDRESS', 'Enter a valid Solana address');
  }
  if ((namespace === 'eip155' && EVM_ZERO_ADDRESS.test(to)) || (namespace === 'solana' && to === SOLANA_SYSTEM_PROGRAM)) {
    return fail('to', 'SEND_ZERO_ADDRESS', 'That is the zero address: whatever is sent there is lost');
  }
  if (token.address && sameAddress(namespace, token.address, to)) {
    return fail('to', 'SEND_TOKEN_CONTRACT', `That is the ${token.symbol} contract itself: tokens sent there are lost`, { symbol: token.symbol });
  }

  let value: bigint;
  try {
    value = parseAmount(amount, token.decimals);
  } catch (error) {
    if (error instanceof AmountError) {
      return fail('amount', error.code, error.message, Object.keys(error.values).length > 0 ? error.values : undefined);
    }
    return fail('amount', 'SEND_INVALID_TOKEN_DECIMALS', (error as Error).message, { decimals: String(token.decimals) });
  }
  if (value === 0n) return fail('amount', 'SEND_ZERO_AMOUNT', 'Enter an amount greater than 0');
  if (token.balance !== undefined && value > token.balance) {
    return fail('amount', 'SEND_INSUFFICIENT_BALANCE', `Not enough ${token.symbol}`, { symbol: token.symbol });
  }
  return { ok: true, send: { namespace, token, value, to } };
}
