import { ValidationError } from '../errors/ValidationError.js';

const MESSAGE = 'Invalid chainId';

/** Exclusive upper bound (2^31) of the chain ids parseEvmChainId accepts. */
export const EVM_CHAIN_ID_LIMIT = 2 ** 31;

// At most ten digits, so the value is checked against the limit without precision loss.
const DECIMAL = /^[1-9][0-9]{0,9}$/;

/** True when `value` is a number that is an integer in 1 .. 2^31 - 1. */
export function isEvmChainId(value: unknown): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value < EVM_CHAIN_ID_LIMIT;
}

/** Throws ValidationError 'Invalid chainId' unless `value` is a number that is an integer in 1 .. 2^31 - 1. */
export function assertEvmChainId(value: unknown): asserts value is number {
  if (!isEvmChainId(value)) throw new ValidationError(MESSAGE, value);
}

/** Chain id in 1 .. 2^31 - 1 from a number, bigint or decimal string; throws ValidationError 'Invalid chainId'. */
export function parseEvmChainId(value: string | number | bigint): number {
  const input: unknown = value;
  if (typeof input === 'number') {
    if (isEvmChainId(input)) return input;
  } else if (typeof input === 'bigint') {
    if (input >= 1n && input < BigInt(EVM_CHAIN_ID_LIMIT)) return Number(input);
  } else if (typeof input === 'string' && DECIMAL.test(input)) {
    const parsed = Number(input);
    if (parsed < EVM_CHAIN_ID_LIMIT) return parsed;
  }
  throw new ValidationError(MESSAGE, input);
}
