import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/ValidationError.js';
import { CHAIN_NAMESPACES } from './ChainNamespace.js';
import type { ChainNamespace } from './ChainNamespace.js';
import { formatCaipAddress, isCaipAddress, parseCaipAddress, validateCaipAddress } from './parseCaipAddress.js';

const seed = process.env.FC_SEED;
const runs = { numRuns: 10_000, ...(seed ? { seed: Number(seed) } : {}) };
const MESSAGE = 'Invalid CAIP-10 address';
const SHAPE_MESSAGE = 'Invalid CAIP Address';

function throwsExactly(run: () => unknown, message: string): boolean {
  try {
    run();
  } catch (error) {
    return error instanceof ValidationError && error.message === message && error.code === 'VALIDATION_ERROR';
  }
  return false;
}

const part = fc.string({ minLength: 1, maxLength: 44 }).filter((text) => !text.includes(':'));
const validParts = fc.constantFrom(...CHAIN_NAMESPACES).chain((chainNamespace) =>
  fc.record({
    chainNamespace: fc.constant(chainNamespace),
    chainId: chainNamespace === 'eip155' ? fc.integer({ min: 1, max: 2 ** 40 }).map(String) : part,
    address: part,
  }),
);
const colonText = fc.string({ unit: fc.constantFrom(...':0123456789abcdefxABCDEF123456789GHJKLMNPQRSTUVWXYZ'.split('')), maxLength: 20 });

/** The rule as written in the specification, used as an oracle. */
function specAccepts(text: string): boolean {
  const parts = text.split(':');
  if (parts.length !== 3 || parts.some((p) => p === '')) return false;
  if (!(CHAIN_NAMESPACES as readonly string[]).includes(parts[0] ?? '')) return false;
  return parts[0] !== 'eip155' || /^[1-9][0-9]*$/.test(parts[1] ?? '');
}

describe('validateCaipAddress', () => {
  it("checks only for three colon-separated parts, else 'Invalid CAIP Address'", () => {
    expect(validateCaipAddress('eip155:1:0xabc')).toBe('eip155:1:0xabc');
    expect(validateCaipAddress('::')).toBe('::');
    expect(validateCaipAddress('foo:bar:baz')).toBe('foo:bar:baz');
    for (const bad of ['', 'eip155:1', 'eip155:1:0xabc:x', ':::', 'abc', 1, null, undefined, {}]) {
      expect(throwsExactly(() => validateCaipAddress(bad as string), SHAPE_MESSAGE), String(bad)).toBe(true);
    }
  });

  it('accepts a string exactly when it has two colons', () => {
    fc.assert(
      fc.property(fc.oneof(colonText, fc.string()), (text) => {
        const colons = text.split(':').length - 1;
        if (colons === 2) return validateCaipAddress(text) === text;
        return throwsExactly(() => validateCaipAddress(text), SHAPE_MESSAGE);
      }),
      runs,
    );
  });
});

describe('parseCaipAddress', () => {
  it('splits account ids', () => {
    expect(parseCaipAddress('eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')).toEqual({
      chainNamespace: 'eip155',
      chainId: '1',
      address: '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
    });
    expect(parseCaipAddress('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')).toEqual({
      chainNamespace: 'solana',
      chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      address: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
    });
  });

  it("rejects malformed ids with 'Invalid CAIP-10 address'", () => {
    for (const bad of [
      '', '::', 'eip155:1:', 'eip155::0xabc', ':1:0xabc', 'eip155:1', 'eip155:1:0xabc:extra', 'foo:1:0xabc',
      'Eip155:1:0xabc', 'eip155:0x1:0xabc', 'eip155:01:0xabc', 'eip155:0:0xabc',
    ]) {
      let error: unknown;
      try {
        parseCaipAddress(bad);
      } catch (caught) {
        error = caught;
      }
      expect(error, bad).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).message).toBe(MESSAGE);
      expect(isCaipAddress(bad)).toBe(false);
    }
    for (const notString of [1, null, undefined, {}, ['eip155:1:0xabc'], new String('eip155:1:0xabc')]) {
      expect(throwsExactly(() => parseCaipAddress(notString as string), MESSAGE)).toBe(true);
    }
  });

  it('formats and validates', () => {
    expect(formatCaipAddress('eip155', 1, '0xabc')).toBe('eip155:1:0xabc');
    expect(formatCaipAddress('eip155', 137n, '0xabc')).toBe('eip155:137:0xabc');
    expect(throwsExactly(() => formatCaipAddress('eip155', 1, ''), MESSAGE)).toBe(true);
    expect(throwsExactly(() => formatCaipAddress('eip155', 1, 'a:b'), MESSAGE)).toBe(true);
    expect(throwsExactly(() => formatCaipAddress('eip155', 'one', '0xabc'), MESSAGE)).toBe(true);
    expect(throwsExactly(() => formatCaipAddress('near' as ChainNamespace, '1', 'x'), MESSAGE)).toBe(true);
    expect(throwsExactly(() => formatCaipAddress('solana', '1', 7 as unknown as string), MESSAGE)).toBe(true);
  });

  it('round-trips parts -> id -> parts', () => {
    fc.assert(
      fc.property(validParts, ({ chainNamespace, chainId, address }) => {
        const id = formatCaipAddress(chainNamespace, chainId, address);
        const parsed = parseCaipAddress(id);
        return (
          id === `${chainNamespace}:${chainId}:${address}` &&
          parsed.chainNamespace === chainNamespace &&
          parsed.chainId === chainId &&
          parsed.address === address &&
          isCaipAddress(id) &&
          validateCaipAddress(id) === id
        );
      }),
      runs,
    );
  });

  it('round-trips id -> parts -> id', () => {
    fc.assert(
      fc.property(validParts, ({ chainNamespace, chainId, address }) => {
        const id = `${chainNamespace}:${chainId}:${address}`;
        const parsed = parseCaipAddress(id);
        return formatCaipAddress(parsed.chainNamespace, parsed.chainId, parsed.address) === id;
      }),
      runs,
    );
  });

  it('agrees with the written rule on strings of namespaces, colons, hex and base58', () => {
    const candidate = fc.oneof(
      fc.tuple(fc.constantFrom(...CHAIN_NAMESPACES, 'EIP155', 'sol', ''), colonText).map(([ns, rest]) => `${ns}:${rest}`),
      colonText,
      fc.string(),
    );
    fc.assert(
      fc.property(candidate, (text) => {
        const accepted = specAccepts(text);
        if (isCaipAddress(text) !== accepted) return false;
        if (!accepted) return throwsExactly(() => parseCaipAddress(text), MESSAGE);
        const { chainNamespace, chainId, address } = parseCaipAddress(text);
        return `${chainNamespace}:${chainId}:${address}` === text;
      }),
      runs,
    );
  });

  it('rejects near misses of valid ids', () => {
    const nearMiss = fc.oneof(
      validParts.map(({ chainNamespace, chainId, address }) => `${chainNamespace}:${chainId}:${address}:`),
      validParts.map(({ chainNamespace, chainId }) => `${chainNamespace}:${chainId}:`),
      validParts.map(({ chainNamespace, address }) => `${chainNamespace}::${address}`),
      validParts.map(({ chainNamespace, chainId }) => `${chainNamespace}:${chainId}`),
      validParts.map(({ chainNamespace, chainId, address }) => `${chainNamespace}x:${chainId}:${address}`),
    );
    fc.assert(fc.property(nearMiss, (text) => throwsExactly(() => parseCaipAddress(text), MESSAGE) && !isCaipAddress(text)), runs);
  });
});
