import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHAIN_NAMESPACES, isChainNamespace } from './ChainNamespace.js';

const seed = process.env.FC_SEED;
const runs = { numRuns: 10_000, ...(seed ? { seed: Number(seed) } : {}) };

describe('isChainNamespace', () => {
  it('knows exactly the five namespaces', () => {
    expect(CHAIN_NAMESPACES).toEqual(['eip155', 'solana', 'bip122', 'polkadot', 'cosmos']);
    for (const namespace of CHAIN_NAMESPACES) expect(isChainNamespace(namespace)).toBe(true);
    for (const other of ['EIP155', 'eip155 ', 'eip', 'near', '', '__proto__', 'constructor', 'toString']) {
      expect(isChainNamespace(other)).toBe(false);
    }
    expect(isChainNamespace(new String('eip155'))).toBe(false);
  });

  it('accepts a string exactly when it is listed', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom(...CHAIN_NAMESPACES)), (value) => {
        return isChainNamespace(value) === (CHAIN_NAMESPACES as readonly string[]).includes(value);
      }),
      runs,
    );
  });
});
