import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/ValidationError.js';
import { ACCOUNT_NAME_RULE, assertAccountName, getAccountNameProblem } from './accountNameProblem.js';
import { isValidAccountName } from './isValidAccountName.js';

describe('getAccountNameProblem', () => {
  it('accepts letters, digits and hyphens from 4 characters on', () => {
    for (const good of ['alice', 'Bob1', 'my-wallet-2', '----', '0000', 'abcd']) expect(getAccountNameProblem(good), good).toBeUndefined();
  });

  it('says what is wrong: nothing typed, a forbidden character (first), or too short', () => {
    expect(getAccountNameProblem('')).toBe('empty');
    for (const short of ['a', 'ab', 'abc', 'a-1']) expect(getAccountNameProblem(short), short).toBe('tooShort');
    for (const bad of ['alice!', 'a b c d', 'ali.ce', 'alice.reown.id', 'ålice', 'ab_c', 'a!', ' abcd', 'abcd\n', 'абвг']) {
      expect(getAccountNameProblem(bad), bad).toBe('invalidCharacters');
    }
  });

  it('agrees with isValidAccountName on any string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[A-Za-z0-9-]{0,8}$/)), (value) => {
        return (getAccountNameProblem(value) === undefined) === isValidAccountName(value);
      }),
      { numRuns: 5_000 },
    );
  });

  it('assertAccountName throws a ValidationError with the rule for a refused name only', () => {
    expect(() => assertAccountName('alice')).not.toThrow();
    for (const bad of ['', 'abc', 'al ice']) {
      const error = (() => {
        try {
          assertAccountName(bad);
        } catch (caught) {
          return caught;
        }
        return undefined;
      })();
      expect(error).toBeInstanceOf(ValidationError);
      expect(error).toMatchObject({ message: ACCOUNT_NAME_RULE, input: bad });
    }
  });
});
