import { getAddress } from 'viem/utils';
import type { Address } from 'viem';
import { ValidationError } from '../errors/ValidationError.js';
import { isEvmAddress } from './isEvmAddress.js';

/** Returns the checksummed `0x` form of an address `isEvmAddress` accepts; throws ValidationError 'Invalid address'. */
export function normalizeEvmAddress(value: string): Address {
  const input: unknown = value;
  if (typeof input !== 'string' || !isEvmAddress(input)) throw new ValidationError('Invalid address', input);
  return getAddress(`0x${input.slice(-40)}`);
}
