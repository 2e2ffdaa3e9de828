// Exact onramp amounts: fiat as integer cents, crypto as integer base units, both read from and written as decimal
// strings. Nothing on the onramp's paths goes through a floating-point number.
import { ReplyError, jsonReply } from './ApiReply.js';

/** Machine-readable causes of the onramp's 400 answers, sent as `code` beside `error`. */
export type OnrampErrorCode =
  | 'INVALID_BODY'
  | 'INVALID_AMOUNT'
  | 'AMOUNT_BELOW_MINIMUM'
  | 'AMOUNT_ABOVE_MAXIMUM'
  | 'AMOUNT_TOO_SMALL'
  | 'UNKNOWN_CURRENCY'
  | 'UNKNOWN_NETWORK'
  | 'UNKNOWN_PROVIDER'
  | 'UNKNOWN_PAYMENT_METHOD'
  | 'INVALID_DESTINATION'
  | 'UNDELIVERABLE_NETWORK';

/** A 400 answer `{ error, code }`, thrown to end a handler. */
export function onrampError(code: OnrampErrorCode, message: string): ReplyError {
  return new ReplyError(jsonReply(400, { error: message, code }));
}

/** Largest fiat amount read: a billion in the payment currency, far over any limit. */
const MAX_FIAT_DIGITS = 10;
const FIAT = /^(\d+)(?:\.(\d{1,2}))?$/;
const CRYPTO = /^(\d+)(?:\.(\d+))?$/;

/** Cents of a fiat amount written as a decimal string with at most two decimals ("100", "99.5", "7500.00"). */
export function parseFiatCents(value: unknown, field = 'amount'): bigint {
  if (typeof value !== 'string') {
    throw onrampError('INVALID_AMOUNT', `${field} must be a decimal string such as "100.00", not ${typeof value}`);
  }
  const match = FIAT.exec(value.trim());
  if (!match || (match[1] ?? '').length > MAX_FIAT_DIGITS) {
    throw onrampError('INVALID_AMOUNT', `${field} must be digits with at most two decimals after a dot, such as "100.00"`);
  }
  const cents = BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  if (cents <= 0n) throw onrampError('INVALID_AMOUNT', `${field} must be more than 0`);
  return cents;
}

/** Base units of a crypto amount written as a decimal string, refusing more decimals than the currency has. */
export function parseCryptoUnits(value: unknown, decimals: number, symbol: string, field = 'presetCryptoAmount'): bigint {
  if (typeof value !== 'string') {
    throw onrampError('INVALID_AMOUNT', `${field} must be a decimal string such as "0.05", not ${typeof value}`);
  }
  const match = CRYPTO.exec(value.trim());
  if (!match || (match[1] ?? '').length > 30) {
    throw onrampError('INVALID_AMOUNT', `${field} must be digits with a dot for decimals, such as "0.05"`);
  }
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) throw onrampError('INVALID_AMOUNT', `${symbol} has at most ${decimals} decimals`);
  const units = BigInt(`${match[1] ?? '0'}${fraction.padEnd(decimals, '0')}`);
  if (units <= 0n) throw onrampError('INVALID_AMOUNT', `${field} must be more than 0`);
  return units;
}

/** Cents as a decimal string with two decimals ("7500.00"). Also reads basis points as a percentage ("1.50"). */
export function formatCents(cents: bigint): string {
  const negative = cents < 0n;
  const digits = (negative ? -cents : cents).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** Base units as an exact decimal string, trailing fraction zeros dropped ("0.032666666666666666", "2"). */
export function formatUnitsExact(units: bigint, decimals: number): string {
  const digits = units.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** Fiat amount for a message: "7,500.00 USD". */
export function describeCents(cents: bigint, currency: string): string {
  const [whole = '0', fraction = '00'] = formatCents(cents).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction} ${currency}`;
}

/** `numerator / denominator`, rounded up (both positive). */
export function divCeil(numerator: bigint, denominator: bigint): bigint {
  return (numerator + denominator - 1n) / denominator;
}
