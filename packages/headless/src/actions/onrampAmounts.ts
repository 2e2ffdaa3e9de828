// Exact fiat amounts of the onramp: decimal strings with at most two decimals in, integer cents inside. Limits come
// from the onramp options (the provider's own, else the payment currency's) and fall back to the specification's.
import type { OnrampOptions } from '../services/blockchainApiSchemas.js';
import { OnrampError } from './onrampErrors.js';

/** Payment methods the limits are given for. */
export type OnrampPaymentMethod = 'card' | 'bank';

/** A payment method's fiat limits, as decimal strings with two decimals. */
export interface OnrampLimits {
  readonly min: string;
  readonly max: string;
}

/** The specification's fallback limits, used where the options name none: card 10 to 7,500, bank 10 to 25,000. */
export const ONRAMP_FALLBACK_LIMITS: Readonly<Record<OnrampPaymentMethod, OnrampLimits>> = {
  card: { min: '10.00', max: '7500.00' },
  bank: { min: '10.00', max: '25000.00' },
};

const FIAT = /^(\d{1,10})(?:\.(\d{1,2}))?$/;

/** Cents of a decimal fiat string, or undefined when it is not one (at most two decimals, no sign, no exponent). */
export function fiatCents(value: string): bigint | undefined {
  const match = FIAT.exec(value.trim());
  if (!match) return undefined;
  return BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** Cents as a decimal string with two decimals ("7500.00"). */
export function formatFiatCents(cents: bigint): string {
  const digits = cents.toString().padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

function methodOf(id: string): OnrampPaymentMethod | undefined {
  if (id === 'card') return 'card';
  if (id === 'bank' || /BANK/i.test(id)) return 'bank';
  return undefined;
}

function readable(limit: { min: string; max: string } | undefined): OnrampLimits | undefined {
  if (!limit) return undefined;
  const min = fiatCents(limit.min);
  const max = fiatCents(limit.max);
  return min !== undefined && max !== undefined && min <= max ? { min: formatFiatCents(min), max: formatFiatCents(max) } : undefined;
}

/**
 * The fiat limits of a purchase: the provider's own for the method when the options list them, else the payment
 * currency's, else {@link ONRAMP_FALLBACK_LIMITS} (also when there are no options at all).
 */
export function getOnrampLimits(
  options: OnrampOptions | undefined,
  parameters: { readonly paymentCurrency: string; readonly paymentMethod: OnrampPaymentMethod; readonly provider?: string | undefined },
): OnrampLimits {
  const { paymentCurrency, paymentMethod, provider } = parameters;
  const chosen = provider === undefined ? options?.providers?.[0] : options?.providers?.find((item) => item.id === provider);
  const own = readable(chosen?.paymentMethodLimits?.find((limit) => methodOf(limit.id) === paymentMethod));
  if (own) return own;
  const currency = options?.paymentCurrencies.find((item) => item.id.toUpperCase() === paymentCurrency.toUpperCase());
  return readable(currency?.payment_method_limits.find((limit) => methodOf(limit.id) === paymentMethod)) ?? ONRAMP_FALLBACK_LIMITS[paymentMethod];
}

function describe(amount: string, currency: string): string {
  const [whole = '0', fraction = '00'] = amount.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction} ${currency}`;
}

/**
 * Checks a fiat amount against limits and returns it with two decimals ("100" gives "100.00"). Refuses, with a
 * message for the visitor, what is not a plain decimal with at most two decimals, and what lies outside the limits.
 */
export function checkOnrampAmount(amount: string, limits: OnrampLimits, currency: string): string {
  if (amount.trim() === '') throw new OnrampError('ONRAMP_INVALID_AMOUNT', 'Enter an amount');
  const cents = fiatCents(amount);
  if (cents === undefined) {
    throw new OnrampError('ONRAMP_INVALID_AMOUNT', 'Enter the amount as digits, with a dot and at most two decimals (like 100.00)');
  }
  const min = fiatCents(limits.min) ?? 0n;
  const max = fiatCents(limits.max) ?? 0n;
  if (cents < min) throw new OnrampError('ONRAMP_AMOUNT_BELOW_MINIMUM', `The minimum is ${describe(limits.min, currency)}`);
  if (cents > max) throw new OnrampError('ONRAMP_AMOUNT_ABOVE_MAXIMUM', `The maximum is ${describe(limits.max, currency)}`);
  return formatFiatCents(cents);
}
