import { invalidParams } from '../errors.js';
import type { ApprovalField } from './description.js';
import { bytesToHex, formatByteCount, formatEther, hexByteLength, hexToBytes, parseQuantity, printableUtf8 } from './format.js';

/** Heading and fields of an EVM request the card shows. */
export interface EvmDescription {
  readonly title: string;
  readonly fields: readonly ApprovalField[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function paramsArray(params: unknown, method: string): readonly unknown[] {
  if (!Array.isArray(params)) throw invalidParams(`${method} expects an array of params`);
  return params;
}

function address(value: unknown, field: string): string {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(value)) throw invalidParams(`${field} must be an address`);
  return value;
}

/** personal_sign's message: hex decoded as UTF-8 when it is printable text, else shown as hex; plain text as is. */
export function personalSignText(message: unknown): string {
  if (typeof message !== 'string') throw invalidParams('message must be a string');
  const bytes = message.startsWith('0x') ? hexToBytes(message) : undefined;
  if (!bytes) return message;
  return printableUtf8(bytes) ?? bytesToHex(bytes);
}

function personalSign(params: unknown): EvmDescription {
  const [message, account] = paramsArray(params, 'personal_sign');
  return {
    title: 'Sign message',
    fields: [
      { label: 'Account', value: address(account, 'account') },
      { label: 'Message', value: personalSignText(message), block: true },
    ],
  };
}

function signTypedData(params: unknown): EvmDescription {
  const [account, raw] = paramsArray(params, 'eth_signTypedData_v4');
  let data: unknown = raw;
  if (typeof raw === 'string') {
    try {
      data = JSON.parse(raw);
    } catch {
      throw invalidParams('typed data is not JSON');
    }
  }
  if (!isRecord(data) || !isRecord(data.domain) || typeof data.primaryType !== 'string' || !isRecord(data.message)) {
    throw invalidParams('typed data needs domain, primaryType and message');
  }
  const { domain } = data;
  const fields: ApprovalField[] = [{ label: 'Account', value: address(account, 'account') }];
  if (typeof domain.name === 'string') fields.push({ label: 'Domain', value: domain.name });
  if (domain.chainId !== undefined) fields.push({ label: 'Chain id', value: parseQuantity(domain.chainId, 'domain chainId').toString() });
  if (domain.verifyingContract !== undefined) {
    fields.push({ label: 'Verifying contract', value: address(domain.verifyingContract, 'verifyingContract') });
  }
  fields.push({ label: 'Primary type', value: data.primaryType });
  fields.push({ label: 'Message', value: JSON.stringify(data.message, null, 2), block: true });
  return { title: 'Sign typed data', fields };
}

// Labels 'To', 'Value', 'Data' for a transaction; 'Call 2 to', 'Call 2 value', 'Call 2 data' for a batch's calls.
function callFields(call: Record<string, unknown>, prefix: string): ApprovalField[] {
  const label = (name: string) => (prefix ? `${prefix} ${name.toLowerCase()}` : name);
  const value = call.value === undefined ? 0n : parseQuantity(call.value, label('Value'));
  const data = call.data ?? call.input;
  return [
    { label: label('To'), value: call.to === undefined || call.to === null ? 'New contract' : address(call.to, label('To')) },
    { label: label('Value'), value: `${formatEther(value)} ETH` },
    { label: label('Data'), value: formatByteCount(hexByteLength(data, label('Data'))) },
  ];
}

function sendTransaction(params: unknown): EvmDescription {
  const [tx] = paramsArray(params, 'eth_sendTransaction');
  if (!isRecord(tx)) throw invalidParams('eth_sendTransaction expects a transaction object');
  const fields: ApprovalField[] = [];
  if (tx.from !== undefined) fields.push({ label: 'From', value: address(tx.from, 'from') });
  return { title: 'Send transaction', fields: [...fields, ...callFields(tx, '')] };
}

function sendCalls(params: unknown): EvmDescription {
  const [batch] = paramsArray(params, 'wallet_sendCalls');
  if (!isRecord(batch) || !Array.isArray(batch.calls) || batch.calls.length === 0) {
    throw invalidParams('wallet_sendCalls expects { calls: [...] } with at least one call');
  }
  const fields: ApprovalField[] = [];
  if (batch.from !== undefined) fields.push({ label: 'From', value: address(batch.from, 'from') });
  fields.push({ label: 'Calls', value: String(batch.calls.length) });
  batch.calls.forEach((call: unknown, index) => {
    if (!isRecord(call)) throw invalidParams(`call ${index + 1} must be an object`);
    fields.push(...callFields(call, `Call ${index + 1}`));
  });
  return { title: 'Send calls', fields };
}

const EVM_DESCRIBERS: Readonly<Record<string, (params: unknown) => EvmDescription>> = {
  personal_sign: personalSign,
  eth_signTypedData_v4: signTypedData,
  eth_sendTransaction: sendTransaction,
  wallet_sendCalls: sendCalls,
};

/** The card's heading and fields for an EVM method it knows, or undefined. Throws `Invalid params: ...`. */
export function describeEvmRequest(method: string, params: unknown): EvmDescription | undefined {
  const describe = Object.hasOwn(EVM_DESCRIBERS, method) ? EVM_DESCRIBERS[method] : undefined;
  return describe?.(params);
}
