import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidAccountName } from './isValidAccountName.js';

const seed = process.env.FC_SEED;
const runs = { numRuns: 10_000, ...(seed ? { seed: Number(seed) } : {}) };

const ALLOWED = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-'.split('');
const name = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...ALLOWED), minLength: min, maxLength: max });

describe('isValidAccountName', () => {
  it('accepts ASCII letters, digits and hyphens, four or more', () => {
    for (const good of ['alice', 'Bob1', 'my-wallet-2', '----', '0000', 'abcd']) expect(isValidAccountName(good), good).toBe(true);
    for (const bad of ['abc', '', 'ali ce', 'alice.eth', 'al_ice', 'jürgen', 'ＡＢＣＤ', 'abcd\n', 'abc٣']) {
      expect(isValidAccountName(bad), bad).toBe(false);
    }
    for (const notString of [null, undefined, 1234, {}, ['abcd'], new String('abcd')]) expect(isValidAccountName(notString)).toBe(false);
  });

  it('accepts every generated valid name', () => {
    fc.assert(fc.property(name(4, 64), (value) => isValidAccountName(value)), runs);
  });

  it('rejects names that are too short or contain one foreign character', () => {
    const nearMiss = fc.oneof(
      name(0, 3),
      fc
        .tuple(name(4, 32), fc.nat(), fc.constantFrom('_', '.', ' ', '@', 'é', 'ß', 'ı', 'Ａ', '٣', '\u0000', '\u212A'))
        .map(([value, at, char]) => {
          const index = at % value.length;
          return `${value.slice(0, index)}${char}${value.slice(index + 1)}`;
        }),
    );
    fc.assert(fc.property(nearMiss, (value) => !isValidAccountName(value)), runs);
  });

  it('matches the rule on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), name(0, 8)), (value) => {
        return isValidAccountName(value) === (value.length >= 4 && [...value].every((char) => ALLOWED.includes(char)));
      }),
      runs,
    );
  });
});
