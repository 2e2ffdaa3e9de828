import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/ValidationError.js';
import { CHAIN_NAMESPACES } from './ChainNamespace.js';
import type { ChainNamespace } from './ChainNamespace.js';
import { formatCaipNetworkId, isCaipNetworkId, parseCaipNetworkId } from './parseCaipNetworkId.js';

const seed = process.env.FC_SEED;
const runs = { numRuns: 10_000, ...(seed ? { seed: Number(seed) } : {}) };
const MESSAGE = 'Invalid CAIP-2 network id';

function throwsExactly(run: () => unknown): boolean {
  try {
    run();
  } catch (error) {
    return error instanceof ValidationError && error.message === MESSAGE && error.code === 'VALIDATION_ERROR';
  }
  return false;
}

const namespace = fc.constantFrom(...CHAIN_NAMESPACES);
const eip155Reference = fc.bigInt({ min: 1n, max: 2n ** 256n }).map(String);
const otherReference = fc.string({ minLength: 1, maxLength: 40 }).filter((text) => !text.includes(':'));
const validParts = namespace.chain((chainNamespace) =>
  (chainNamespace === 'eip155' ? eip155Reference : otherReference).map((chainId) => ({ chainNamespace, chainId })),
);

/** The rule as written in the specification, used as an oracle. */
function specAccepts(text: string): boolean {
  const parts = text.split(':');
  if (parts.length !== 2 || !(CHAIN_NAMESPACES as readonly string[]).includes(parts[0] ?? '') || parts[1] === '') return false;
  return parts[0] !== 'eip155' || /^[1-9][0-9]*$/.test(parts[1] ?? '');
}

describe('parseCaipNetworkId', () => {
  it('splits known ids', () => {
    expect(parseCaipNetworkId('eip155:1')).toEqual({ chainNamespace: 'eip155', chainId: '1' });
    expect(parseCaipNetworkId('eip155:8453')).toEqual({ chainNamespace: 'eip155', chainId: '8453' });
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual({
      chainNamespace: 'solana',
      chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    });
    expect(parseCaipNetworkId('bip122:000000000019d6689c085ae165831e93')).toEqual({
      chainNamespace: 'bip122',
      chainId: '000000000019d6689c085ae165831e93',
    });
    expect(parseCaipNetworkId('cosmos:cosmoshub-4').chainId).toBe('cosmoshub-4');
    expect(parseCaipNetworkId('polkadot:91b171bb158e2d3848fa23a9f1c25182').chainNamespace).toBe('polkadot');
  });

  it("rejects malformed ids with 'Invalid CAIP-2 network id'", () => {
    for (const bad of [
      'eip155', 'eip155:', ':1', ':', '', 'eip155:1:0xabc', 'eip155::1', 'foo:1', 'EIP155:1', ' eip155:1',
      'eip155:0x1', 'eip155:01', 'eip155:0', 'eip155:-1', 'eip155:1.0', 'eip155: 1', '__proto__:1',
    ]) {
      let error: unknown;
      try {
        parseCaipNetworkId(bad);
      } catch (caught) {
        error = caught;
      }
      expect(error, bad).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).message).toBe(MESSAGE);
      expect((error as ValidationError).input).toBe(bad);
      expect(isCaipNetworkId(bad)).toBe(false);
    }
    for (const notString of [1, null, undefined, {}, ['eip155:1'], new String('eip155:1')]) {
      expect(throwsExactly(() => parseCaipNetworkId(notString as string))).toBe(true);
    }
  });

  it('formats and validates', () => {
    expect(formatCaipNetworkId('eip155', 1)).toBe('eip155:1');
    expect(formatCaipNetworkId('eip155', 10n)).toBe('eip155:10');
    expect(formatCaipNetworkId('solana', 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1');
    expect(throwsExactly(() => formatCaipNetworkId('eip155', 'mainnet'))).toBe(true);
    expect(throwsExactly(() => formatCaipNetworkId('eip155', 0))).toBe(true);
    expect(throwsExactly(() => formatCaipNetworkId('eip155', 1.5))).toBe(true);
    expect(throwsExactly(() => formatCaipNetworkId('solana', ''))).toBe(true);
    expect(throwsExactly(() => formatCaipNetworkId('solana', 'a:b'))).toBe(true);
    expect(throwsExactly(() => formatCaipNetworkId('near' as ChainNamespace, '1'))).toBe(true);
    expect(throwsExactly(() => formatCaipNetworkId('eip155', { toString: () => '1' } as unknown as string))).toBe(true);
  });

  it('round-trips parts -> id -> parts', () => {
    fc.assert(
      fc.property(validParts, ({ chainNamespace, chainId }) => {
        const id = formatCaipNetworkId(chainNamespace, chainId);
        const parsed = parseCaipNetworkId(id);
        return id === `${chainNamespace}:${chainId}` && parsed.chainNamespace === chainNamespace && parsed.chainId === chainId && isCaipNetworkId(id);
      }),
      runs,
    );
  });

  it('round-trips id -> parts -> id, and number ids format like their decimal string', () => {
    fc.assert(
      fc.property(validParts, fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), ({ chainNamespace, chainId }, n) => {
        const id = `${chainNamespace}:${chainId}`;
        const { chainNamespace: ns, chainId: ref } = parseCaipNetworkId(id);
        return formatCaipNetworkId(ns, ref) === id && formatCaipNetworkId('eip155', n) === `eip155:${n}`;
      }),
      runs,
    );
  });

  it('agrees with the written rule on strings of namespaces, colons, hex and base58', () => {
    const body = fc.string({ unit: fc.constantFrom(...':0123456789abcdefxABCDEF-_GHJ'.split('')), maxLength: 12 });
    const candidate = fc.oneof(
      fc.tuple(fc.constantFrom(...CHAIN_NAMESPACES, 'EIP155', 'eip15', ''), body).map(([ns, rest]) => `${ns}:${rest}`),
      body,
      fc.string(),
    );
    fc.assert(
      fc.property(candidate, (text) => {
        const accepted = specAccepts(text);
        if (isCaipNetworkId(text) !== accepted) return false;
        return accepted ? parseCaipNetworkId(text).chainId === text.slice(text.indexOf(':') + 1) : throwsExactly(() => parseCaipNetworkId(text));
      }),
      runs,
    );
  });

  it('rejects near misses of valid ids', () => {
    const nearMiss = fc.oneof(
      validParts.map(({ chainNamespace, chainId }) => `${chainNamespace}:${chainId}:extra`),
      validParts.map(({ chainNamespace, chainId }) => `${chainNamespace.toUpperCase()}:${chainId}`),
      validParts.map(({ chainNamespace }) => `${chainNamespace}:`),
      eip155Reference.map((ref) => `eip155:0${ref}`),
      eip155Reference.map((ref) => `eip155:0x${BigInt(ref).toString(16)}`),
    );
    fc.assert(fc.property(nearMiss, (text) => throwsExactly(() => parseCaipNetworkId(text)) && !isCaipNetworkId(text)), runs);
  });
});
