'use client';
import { useId } from 'react';
import type { FormEvent } from 'react';
import type { OnrampPaymentMethod } from '@connect-modal/headless';
import { useOnrampQuote } from '@connect-modal/headless/react';
import { Button } from '../components/Button.js';
import { Spinner } from '../components/Spinner.js';
import { useErrorText } from '../messages/errorText.js';
import { useMessages } from '../messages/MessagesContext.js';
import { useModalServices } from '../modal/ModalServices.js';
import type { ViewProps } from '../modal/viewRegistry.js';
import { useFormat } from '../format/useFormat.js';
import { isOnrampAmountError, onrampErrorMessage } from '../onramp/onrampChoices.js';
import { OnrampQuoteSummary } from '../onramp/OnrampQuoteSummary.js';
import { useOnrampForm } from '../onramp/useOnrampForm.js';
import * as onrampStyles from '../onramp/onramp.css.js';
import * as styles from '../send/send.css.js';
import { useDebouncedValue } from '../swap/useDebouncedValue.js';
import * as viewStyles from './views.css.js';

/** How often a shown quote is asked for again: its lifetime, 30 s. */
const QUOTE_REFRESH_MS = 30_000;

const METHODS: readonly OnrampPaymentMethod[] = ['card', 'bank'];

/**
 * Onramp (Buy): the fiat amount to pay (a decimal string) in a payment currency of the options, the payment method
 * (card or bank), the currency bought on the active network, and a live quote (asked 500 ms after the last
 * keystroke) with its fees and the exact amount received; an amount outside the limits shows the onramp's own
 * message under the field. Continue opens OnrampProviders.
 */
export function OnrampView(_props: ViewProps) {
  const t = useMessages();
  const errorText = useErrorText();
  const format = useFormat();
  const { navigate } = useModalServices();
  const form = useOnrampForm();
  const { network, options, draft, update, paymentCurrency, paymentMethod, purchaseCurrency, limits } = form;
  const ids = { amount: useId(), currency: useId(), buy: useId() };

  const typed = draft.amount.trim();
  const amount = useDebouncedValue(typed);
  const settled = amount === typed;
  const quote = useOnrampQuote({
    amount: amount || undefined,
    paymentCurrency,
    paymentMethod,
    purchaseCurrency,
    query: { enabled: purchaseCurrency !== undefined, placeholderData: (previous) => previous, refetchInterval: QUOTE_REFRESH_MS },
  });

  if (options.isPending || options.isError || form.unsold || !network) {
    return (
      <div className={viewStyles.view} data-testid="onramp-view">
        {options.isPending && (
          <p className={styles.note} data-testid="onramp-loading">
            <Spinner /> {t('onramp.loading')}
          </p>
        )}
        {options.isError && (
          <>
            <p className={styles.alert} role="alert" data-testid="onramp-options-error">
              {onrampErrorMessage(options.error, errorText, t('onramp.unavailable'))}
            </p>
            <Button variant="secondary" fullWidth onClick={() => void options.refetch()} data-testid="onramp-retry">
              {t('onramp.retry')}
            </Button>
          </>
        )}
        {form.unsold && network && (
          <p className={styles.alert} role="alert" data-testid="onramp-unsold">
            {t('onramp.unsold', { network: network.name })}
          </p>
        )}
      </div>
    );
  }

  const current = quote.data && !quote.isPlaceholderData && settled && typed !== '' ? quote.data : undefined;
  const failure = quote.error && !quote.isFetching && settled ? quote.error : undefined;
  const amountError = failure && isOnrampAmountError(failure) ? errorText(failure) : undefined;
  const quoteError = failure && !amountError ? onrampErrorMessage(failure, errorText, t('onramp.unavailable')) : undefined;
  const shown = typed !== '' && !amountError ? quote.data : undefined;
  const status = typed === '' ? 'idle' : quote.isFetching && !quote.data ? 'quoting' : quote.isFetching || (quote.data && !current) ? 'refreshing' : 'ready';

  const proceed = (event: FormEvent) => {
    event.preventDefault();
    if (current) navigate('OnrampProviders');
  };

  return (
    <div className={viewStyles.view} data-testid="onramp-view">
      <form className={styles.form} onSubmit={proceed} noValidate>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={ids.amount}>
            {t('onramp.amount')}
          </label>
          <div className={styles.inputRow}>
            <input
              id={ids.amount}
              className={styles.input}
              data-testid="onramp-amount"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              value={draft.amount}
              aria-invalid={amountError ? true : undefined}
              aria-describedby={[amountError && `${ids.amount}-error`, `${ids.amount}-limits`].filter(Boolean).join(' ')}
              onChange={(event) => update({ amount: event.target.value })}
            />
            <select
              className={onrampStyles.select}
              data-testid="onramp-currency"
              aria-label={t('onramp.currency')}
              value={paymentCurrency}
              onChange={(event) => update({ paymentCurrency: event.target.value })}
            >
              {form.paymentCurrencies.map((id) => (
                <option key={id} value={id}>
                  {id}
                </option>
              ))}
            </select>
          </div>
          <p className={styles.note} id={`${ids.amount}-limits`} data-testid="onramp-limits">
            {t('onramp.limits', { min: format.fiatQuote(limits.min, paymentCurrency), max: format.fiatQuote(limits.max, paymentCurrency) })}
          </p>
          {amountError && (
            <p className={styles.fieldError} role="alert" id={`${ids.amount}-error`} data-testid="onramp-amount-error">
              {amountError}
            </p>
          )}
        </div>

        <fieldset className={onrampStyles.methods}>
          <legend className={`${styles.label} ${onrampStyles.legend}`}>{t('onramp.method')}</legend>
          <div className={onrampStyles.methodOptions}>
            {METHODS.map((method) => (
              <label key={method} className={onrampStyles.method} data-checked={method === paymentMethod}>
                <input
                  className={onrampStyles.radio}
                  type="radio"
                  name={`${ids.amount}-method`}
                  value={method}
                  data-testid={`onramp-method-${method}`}
                  checked={method === paymentMethod}
                  onChange={() => update({ paymentMethod: method })}
                />
                {t(method === 'card' ? 'onramp.method.card' : 'onramp.method.bank')}
              </label>
            ))}
          </div>
        </fieldset>

        <div className={styles.field}>
          <label className={styles.label} htmlFor={ids.buy}>
            {t('onramp.buy')}
          </label>
          <select
            id={ids.buy}
            className={onrampStyles.wideSelect}
            data-testid="onramp-purchase-currency"
            aria-describedby={`${ids.buy}-network`}
            value={purchaseCurrency ?? ''}
            onChange={(event) => update({ purchaseCurrency: event.target.value })}
          >
            {form.symbols.map((symbol) => (
              <option key={symbol} value={symbol}>
                {symbol}
              </option>
            ))}
          </select>
          <p className={styles.note} id={`${ids.buy}-network`} data-testid="onramp-network">
            {t('onramp.network', { network: network.name })}
          </p>
        </div>

        <OnrampQuoteSummary quote={shown} status={status} error={quoteError} />
        <Button type="submit" variant="primary" fullWidth data-testid="onramp-continue" disabled={!current}>
          {t('onramp.continue')}
        </Button>
      </form>
    </div>
  );
}
