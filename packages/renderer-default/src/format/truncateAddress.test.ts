import { describe, expect, it } from 'vitest';
import { truncateAddress } from './truncateAddress.js';

describe('truncateAddress', () => {
  it('keeps 0x plus 4 characters at the start and 6 at the end of an EVM address', () => {
    expect(truncateAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe('0x7099…dc79C8');
  });

  it('keeps 4 and 6 characters of an address without a 0x prefix', () => {
    expect(truncateAddress('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')).toBe('7EcD…wCFLtV');
  });

  it('leaves addresses too short to shorten as they are', () => {
    expect(truncateAddress('0x12345678901')).toBe('0x12345678901');
    expect(truncateAddress('')).toBe('');
    expect(truncateAddress('0x123456789012')).toBe('0x1234…789012');
  });

  it('never splits a surrogate pair, and takes lone surrogates, bidi overrides and 100 KB strings', () => {
    const face = '\ud83d\ude00';
    expect(truncateAddress(`0x${face.repeat(20)}`)).toBe(`0x${face.repeat(4)}…${face.repeat(6)}`);
    expect(truncateAddress(`\ud800${'a'.repeat(20)}\udc00`)).toBe(`\ud800aaa…aaaaa\udc00`);
    expect(truncateAddress(`0x\u202e${'b'.repeat(30)}`)).toBe(`0x\u202ebbb…bbbbbb`);
    expect(truncateAddress(`0x${'c'.repeat(100 * 1024)}`)).toBe('0xcccc…cccccc');
  });
});
