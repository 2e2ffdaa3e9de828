import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AmountError, formatAmount, parseAmount } from './amounts.js';
import { maxSendable } from './maxSendable.js';
import { SEND_AMOUNT_AND_RECEIVER_REQUIRED, SEND_TOKEN_REQUIRED, SEND_UNSUPPORTED_CHAIN, validateSend } from './validateSend.js';

const USD6 = { symbol: 'USDD', decimals: 6, address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', balance: 10_000_000n };
const ETH = { symbol: 'ETH', decimals: 18, balance: 2n * 10n ** 18n };
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('exact amounts', () => {
  it('reads 1.005 of a 6-decimal token as exactly 1,005,000 units (the float path gives 1,004,999)', () => {
    expect(parseAmount('1.005', 6)).toBe(1_005_000n);
    expect(Math.floor(1.005 * 1e6)).toBe(1_004_999);
    expect(parseAmount('0.1', 18)).toBe(100_000_000_000_000_000n);
    expect(parseAmount('.5', 2)).toBe(50n);
    expect(parseAmount('12.', 0)).toBe(12n);
    expect(parseAmount(' 007.25 ', 2)).toBe(725n);
    expect(parseAmount('123456789012345678901234567890.123456789012345678', 18)).toBe(123456789012345678901234567890123456789012345678n);
  });

  it.each([
    ['', 6, 'Enter an amount'],
    ['.', 6, 'Enter an amount'],
    ['-1', 6, 'The amount cannot be negative'],
    ['1e3', 6, 'Enter the amount as digits, with a dot for decimals (like 1.005)'],
    ['1,5', 6, 'Enter the amount as digits, with a dot for decimals (like 1.005)'],
    ['0x10', 6, 'Enter the amount as digits, with a dot for decimals (like 1.005)'],
    ['1.2.3', 6, 'Enter the amount as digits, with a dot for decimals (like 1.005)'],
    ['Infinity', 6, 'Enter the amount as digits, with a dot for decimals (like 1.005)'],
    ['1.0000001', 6, 'This token has at most 6 decimals'],
    ['1.5', 0, 'This token has no decimals'],
  ])('refuses %j with %i decimals: %s', (value, decimals, message) => {
    expect(() => parseAmount(value, decimals)).toThrow(message);
    expect(() => parseAmount(value, decimals)).toThrow(AmountError);
  });

  it('says why an amount is refused with a code, and the decimals allowed as a value', () => {
    const refusal = (value: string, decimals: number) => {
      try {
        parseAmount(value, decimals);
      } catch (error) {
        return error instanceof AmountError ? { code: error.code, values: error.values } : error;
      }
      return undefined;
    };
    expect(refusal(' ', 6)).toEqual({ code: 'AMOUNT_REQUIRED', values: {} });
    expect(refusal('-1', 6)).toEqual({ code: 'AMOUNT_NEGATIVE', values: {} });
    expect(refusal('1e3', 6)).toEqual({ code: 'AMOUNT_MALFORMED', values: {} });
    expect(refusal('1.5', 0)).toEqual({ code: 'AMOUNT_NO_DECIMALS', values: {} });
    expect(refusal('1.0000001', 6)).toEqual({ code: 'AMOUNT_TOO_MANY_DECIMALS', values: { decimals: 6 } });
  });

  it('refuses decimals no token can have', () => {
    expect(() => parseAmount('1', -1)).toThrow(RangeError);
    expect(() => parseAmount('1', 1.5)).toThrow(RangeError);
    expect(() => formatAmount(1n, 256)).toThrow(RangeError);
  });

  it('formats exactly and reads back what it wrote, for any amount and decimals', () => {
    expect(formatAmount(1_005_000n, 6)).toBe('1.005');
    expect(formatAmount(0n, 18)).toBe('0');
    expect(formatAmount(5n, 18)).toBe('0.000000000000000005');
    expect(formatAmount(-1_500_000n, 6)).toBe('-1.5');
    expect(formatAmount(1_999_999n, 6, { maxFractionDigits: 3 })).toBe('1.999');
    expect(formatAmount(1_000_400n, 6, { maxFractionDigits: 3 })).toBe('1');
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 40n }), fc.integer({ min: 0, max: 36 }), (units, decimals) => {
        expect(parseAmount(formatAmount(units, decimals), decimals)).toBe(units);
      }),
    );
  });
});

describe('validateSend', () => {
  const problem = (draft: Parameters<typeof validateSend>[0]) => {
    const result = validateSend(draft);
    return result.ok ? undefined : result.problem;
  };

  it("starts with the SPEC's texts: amount and receiver, then token, then the chain", () => {
    expect(problem({ namespace: 'eip155', token: USD6, to: RECEIVER })).toEqual({
      field: 'amount',
      code: 'SEND_AMOUNT_AND_RECEIVER_REQUIRED',
      message: SEND_AMOUNT_AND_RECEIVER_REQUIRED,
    });
    expect(problem({ namespace: 'eip155', token: USD6, amount: '1', to: ' ' })).toEqual({
      field: 'to',
      code: 'SEND_AMOUNT_AND_RECEIVER_REQUIRED',
      message: SEND_AMOUNT_AND_RECEIVER_REQUIRED,
    });
    expect(problem({ namespace: 'eip155', amount: '1', to: RECEIVER })).toEqual({ field: 'token', code: 'SEND_TOKEN_REQUIRED', message: SEND_TOKEN_REQUIRED });
    expect(problem({ namespace: 'bip122', token: ETH, amount: '1', to: RECEIVER })).toEqual({
      field: 'network',
      code: 'SEND_UNSUPPORTED_CHAIN',
      message: SEND_UNSUPPORTED_CHAIN,
    });
    expect(SEND_AMOUNT_AND_RECEIVER_REQUIRED).toBe('An amount and receiver address are required');
    expect(SEND_TOKEN_REQUIRED).toBe('A token is required');
    expect(SEND_UNSUPPORTED_CHAIN).toBe('Unsupported chain');
  });

  it('blocks receivers where value is lost: an address of another namespace, the zero address, the token contract', () => {
    expect(problem({ namespace: 'eip155', token: ETH, amount: '1', to: 'So11111111111111111111111111111111111111112' })?.message).toBe(
      'Enter a valid EVM address (0x and 40 hex characters)',
    );
    expect(problem({ namespace: 'solana', token: { symbol: 'SOL', decimals: 9 }, amount: '1', to: RECEIVER })?.message).toBe('Enter a valid Solana address');
    expect(problem({ namespace: 'eip155', token: ETH, amount: '1', to: `0x${'0'.repeat(40)}` })?.message).toBe('That is the zero address: whatever is sent there is lost');
    expect(problem({ namespace: 'solana', token: { symbol: 'SOL', decimals: 9 }, amount: '1', to: '1'.repeat(32) })?.message).toBe(
      'That is the zero address: whatever is sent there is lost',
    );
    expect(problem({ namespace: 'eip155', token: USD6, amount: '1', to: USD6.address.toLowerCase() })).toEqual({
      field: 'to',
      code: 'SEND_TOKEN_CONTRACT',
      message: 'That is the USDD contract itself: tokens sent there are lost',
      values: { symbol: 'USDD' },
    });
    expect(problem({ namespace: 'eip155', token: ETH, amount: '1', to: 'alice' })?.code).toBe('SEND_INVALID_EVM_ADDRESS');
    expect(problem({ namespace: 'solana', token: { symbol: 'SOL', decimals: 9 }, amount: '1', to: RECEIVER })?.code).toBe('SEND_INVALID_SOLANA_ADDRESS');
    expect(problem({ namespace: 'eip155', token: ETH, amount: '1', to: `0x${'0'.repeat(40)}` })?.code).toBe('SEND_ZERO_ADDRESS');
  });

  it('checks the amount last: exact digits, above 0, within the balance', () => {
    expect(problem({ namespace: 'eip155', token: USD6, amount: '1.0000001', to: RECEIVER })).toEqual({
      field: 'amount',
      code: 'AMOUNT_TOO_MANY_DECIMALS',
      message: 'This token has at most 6 decimals',
      values: { decimals: 6 },
    });
    expect(problem({ namespace: 'eip155', token: USD6, amount: '1,5', to: RECEIVER })).toMatchObject({ field: 'amount', code: 'AMOUNT_MALFORMED' });
    expect(problem({ namespace: 'eip155', token: USD6, amount: '0.000', to: RECEIVER })).toMatchObject({ code: 'SEND_ZERO_AMOUNT', message: 'Enter an amount greater than 0' });
    expect(problem({ namespace: 'eip155', token: USD6, amount: '10.000001', to: RECEIVER })).toEqual({
      field: 'amount',
      code: 'SEND_INSUFFICIENT_BALANCE',
      message: 'Not enough USDD',
      values: { symbol: 'USDD' },
    });
    expect(problem({ namespace: 'eip155', token: { symbol: 'BAD', decimals: 1.5 }, amount: '1', to: RECEIVER })).toEqual({
      field: 'amount',
      code: 'SEND_INVALID_TOKEN_DECIMALS',
      message: "A token's decimals must be a whole number from 0 to 255, not 1.5",
      values: { decimals: '1.5' },
    });
    expect(validateSend({ namespace: 'eip155', token: USD6, amount: '10', to: RECEIVER })).toEqual({
      ok: true,
      send: { namespace: 'eip155', token: USD6, value: 10_000_000n, to: RECEIVER },
    });
    expect(validateSend({ namespace: 'eip155', token: USD6, amount: '1.005', to: RECEIVER })).toMatchObject({ ok: true, send: { value: 1_005_000n } });
  });
});

describe('maxSendable', () => {
  it('leaves the fee of the send on EVM, the fee and the rent-exempt minimum on Solana, and sends tokens whole', () => {
    expect(maxSendable({ kind: 'evmNative', balance: 10n ** 18n, gasLimit: 21_000n, maxFeePerGas: 2_000_000_000n })).toBe(10n ** 18n - 42_000_000_000_000n);
    expect(maxSendable({ kind: 'solanaNative', balance: 1_000_000_000n, fee: 5_000n, rentExemptMinimum: 890_880n })).toBe(999_104_120n);
    expect(maxSendable({ kind: 'token', balance: 1_005_000n })).toBe(1_005_000n);
    expect(maxSendable({ kind: 'evmNative', balance: 1_000n, gasLimit: 21_000n, maxFeePerGas: 1n })).toBe(0n);
  });
});
