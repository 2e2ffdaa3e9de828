'use client';
import { formatAmount as formatUnitsExact } from '@connect-modal/headless';
import type { GetSwapTokensReturnType, SwapQuote } from '@connect-modal/headless';
import { Spinner } from '../components/Spinner.js';
import { useFormat } from '../format/useFormat.js';
import { useMessages } from '../messages/MessagesContext.js';
import * as styles from '../send/send.css.js';
import * as swapStyles from './swap.css.js';

/** Where the quote is: being asked for the first time, refreshed (the last one still shown), expired, or current. */
export type SwapQuoteStatus = 'quoting' | 'refreshing' | 'expired' | 'ready';

/**
 * The route of a quote in symbols, first to last (`ETH → DEV`). Hops are CAIP-10 ids or bare addresses; the ends
 * are the tokens sold and bought (a pool's wrapped native token stands for the native currency), and a middle hop
 * that is not a listed token shows its address.
 */
export function routeOf(quote: SwapQuote, tokens: GetSwapTokensReturnType | undefined): string {
  const last = quote.path.length - 1;
  return quote.path
    .map((hop, index) => {
      const address = (hop.split(':').pop() ?? hop).toLowerCase();
      const listed = tokens?.find((token) => token.address.toLowerCase() === hop.toLowerCase() || token.address.toLowerCase().endsWith(`:${address}`));
      if (listed) return listed.symbol;
      if (index === 0) return quote.from.symbol;
      if (index === last) return quote.to.symbol;
      return hop.split(':').pop() ?? hop;
    })
    .join(' → ');
}

/** The quote: the exact amount bought, the minimum received and the route, with the quote's state and refusal. */
export function SwapQuoteSummary({
  quote,
  tokens,
  status,
  error,
}: {
  quote: SwapQuote | undefined;
  tokens: GetSwapTokensReturnType | undefined;
  status: SwapQuoteStatus;
  error: string | undefined;
}) {
  const t = useMessages();
  const format = useFormat();
  return (
    <div aria-live="polite" data-testid="swap-quote-area">
      {error && (
        <p className={styles.alert} role="alert" data-testid="swap-quote-error">
          {error}
        </p>
      )}
      {!error && status === 'quoting' && (
        <p className={styles.note} data-testid="swap-quoting">
          <Spinner /> {t('swap.quoting')}
        </p>
      )}
      {!error && quote && (
        <dl className={swapStyles.quote} aria-label={t('swap.quoteLabel')} data-testid="swap-quote" data-status={status}>
          <div className={swapStyles.quoteRow}>
            <dt className={`${styles.label} ${swapStyles.quoteLabel}`}>{t('swap.receive')}</dt>
            <dd className={swapStyles.quoteValue} data-testid="swap-quote-amount">
              {`${format.exact(formatUnitsExact(quote.toAmount, quote.to.decimals))} ${quote.to.symbol}`}
            </dd>
          </div>
          <div className={swapStyles.quoteRow}>
            <dt className={`${styles.label} ${swapStyles.quoteLabel}`}>{t('swap.minimum')}</dt>
            <dd className={swapStyles.quoteValue} data-testid="swap-quote-minimum">
              {`${format.exact(formatUnitsExact(quote.toAmountMin, quote.to.decimals))} ${quote.to.symbol}`}
            </dd>
          </div>
          <div className={swapStyles.quoteRow}>
            <dt className={`${styles.label} ${swapStyles.quoteLabel}`}>{t('swap.route')}</dt>
            <dd className={swapStyles.quoteValue} data-testid="swap-quote-route">
              {routeOf(quote, tokens)}
            </dd>
          </div>
        </dl>
      )}
      {!error && status === 'refreshing' && quote && (
        <p className={styles.note} data-testid="swap-refreshing">
          {t('swap.refreshing')}
        </p>
      )}
      {!error && status === 'expired' && (
        <p className={styles.note} data-testid="swap-expired">
          {t('swap.expired')}
        </p>
      )}
    </div>
  );
}
