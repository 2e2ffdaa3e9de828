import { ValidationError } from '../errors/ValidationError.js';
import { isChainNamespace } from './ChainNamespace.js';
import type { ChainNamespace } from './ChainNamespace.js';
import { isEip155Reference } from './isEip155Reference.js';

const SHAPE_MESSAGE = 'Invalid CAIP Address';
const MESSAGE = 'Invalid CAIP-10 address';

/** A CAIP-10 account id such as `eip155:1:0xabc…`. */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`;

/** The three parts of a CAIP-10 account id. */
export interface ParsedCaipAddress {
  chainNamespace: ChainNamespace;
  chainId: string;
  address: string;
}

function tryParse(value: unknown): ParsedCaipAddress | undefined {
  if (typeof value !== 'string') return undefined;
  const parts = value.split(':');
  if (parts.length !== 3) return undefined;
  const [chainNamespace, chainId, address] = parts;
  if (!isChainNamespace(chainNamespace)) return undefined;
  if (chainId === undefined || chainId === '' || address === undefined || address === '') return undefined;
  // The address part is deliberately not checked here: isAddressForNamespace does that where it matters.
  if (chainNamespace === 'eip155' && !isEip155Reference(chainId)) return undefined;
  return { chainNamespace, chainId, address };
}

/** Checks only for three colon-separated parts (empty ones allowed); throws ValidationError 'Invalid CAIP Address'. */
export function validateCaipAddress(value: string): `${string}:${string}:${string}` {
  const input: unknown = value;
  if (typeof input !== 'string' || input.split(':').length !== 3) throw new ValidationError(SHAPE_MESSAGE, input);
  return input as `${string}:${string}:${string}`;
}

/** Splits a CAIP-10 id into namespace, chain id and address; throws ValidationError 'Invalid CAIP-10 address'. */
export function parseCaipAddress(value: string): ParsedCaipAddress {
  const parsed = tryParse(value);
  if (parsed === undefined) throw new ValidationError(MESSAGE, value);
  return parsed;
}

/** Non-throwing form of {@link parseCaipAddress}. */
export function isCaipAddress(value: unknown): value is CaipAddress {
  return tryParse(value) !== undefined;
}

/** Joins the three parts into a CAIP-10 id, which must then parse; throws ValidationError 'Invalid CAIP-10 address'. */
export function formatCaipAddress(
  chainNamespace: ChainNamespace,
  chainId: string | number | bigint,
  address: string,
): CaipAddress {
  const namespace: unknown = chainNamespace;
  const reference: unknown = chainId;
  const account: unknown = address;
  // Anything but these primitives could run user code (toString, getters) while being stringified.
  const referenceOk = typeof reference === 'string' || typeof reference === 'number' || typeof reference === 'bigint';
  if (typeof namespace !== 'string' || !referenceOk || typeof account !== 'string') {
    throw new ValidationError(MESSAGE, { chainNamespace, chainId, address });
  }
  const id = `${namespace}:${String(reference)}:${account}`;
  if (tryParse(id) === undefined) throw new ValidationError(MESSAGE, id);
  return id as CaipAddress;
}
