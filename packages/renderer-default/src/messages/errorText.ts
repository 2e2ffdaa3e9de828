'use client';
import { useCallback } from 'react';
import { useFormat } from '../format/useFormat.js';
import type { MessageId } from './en.js';
import type { ErrorKey } from './errorKey.js';
import { useMessages } from './MessagesContext.js';
import type { Translate } from './MessagesContext.js';
import { productErrorKey } from './productErrorKeys.js';
import { STATE_TEXTS, walletErrorKey } from './walletErrorKeys.js';

/** Words an error for the visitor, in the modal's language. */
export type ErrorText = (error: unknown) => string;

/** Writes a fiat amount (`'7500.00'`, `'USD'`) in the modal's locale. */
export type FiatFormat = (amount: string, currency: string) => string;

/** The causes of an error, itself first (viem and the product wrap a wallet's answer in their own errors). */
function* causes(error: unknown): Generator<Error> {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 8; depth += 1) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

/** What the error says in English, as the modal showed it before: viem's short message, else the error's message. */
function shownText(error: unknown): string {
  if (typeof error === 'string') return error;
  if (!(error instanceof Error)) return String(error);
  const short = (error as { shortMessage?: unknown }).shortMessage;
  return typeof short === 'string' && short ? short : error.message;
}

/** Arguments that are fiat amounts as the onramp writes them (`7,500.00 USD`), rewritten in the locale. */
const FIAT_ARGUMENTS: Readonly<Partial<Record<MessageId, string>>> = {
  'error.onramp.minimum': 'minimum',
  'error.onramp.maximum': 'maximum',
};
const ENGLISH_FIAT = /^(\d{1,3}(?:,\d{3})*)\.(\d{2}) ([A-Za-z]{3})$/;

function localValues(key: ErrorKey, fiat: FiatFormat | undefined): ErrorKey['values'] {
  const name = FIAT_ARGUMENTS[key.id];
  const value = name === undefined ? undefined : key.values?.[name];
  const parts = typeof value === 'string' ? ENGLISH_FIAT.exec(value) : null;
  if (!parts || !fiat || name === undefined) return key.values;
  return { ...key.values, [name]: fiat(`${(parts[1] as string).replace(/,/g, '')}.${parts[2] as string}`, (parts[3] as string).toUpperCase()) };
}

/** The key of an error, or of a text the product keeps as a string: the first of its causes that has one. */
export function errorKeyOf(error: unknown): ErrorKey | undefined {
  const shown = shownText(error);
  if (typeof error === 'string') {
    const id = STATE_TEXTS.get(error);
    return id ? { id } : undefined;
  }
  for (const cause of causes(error)) {
    const key = productErrorKey(cause, shown) ?? walletErrorKey(cause, shown);
    if (key) return key;
  }
  return undefined;
}

/**
 * The text of an error in the modal's language: the product's own errors by code (a send's problem, an amount, a
 * swap, an onramp refusal, a wallet or network error), a decline in the wallet, a node's or wallet's error by its
 * class, each with the values of its message (symbol, network, name, amounts). An error the product does not know
 * (a service's own text) keeps its message, viem's short message first, as it was sent.
 */
export function errorText(error: unknown, t: Translate, fiat?: FiatFormat): string {
  const key = errorKeyOf(error);
  return key ? t(key.id, localValues(key, fiat)) : shownText(error);
}

/** {@link errorText} bound to the modal's texts and formats. */
export function useErrorText(): ErrorText {
  const t = useMessages();
  const { fiatQuote } = useFormat();
  return useCallback<ErrorText>((error) => errorText(error, t, fiatQuote), [t, fiatQuote]);
}
