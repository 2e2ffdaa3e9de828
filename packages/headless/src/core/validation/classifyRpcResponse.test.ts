import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyRpcResponse } from './classifyRpcResponse.js';

const seed = process.env.FC_SEED;
const runs = { numRuns: 10_000, ...(seed ? { seed: Number(seed) } : {}) };

const HEX = '0123456789abcdefABCDEF'.split('');
const hex = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...HEX), minLength: min, maxLength: max });

describe('classifyRpcResponse', () => {
  it('sorts hashes, signatures and the rest', () => {
    const hash = `0x${'ab'.repeat(32)}`;
    expect(classifyRpcResponse(hash)).toEqual({ kind: 'transaction', hash });
    const signature = `0x${'cd'.repeat(65)}`;
    expect(classifyRpcResponse(signature)).toEqual({ kind: 'signature', signature });
    expect(classifyRpcResponse(`0x${'a'.repeat(62)}`)).toEqual({ kind: 'signature', signature: `0x${'a'.repeat(62)}` });
    expect(classifyRpcResponse(`0x${'a'.repeat(63)}`).kind).toBe('signature');
    expect(classifyRpcResponse(`0x${'a'.repeat(65)}`).kind).toBe('signature');
    expect(classifyRpcResponse(`0x${'a'.repeat(61)}`)).toEqual({ kind: 'object', value: `0x${'a'.repeat(61)}` });
    expect(classifyRpcResponse(`0X${'a'.repeat(64)}`).kind).toBe('object');
    expect(classifyRpcResponse(`${'a'.repeat(64)}`).kind).toBe('object');
    expect(classifyRpcResponse(`0x${'g'.repeat(64)}`).kind).toBe('object');
    const receipt = { transactionHash: hash };
    expect(classifyRpcResponse(receipt)).toEqual({ kind: 'object', value: receipt });
    expect(classifyRpcResponse(null)).toEqual({ kind: 'object', value: null });
  });

  it('classifies 0x + 64 hex digits as a transaction hash', () => {
    fc.assert(
      fc.property(hex(64, 64), (body) => {
        const result = classifyRpcResponse(`0x${body}`);
        return result.kind === 'transaction' && result.hash === `0x${body}`;
      }),
      runs,
    );
  });

  it('classifies 0x + 62 or more hex digits, other than 64, as a signature', () => {
    fc.assert(
      fc.property(hex(62, 300).filter((body) => body.length !== 64), (body) => {
        const result = classifyRpcResponse(`0x${body}`);
        return result.kind === 'signature' && result.signature === `0x${body}`;
      }),
      runs,
    );
  });

  it('returns everything else unchanged as an object result', () => {
    const nearMiss = fc.oneof(
      hex(0, 61).map((body) => `0x${body}`),
      hex(62, 200).map((body) => `0X${body}`),
      hex(62, 200).map((body) => body),
      fc.tuple(hex(62, 130), fc.nat(), fc.constantFrom('g', 'x', ' ', 'z', '\n')).map(([body, at, char]) => {
        const index = at % body.length;
        return `0x${body.slice(0, index)}${char}${body.slice(index + 1)}`;
      }),
    );
    fc.assert(
      fc.property(fc.oneof(nearMiss, fc.anything({ maxDepth: 1 })), (value) => {
        const result = classifyRpcResponse(value);
        return result.kind === 'object' && Object.is(result.value, value);
      }),
      runs,
    );
  });

  it('on arbitrary strings follows the length rule', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), hex(60, 70).map((body) => `0x${body}`)), (value) => {
        const digits = /^0x([0-9a-fA-F]*)$/.exec(value)?.[1]?.length ?? -1;
        const expected = digits === 64 ? 'transaction' : digits >= 62 ? 'signature' : 'object';
        return classifyRpcResponse(value).kind === expected;
      }),
      runs,
    );
  });
});
