'use client';
import { useContext, useMemo } from 'react';
import {
  FormatError,
  formatCount,
  formatDecimal,
  formatFiat,
  formatFiatExact,
  formatMonthTitle,
  formatPercent,
  formatRelativeTime,
  formatTokenAmount,
} from '@connect-modal/headless';
import type { DateInput } from '@connect-modal/headless';
import { useConnectConfig } from '@connect-modal/headless/react';
import { MessagesContext } from '../messages/MessagesContext.js';
import { useLocaleState } from '../messages/localeState.js';

/** Shown for a value a service sent that cannot be written as a number or date: never a made-up 0. */
export const UNREADABLE_VALUE = '—';

/** The headless formats bound to the locale the modal shows. */
export interface Formats {
  /** The locale the values are written in. */
  readonly locale: string;
  /** A balance or history amount: 3 fraction digits, truncated; exactly 3 with `fixed`; `<0.001` below. */
  tokenAmount(value: string, options?: { fixed?: boolean }): string;
  /** An exact amount (a review, a quote, a fee in percent): every digit kept, no grouping, as typed. */
  exact(value: string): string;
  /** Dollars to 2 fraction digits (`$1,234.57`, `<$0.01`). */
  usd(value: string | number): string;
  /** A fiat amount as a service quotes it, every digit kept, with its code after (`7,500.00 USD`). */
  fiatQuote(value: string, currency: string): string;
  /** A value in percent (`1%`, `0.5%`). */
  percent(value: number | string): string;
  /** A whole number (`1,234`). */
  count(value: number): string;
  /** An Activity month title: the month alone in the current year, otherwise month and year. */
  monthTitle(date: DateInput, now: DateInput): string;
  /** A short relative time (`now`, `5 min ago`). */
  relativeTime(then: DateInput, now: DateInput): string;
  /** Left-to-right text (an email address) kept in its order inside a right-to-left sentence. */
  ltr(text: string): string;
}

/** A format that shows UNREADABLE_VALUE for a value it refuses (a service's malformed number), instead of failing the view. */
function readable<Args extends unknown[]>(format: (...args: Args) => string): (...args: Args) => string {
  return (...args) => {
    try {
      return format(...args);
    } catch (error) {
      if (error instanceof FormatError) return UNREADABLE_VALUE;
      throw error;
    }
  };
}

const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * A value kept left to right in a right-to-left locale (money, an email address). Intl writes Arabic dollars as
 * "‏32.00 US$" (with a right-to-left mark), which a right-to-left line shows as "$US 32.00"; isolated, it reads
 * "32.00 US$".
 */
function leftToRightIn(locale: string): (text: string) => string {
  return /^(ar|fa|he|ur)(-|$)/i.test(locale) ? (text) => `${LEFT_TO_RIGHT_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}` : (text) => text;
}

/** The formats of a locale. */
export function createFormats(locale: string): Formats {
  const money = leftToRightIn(locale);
  return {
    locale,
    tokenAmount: readable((value: string, options?: { fixed?: boolean }) => formatTokenAmount(value, locale, options)),
    exact: readable((value: string) => formatDecimal(value, locale, { grouping: false })),
    usd: readable((value: string | number) => money(formatFiat(value, 'USD', locale))),
    fiatQuote: readable((value: string, currency: string) => money(formatFiatExact(value, currency, locale))),
    percent: readable((value: number | string) => formatPercent(value, locale)),
    count: readable((value: number) => formatCount(value, locale)),
    monthTitle: readable((date: DateInput, now: DateInput) => formatMonthTitle(date, now, locale)),
    relativeTime: readable((then: DateInput, now: DateInput) => formatRelativeTime(then, now, locale)),
    ltr: money,
  };
}

/**
 * The formats of the locale the modal shows: the nearest texts' locale inside the modal, the config's locale
 * state outside it (English on the server and in the first render, as the texts are).
 */
export function useFormat(): Formats {
  const provided = useContext(MessagesContext);
  const state = useLocaleState(useConnectConfig());
  const locale = provided?.locale ?? state.id;
  return useMemo(() => createFormats(locale), [locale]);
}
