import fc from 'fast-check';
import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/ValidationError.js';
import { normalizeEvmAddress } from './normalizeEvmAddress.js';

const seed = process.env.FC_SEED;
const runs = { numRuns: 10_000, ...(seed ? { seed: Number(seed) } : {}) };
const MESSAGE = 'Invalid address';

const HEX = '0123456789abcdefABCDEF'.split('');
const hex40 = fc.string({ unit: fc.constantFrom(...HEX), minLength: 40, maxLength: 40 });
const addressLike = fc.string({ unit: fc.constantFrom(...HEX, 'x', 'g', ' '), minLength: 38, maxLength: 42 });

function outcome(run: () => string): { value: string } | { error: unknown } {
  try {
    return { value: run() };
  } catch (error) {
    return { error };
  }
}

describe('normalizeEvmAddress', () => {
  it('checksums with or without the prefix', () => {
    const expected = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb';
    expect(normalizeEvmAddress('0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb')).toBe(expected);
    expect(normalizeEvmAddress('AB16A96D359EC26A11E2C2B3D8F8B8942D5BFCDB')).toBe(expected);
    expect(normalizeEvmAddress('0xAb16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')).toBe(expected);
  });

  it("throws 'Invalid address' otherwise", () => {
    for (const bad of ['', '0x', '0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcd', 'vitalik.eth', null, 1n, {}, new String('0x0')]) {
      const result = outcome(() => normalizeEvmAddress(bad as string));
      expect('error' in result && result.error).toBeInstanceOf(ValidationError);
      expect('error' in result && (result.error as ValidationError).message).toBe(MESSAGE);
    }
  });

  it("equals viem's getAddress on 0x-prefixed input, and fails exactly when it fails", () => {
    fc.assert(
      fc.property(fc.oneof(hex40, addressLike, fc.string()), (body) => {
        const value = `0x${body}`;
        const ours = outcome(() => normalizeEvmAddress(value));
        const viems = outcome(() => getAddress(value));
        if ('value' in ours) return 'value' in viems && ours.value === viems.value;
        return 'error' in viems && ours.error instanceof ValidationError && ours.error.message === MESSAGE;
      }),
      runs,
    );
  });

  it('treats a missing prefix as present, is idempotent and only changes letter case', () => {
    fc.assert(
      fc.property(fc.boolean(), hex40, (prefixed, body) => {
        const once = normalizeEvmAddress(prefixed ? `0x${body}` : body);
        return once === getAddress(`0x${body}`) && normalizeEvmAddress(once) === once && once.toLowerCase() === `0x${body.toLowerCase()}`;
      }),
      runs,
    );
  });

  it('on arbitrary strings returns a checksummed address or throws exactly', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), addressLike), (value) => {
        const result = outcome(() => normalizeEvmAddress(value));
        if ('value' in result) return /^0x[0-9a-fA-F]{40}$/.test(result.value);
        return result.error instanceof ValidationError && result.error.message === MESSAGE;
      }),
      runs,
    );
  });
});
