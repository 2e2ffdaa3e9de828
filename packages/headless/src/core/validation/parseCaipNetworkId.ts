import { ValidationError } from '../errors/ValidationError.js';
import { isChainNamespace } from './ChainNamespace.js';
import type { ChainNamespace } from './ChainNamespace.js';
import { isEip155Reference } from './isEip155Reference.js';

const MESSAGE = 'Invalid CAIP-2 network id';

/** A CAIP-2 network id such as `eip155:1`. */
export type CaipNetworkId = `${ChainNamespace}:${string}`;

/** The two parts of a CAIP-2 network id. */
export interface ParsedCaipNetworkId {
  chainNamespace: ChainNamespace;
  chainId: string;
}

function tryParse(value: unknown): ParsedCaipNetworkId | undefined {
  if (typeof value !== 'string') return undefined;
  const parts = value.split(':');
  if (parts.length !== 2) return undefined;
  const [chainNamespace, chainId] = parts;
  if (!isChainNamespace(chainNamespace) || chainId === undefined || chainId === '') return undefined;
  // eip155 references are chain ids, so they must be decimal integers.
  if (chainNamespace === 'eip155' && !isEip155Reference(chainId)) return undefined;
  return { chainNamespace, chainId };
}

/** Splits a CAIP-2 id into namespace and chain id; throws ValidationError 'Invalid CAIP-2 network id'. */
export function parseCaipNetworkId(id: string): ParsedCaipNetworkId {
  const parsed = tryParse(id);
  if (parsed === undefined) throw new ValidationError(MESSAGE, id);
  return parsed;
}

/** Non-throwing form of {@link parseCaipNetworkId}. */
export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  return tryParse(value) !== undefined;
}

/** Joins a namespace and chain id into a checked CAIP-2 id; throws ValidationError 'Invalid CAIP-2 network id'. */
export function formatCaipNetworkId(
  chainNamespace: ChainNamespace,
  chainId: string | number | bigint,
): CaipNetworkId {
  const namespace: unknown = chainNamespace;
  const reference: unknown = chainId;
  // Anything but these primitives could run user code (toString, getters) while being stringified.
  const referenceOk = typeof reference === 'string' || typeof reference === 'number' || typeof reference === 'bigint';
  if (typeof namespace !== 'string' || !referenceOk) throw new ValidationError(MESSAGE, { chainNamespace, chainId });
  const id = `${namespace}:${String(reference)}`;
  if (tryParse(id) === undefined) throw new ValidationError(MESSAGE, id);
  return id as CaipNetworkId;
}
