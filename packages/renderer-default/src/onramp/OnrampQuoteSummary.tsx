'use client';
import type { GetOnrampQuoteReturnType } from '@connect-modal/headless';
import { Spinner } from '../components/Spinner.js';
import { useFormat } from '../format/useFormat.js';
import { useMessages } from '../messages/MessagesContext.js';
import * as styles from '../send/send.css.js';
import * as swapStyles from '../swap/swap.css.js';

/** Where the quote is: none asked yet, being asked, refreshed (the last one still shown), or current. */
export type OnrampQuoteStatus = 'idle' | 'quoting' | 'refreshing' | 'ready';

/**
 * The quote of a purchase: what the visitor pays, the provider's and the network's fees, and the exact amount
 * received; or the service's refusal (not an amount's, which its field shows).
 */
export function OnrampQuoteSummary({
  quote,
  status,
  error,
}: {
  quote: GetOnrampQuoteReturnType | undefined;
  status: OnrampQuoteStatus;
  error: string | undefined;
}) {
  const t = useMessages();
  const format = useFormat();
  const rows: { id: string; label: string; value: string }[] = quote
    ? [
        { id: 'onramp-quote-total', label: t('onramp.quote.total'), value: format.fiatQuote(quote.paymentTotal.amount, quote.paymentTotal.currency) },
        { id: 'onramp-quote-provider-fee', label: t('onramp.quote.providerFee'), value: format.fiatQuote(quote.coinbaseFee.amount, quote.coinbaseFee.currency) },
        { id: 'onramp-quote-network-fee', label: t('onramp.quote.networkFee'), value: format.fiatQuote(quote.networkFee.amount, quote.networkFee.currency) },
        { id: 'onramp-quote-amount', label: t('onramp.quote.receive'), value: `${format.exact(quote.purchaseAmount.amount)} ${quote.purchaseAmount.currency}` },
      ]
    : [];
  return (
    <div aria-live="polite" data-testid="onramp-quote-area">
      {error && (
        <p className={styles.alert} role="alert" data-testid="onramp-quote-error">
          {error}
        </p>
      )}
      {!error && status === 'quoting' && (
        <p className={styles.note} data-testid="onramp-quoting">
          <Spinner /> {t('onramp.quoting')}
        </p>
      )}
      {!error && quote && (
        <dl className={swapStyles.quote} aria-label={t('onramp.quote.label')} data-testid="onramp-quote" data-status={status}>
          {rows.map((row) => (
            <div key={row.id} className={swapStyles.quoteRow}>
              <dt className={`${styles.label} ${swapStyles.quoteLabel}`}>{row.label}</dt>
              <dd className={swapStyles.quoteValue} data-testid={row.id}>
                {row.value}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {!error && status === 'refreshing' && quote && (
        <p className={styles.note} data-testid="onramp-refreshing">
          {t('onramp.refreshing')}
        </p>
      )}
    </div>
  );
}
