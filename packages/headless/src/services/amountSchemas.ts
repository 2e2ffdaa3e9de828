import * as z from '../core/validation/lite.js';

/**
 * Longest amount text a service may send: a uint256 has at most 78 digits, so 78 whole digits, a point and up to
 * 81 fraction digits hold any token amount at any decimals a token uses. Anything longer is not an amount.
 */
export const MAX_AMOUNT_TEXT_LENGTH = 160;

/** Most decimals a token can have: ERC-20's `decimals` is a uint8. */
export const MAX_TOKEN_DECIMALS = 255;

/** Longest hex balance text: `0x` and 64 hex digits of a uint256, with room for leading zeros. */
export const MAX_HEX_BALANCE_LENGTH = 130;

/**
 * A token amount as a service writes it: a plain decimal string of a finite, non-negative number (`'0'`, `'1.5'`,
 * `'1234.000001'`). Signs, exponents, `NaN`, `Infinity`, words, spaces and the empty string are refused, so an
 * amount the service could not give is never shown as a number.
 */
export const amountTextSchema = z
  .string()
  .check(z.maxLength(MAX_AMOUNT_TEXT_LENGTH), z.regex(/^\d+(\.\d+)?$/, 'Expected a non-negative decimal such as "1.5"'));

/** A token's decimals as a service writes them: a whole number from 0 to 255, as text (`'18'`). */
export const decimalsTextSchema = z
  .string()
  .check(
    z.regex(/^\d{1,3}$/, 'Expected whole decimals such as "18"'),
    z.refine((value) => Number(value) <= MAX_TOKEN_DECIMALS, `Expected decimals of at most ${MAX_TOKEN_DECIMALS}`),
  );

/** A token's decimals as a number: a whole number from 0 to 255. */
export const decimalsNumberSchema = z.int().check(z.nonnegative(), z.lte(MAX_TOKEN_DECIMALS));

/** A price or a dollar value: a finite, non-negative number (JSON's `1e400` parses to Infinity and is refused). */
export const moneyNumberSchema = z.number().check(z.nonnegative());

/** A hex balance of at most 256 bits (`0x`, `0x0`, `0xde0b6b3a7640000`); leading zeros do not count. */
export const hexBalanceSchema = z
  .string()
  .check(z.maxLength(MAX_HEX_BALANCE_LENGTH), z.regex(/^0x0*[0-9a-fA-F]{0,64}$/, 'Expected a hex balance of at most 256 bits'));
