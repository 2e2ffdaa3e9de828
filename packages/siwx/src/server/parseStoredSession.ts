import type { SiwxSession } from '../types.js';

const FIELDS = ['id', 'address', 'chainId', 'message', 'signature', 'issuedAt', 'expiresAt'] as const;

/** A session read back from a store, checked field by field; throws on anything that is not one. */
export function parseStoredSession(json: string): SiwxSession {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error('Stored session is not JSON');
  }
  if (typeof value !== 'object' || value === null) throw new Error('Stored session is not an object');
  const record = value as Record<string, unknown>;
  for (const field of FIELDS) {
    if (typeof record[field] !== 'string') throw new Error(`Stored session has no string "${field}"`);
  }
  const [id, address, chainId, message, signature, issuedAt, expiresAt] = FIELDS.map((field) => record[field] as string);
  return { id: id!, address: address!, chainId: chainId!, message: message!, signature: signature!, issuedAt: issuedAt!, expiresAt: expiresAt! };
}
