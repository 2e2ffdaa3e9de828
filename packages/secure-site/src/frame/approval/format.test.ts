import { describe, expect, it } from 'vitest';
import { base58Decode, base58Encode, base64Decode, bytesToHex, formatByteCount, formatEther, hexByteLength, hexToBytes, parseQuantity, printableUtf8 } from './format.js';

describe('formatEther', () => {
  it('writes wei as exact decimal ether', () => {
    expect(formatEther(0n)).toBe('0');
    expect(formatEther(1n)).toBe('0.000000000000000001');
    expect(formatEther(10n ** 18n)).toBe('1');
    expect(formatEther(1_500_000_000_000_000_000n)).toBe('1.5');
    expect(formatEther(123_456_789_012_345_678_901_234_567n)).toBe('123456789.012345678901234567');
    expect(formatEther(2n ** 256n - 1n)).toBe('115792089237316195423570985008687907853269984665640564039457.584007913129639935');
  });

  it('keeps amounts a float would round', () => {
    // 0.1 + 0.2 ETH in floating point is 0.30000000000000004; in wei it stays exact.
    expect(formatEther(100_000_000_000_000_000n + 200_000_000_000_000_000n)).toBe('0.3');
    expect(formatEther(9_007_199_254_740_993n)).toBe('0.009007199254740993');
  });

  it('refuses a negative amount', () => {
    expect(() => formatEther(-1n)).toThrow('Invalid params: negative amount');
  });
});

describe('parseQuantity', () => {
  it('reads hex, decimal strings and safe integers', () => {
    expect(parseQuantity('0x0', 'value')).toBe(0n);
    expect(parseQuantity('0xde0b6b3a7640000', 'value')).toBe(10n ** 18n);
    expect(parseQuantity('1000000000000000000', 'value')).toBe(10n ** 18n);
    expect(parseQuantity(42, 'value')).toBe(42n);
    expect(parseQuantity(`0x${'f'.repeat(64)}`, 'value')).toBe(2n ** 256n - 1n);
  });

  it('refuses everything else by name', () => {
    for (const bad of ['', '0x', '-1', '1.5', '1e18', 'abc', 1.5, -1, Number.MAX_SAFE_INTEGER + 1, null, {}, [], `0x1${'0'.repeat(64)}`, '9'.repeat(79)]) {
      expect(() => parseQuantity(bad, 'value')).toThrow('Invalid params: value');
    }
    expect(() => parseQuantity((2n ** 256n).toString(), 'value')).toThrow('Invalid params: value');
  });
});

describe('hex and text', () => {
  it('converts hex to bytes and back', () => {
    expect(hexToBytes('0x')).toEqual(new Uint8Array());
    expect(bytesToHex(hexToBytes('0x00ff10Ab') ?? new Uint8Array())).toBe('0x00ff10ab');
    expect(hexToBytes('0x0')).toBeUndefined();
    expect(hexToBytes('00ff')).toBeUndefined();
    expect(hexToBytes('0xzz')).toBeUndefined();
  });

  it('counts data bytes', () => {
    expect(hexByteLength(undefined, 'data')).toBe(0);
    expect(hexByteLength('0x', 'data')).toBe(0);
    expect(hexByteLength('0xa9059cbb', 'data')).toBe(4);
    expect(() => hexByteLength('0xabc', 'data')).toThrow('Invalid params: data');
    expect(() => hexByteLength(12, 'data')).toThrow('Invalid params: data');
    expect(formatByteCount(1)).toBe('1 byte');
    expect(formatByteCount(1024)).toBe('1,024 bytes');
  });

  it('shows UTF-8 only when it is visible text', () => {
    const encode = (text: string) => new TextEncoder().encode(text);
    expect(printableUtf8(encode('Hello\nworld\t✓ 日本'))).toBe('Hello\nworld\t✓ 日本');
    expect(printableUtf8(new Uint8Array([0xff, 0xfe]))).toBeUndefined();
    expect(printableUtf8(encode('a\u0000b'))).toBeUndefined();
    expect(printableUtf8(encode('pay \u202Eevil'))).toBeUndefined();
    expect(printableUtf8(encode('zero\u200Bwidth'))).toBeUndefined();
    expect(printableUtf8(encode('\u0085'))).toBeUndefined();
  });
});

describe('base58 and base64', () => {
  it('round-trips base58 with leading zeros', () => {
    const bytes = Uint8Array.from([0, 0, 1, 2, 255, 128]);
    expect(base58Decode(base58Encode(bytes))).toEqual(bytes);
    expect(base58Encode(new Uint8Array(32))).toBe('11111111111111111111111111111111');
    expect(base58Encode(new TextEncoder().encode('hello world'))).toBe('StV1DL6CwTryKyV');
    expect(base58Decode('0OIl')).toBeUndefined();
  });

  it('decodes only real base64', () => {
    expect(base64Decode('aGk=')).toEqual(Uint8Array.from([104, 105]));
    expect(base64Decode('aGk')).toEqual(Uint8Array.from([104, 105]));
    expect(base64Decode('')).toEqual(new Uint8Array());
    expect(base64Decode('a')).toBeUndefined();
    expect(base64Decode('aG k=')).toBeUndefined();
    expect(base64Decode('aGk=aGk=')).toBeUndefined();
  });
});
