import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSolanaAddress } from './isSolanaAddress.js';

const seed = process.env.FC_SEED;
const runs = { numRuns: 10_000, ...(seed ? { seed: Number(seed) } : {}) };

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const base58 = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...BASE58.split('')), minLength: min, maxLength: max });

describe('isSolanaAddress', () => {
  it('accepts real addresses', () => {
    expect(isSolanaAddress('7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')).toBe(true);
    expect(isSolanaAddress('So11111111111111111111111111111111111111112')).toBe(true);
    expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true);
  });

  it('rejects other shapes', () => {
    for (const bad of [
      '', '1111111111111111111111111111111', '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKvX',
      '0S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv', 'OS3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      'IS3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv', 'lS3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      ' 7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
    ]) {
      expect(isSolanaAddress(bad), bad).toBe(false);
    }
    for (const notString of [null, undefined, 1, {}, [], new String('11111111111111111111111111111111')]) {
      expect(isSolanaAddress(notString)).toBe(false);
    }
  });

  it('accepts every 32..44-character base58 string', () => {
    fc.assert(fc.property(base58(32, 44), (value) => isSolanaAddress(value)), runs);
  });

  it('rejects 31 or 45 characters and any excluded character (0, O, I, l) or other noise', () => {
    const nearMiss = fc.oneof(
      base58(1, 31),
      base58(45, 60),
      fc
        .tuple(base58(32, 44), fc.nat(), fc.constantFrom('0', 'O', 'I', 'l', '+', '/', '=', ' ', 'é'))
        .map(([value, at, char]) => {
          const index = at % value.length;
          return `${value.slice(0, index)}${char}${value.slice(index + 1)}`;
        }),
    );
    fc.assert(fc.property(nearMiss, (value) => !isSolanaAddress(value)), runs);
  });

  it('matches the base58 rule on arbitrary strings', () => {
    const mixed = fc.string({ unit: fc.constantFrom(...BASE58.split(''), '0', 'O', 'I', 'l'), minLength: 28, maxLength: 48 });
    fc.assert(
      fc.property(fc.oneof(mixed, fc.string()), (value) => {
        const expected = value.length >= 32 && value.length <= 44 && [...value].every((char) => BASE58.includes(char));
        return isSolanaAddress(value) === expected;
      }),
      runs,
    );
  });
});
