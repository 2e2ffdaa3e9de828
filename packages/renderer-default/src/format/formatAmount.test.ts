import { describe, expect, it } from 'vitest';
import { formatAmount, formatUsd } from './formatAmount.js';

describe('formatAmount', () => {
  it('writes en-US amounts with at most 3 fraction digits, truncated', () => {
    expect(formatAmount('1000000')).toBe('1,000,000');
    expect(formatAmount('250.5')).toBe('250.5');
    expect(formatAmount('0.12399')).toBe('0.123');
    expect(formatAmount('9999.9999999')).toBe('9,999.999');
  });

  it('keeps the precision of 18-decimal amounts larger than a double holds', () => {
    expect(formatAmount('123456789012345678.123456789012345678')).toBe('123,456,789,012,345,678.123');
  });

  it('always shows 3 fraction digits when fixed (balances)', () => {
    expect(formatAmount('10000', { fixed: true })).toBe('10,000.000');
    expect(formatAmount('1.23456', { fixed: true })).toBe('1.234');
    expect(formatAmount('0', { fixed: true })).toBe('0.000');
  });

  it('shows a positive amount below 0.001 as <0.001 and bad input as zero', () => {
    expect(formatAmount('0.0000001')).toBe('<0.001');
    expect(formatAmount('abc')).toBe('0');
    expect(formatAmount('abc', { fixed: true })).toBe('0.000');
    expect(formatAmount(Number.NaN)).toBe('0');
  });
});

describe('formatUsd', () => {
  it('writes dollars with 2 fraction digits', () => {
    expect(formatUsd(1234.5678)).toBe('$1,234.57');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(30999749.74)).toBe('$30,999,749.74');
  });

  it('shows less than a cent as <$0.01', () => {
    expect(formatUsd(0.004)).toBe('<$0.01');
    expect(formatUsd(Number.POSITIVE_INFINITY)).toBe('$0.00');
  });
});
