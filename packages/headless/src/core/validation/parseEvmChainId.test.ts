import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/ValidationError.js';
import { EVM_CHAIN_ID_LIMIT, assertEvmChainId, isEvmChainId, parseEvmChainId } from './parseEvmChainId.js';

const seed = process.env.FC_SEED;
const runs = { numRuns: 10_000, ...(seed ? { seed: Number(seed) } : {}) };
const MESSAGE = 'Invalid chainId';

function throwsExactly(run: () => unknown): boolean {
  try {
    run();
  } catch (error) {
    return error instanceof ValidationError && error.message === MESSAGE && error.code === 'VALIDATION_ERROR';
  }
  return false;
}

describe('parseEvmChainId', () => {
  it('accepts positive integers below 2^31 as number, bigint or decimal string', () => {
    expect(EVM_CHAIN_ID_LIMIT).toBe(2147483648);
    expect(parseEvmChainId(1)).toBe(1);
    expect(parseEvmChainId('1')).toBe(1);
    expect(parseEvmChainId(1n)).toBe(1);
    expect(parseEvmChainId(2147483647)).toBe(2147483647);
    expect(parseEvmChainId('2147483647')).toBe(2147483647);
    expect(parseEvmChainId(2147483647n)).toBe(2147483647);
    expect(parseEvmChainId('8453')).toBe(8453);
  });

  it("rejects everything else with 'Invalid chainId'", () => {
    const rejected: unknown[] = [
      0, -1, 2147483648, 2 ** 53, 1.5, NaN, Infinity, -0, 0n, -1n, 2147483648n,
      '0', '01', '-1', '+1', '0x1', ' 1', '1 ', '1e3', '1.0', '', '2147483648', '99999999999', '١',
      null, undefined, {}, [], [1], new Number(1), new String('1'), Symbol('1'), () => 1,
    ];
    for (const value of rejected) {
      let error: unknown;
      try {
        parseEvmChainId(value as number);
      } catch (caught) {
        error = caught;
      }
      expect(error, String(typeof value === 'symbol' ? 'symbol' : value)).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).message).toBe(MESSAGE);
      expect((error as ValidationError).input).toBe(value);
    }
  });

  it('assertEvmChainId and isEvmChainId take numbers only', () => {
    expect(() => assertEvmChainId(1)).not.toThrow();
    expect(throwsExactly(() => assertEvmChainId('1'))).toBe(true);
    expect(throwsExactly(() => assertEvmChainId(1n))).toBe(true);
    expect(throwsExactly(() => assertEvmChainId(2 ** 31))).toBe(true);
    expect(isEvmChainId(2 ** 31 - 1)).toBe(true);
    expect(isEvmChainId('1')).toBe(false);
  });

  it('accepts every id in range in all three forms, and they agree', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: EVM_CHAIN_ID_LIMIT - 1 }), (id) => {
        return (
          parseEvmChainId(id) === id &&
          parseEvmChainId(String(id)) === id &&
          parseEvmChainId(BigInt(id)) === id &&
          isEvmChainId(id) &&
          !throwsExactly(() => assertEvmChainId(id))
        );
      }),
      runs,
    );
  });

  it('rejects ids from 2^31 up, in all three forms', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: BigInt(EVM_CHAIN_ID_LIMIT), max: 2n ** 80n }), (id) => {
        return (
          throwsExactly(() => parseEvmChainId(id)) &&
          throwsExactly(() => parseEvmChainId(String(id))) &&
          throwsExactly(() => parseEvmChainId(Number(id))) &&
          throwsExactly(() => assertEvmChainId(Number(id)))
        );
      }),
      runs,
    );
  });

  it('rejects zero, negatives and non-integers', () => {
    const bad = fc.oneof(
      fc.integer({ max: 0 }),
      fc.bigInt({ max: 0n }),
      fc.double().filter((n) => !Number.isInteger(n)),
    );
    fc.assert(
      fc.property(bad, (id) => throwsExactly(() => parseEvmChainId(id)) && throwsExactly(() => parseEvmChainId(String(id)))),
      runs,
    );
  });

  it('on any string returns the canonical decimal it spells or throws exactly', () => {
    const digits = fc.string({ unit: fc.constantFrom(...'0123456789-+ .ex'.split('')), maxLength: 12 });
    fc.assert(
      fc.property(fc.oneof(fc.string(), digits), (text) => {
        try {
          const id = parseEvmChainId(text);
          return String(id) === text && isEvmChainId(id);
        } catch (error) {
          return error instanceof ValidationError && error.message === MESSAGE;
        }
      }),
      runs,
    );
  });
});
