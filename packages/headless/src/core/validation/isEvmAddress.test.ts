import fc from 'fast-check';
import { isAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { isEvmAddress } from './isEvmAddress.js';

const seed = process.env.FC_SEED;
const runs = { numRuns: 10_000, ...(seed ? { seed: Number(seed) } : {}) };

const HEX = '0123456789abcdefABCDEF'.split('');
const hex = (length: number) => fc.string({ unit: fc.constantFrom(...HEX), minLength: length, maxLength: length });
// Lengths around 40 with some non-hex noise, so that near misses are common.
const addressLike = fc.string({ unit: fc.constantFrom(...HEX, 'x', 'X', 'g', 'G', ' ', '0'), minLength: 36, maxLength: 44 });

describe('isEvmAddress', () => {
  it('accepts 40 hex digits with or without a lowercase 0x, in any case', () => {
    expect(isEvmAddress('0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')).toBe(true);
    expect(isEvmAddress('0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb')).toBe(true);
    expect(isEvmAddress('0xAB16A96D359EC26A11E2C2B3D8F8B8942D5BFCDB')).toBe(true);
    expect(isEvmAddress('ab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb')).toBe(true);
    // A wrong checksum is still an address: the checksum is not required.
    expect(isEvmAddress('0xAb16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')).toBe(true);
  });

  it('rejects other shapes', () => {
    for (const bad of [
      '', '0x', '0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcd', '0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdbb',
      '0Xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb', '0xgb16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb',
      ' 0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb', '0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb\n',
      '0x0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfc',
    ]) {
      expect(isEvmAddress(bad), bad).toBe(false);
    }
    for (const notString of [null, undefined, 1, 0x1234n, {}, [], new String('0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb')]) {
      expect(isEvmAddress(notString)).toBe(false);
    }
  });

  it("equals viem's isAddress(x, { strict: false }) on 0x-prefixed input", () => {
    fc.assert(
      fc.property(fc.oneof(addressLike, hex(40), fc.string()), (body) => {
        const value = `0x${body}`;
        return isEvmAddress(value) === isAddress(value, { strict: false });
      }),
      runs,
    );
  });

  it('accepts every 40-hex-digit string, prefixed or not', () => {
    fc.assert(fc.property(hex(40), (body) => isEvmAddress(body) && isEvmAddress(`0x${body}`)), runs);
  });

  it('rejects 39 or 41 hex digits and a single non-hex character', () => {
    const nearMiss = fc.oneof(
      fc.oneof(hex(39), hex(41)).map((body) => `0x${body}`),
      fc.oneof(hex(39), hex(41)),
      fc
        .tuple(hex(40), fc.integer({ min: 0, max: 39 }), fc.constantFrom('g', 'x', 'z', 'G', ' ', ':', 'é', '０'))
        .map(([body, at, char]) => `0x${body.slice(0, at)}${char}${body.slice(at + 1)}`),
      hex(40).map((body) => `0X${body}`),
    );
    fc.assert(fc.property(nearMiss, (value) => !isEvmAddress(value)), runs);
  });
});
