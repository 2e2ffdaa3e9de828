import { invalidParams } from '../errors.js';
import type { ApprovalField } from './description.js';
import { base58Decode, bytesToHex, printableUtf8 } from './format.js';
import { summarizeSolanaTransaction } from './solanaTransaction.js';

/** Heading and fields of a Solana request the card shows. */
export interface SolanaDescription {
  readonly title: string;
  readonly fields: readonly ApprovalField[];
}

/** Longest base58 message the card decodes (about 7 KB of text). */
const MAX_MESSAGE_BASE58 = 10_000;

function record(params: unknown, method: string): Record<string, unknown> {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) throw invalidParams(`${method} expects an object`);
  return params as Record<string, unknown>;
}

function transactionFields(transaction: unknown, prefix: string): ApprovalField[] {
  const summary = summarizeSolanaTransaction(transaction);
  const label = (name: string) => (prefix ? `${prefix} ${name.toLowerCase()}` : name);
  return [
    { label: label('Fee payer'), value: summary.feePayer },
    { label: label('Instructions'), value: String(summary.instructionCount) },
  ];
}

function signMessage(params: unknown): SolanaDescription {
  const { message } = record(params, 'solana_signMessage');
  if (typeof message !== 'string' || message.length > MAX_MESSAGE_BASE58) throw invalidParams('message must be base58');
  const bytes = base58Decode(message);
  if (!bytes) throw invalidParams('message must be base58');
  return { title: 'Sign message', fields: [{ label: 'Message', value: printableUtf8(bytes) ?? bytesToHex(bytes), block: true }] };
}

function signTransaction(params: unknown): SolanaDescription {
  const { transaction } = record(params, 'solana_signTransaction');
  return { title: 'Sign Solana transaction', fields: transactionFields(transaction, '') };
}

function signAndSendTransaction(params: unknown): SolanaDescription {
  const { transaction } = record(params, 'solana_signAndSendTransaction');
  return { title: 'Send Solana transaction', fields: transactionFields(transaction, '') };
}

function signAllTransactions(params: unknown): SolanaDescription {
  const { transactions } = record(params, 'solana_signAllTransactions');
  if (!Array.isArray(transactions) || transactions.length === 0) {
    throw invalidParams('solana_signAllTransactions expects { transactions: [...] } with at least one');
  }
  const fields: ApprovalField[] = [{ label: 'Transactions', value: String(transactions.length) }];
  transactions.forEach((transaction: unknown, index) => fields.push(...transactionFields(transaction, `Transaction ${index + 1}`)));
  return { title: 'Sign Solana transactions', fields };
}

const SOLANA_DESCRIBERS: Readonly<Record<string, (params: unknown) => SolanaDescription>> = {
  solana_signMessage: signMessage,
  solana_signTransaction: signTransaction,
  solana_signAndSendTransaction: signAndSendTransaction,
  solana_signAllTransactions: signAllTransactions,
};

/** The card's heading and fields for a Solana method it knows, or undefined. Throws `Invalid params: ...`. */
export function describeSolanaRequest(method: string, params: unknown): SolanaDescription | undefined {
  const describe = Object.hasOwn(SOLANA_DESCRIBERS, method) ? SOLANA_DESCRIBERS[method] : undefined;
  return describe?.(params);
}
