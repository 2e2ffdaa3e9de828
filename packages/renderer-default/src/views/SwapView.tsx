'use client';
import { useEffect, useId } from 'react';
import type { FormEvent } from 'react';
import { formatAmount as formatUnitsExact } from '@connect-modal/headless';
import { useConnectConfig, useSwapQuote, useTokenBalances } from '@connect-modal/headless/react';
import { ChevronRightIcon, SwapIcon } from '../icons/icons.js';
import { Button } from '../components/Button.js';
import { IconButton } from '../components/IconButton.js';
import { ListRow } from '../components/ListRow.js';
import { TokenImage } from '../components/TokenImage.js';
import { useFormat } from '../format/useFormat.js';
import { useErrorText } from '../messages/errorText.js';
import { useMessages } from '../messages/MessagesContext.js';
import { useModalServices } from '../modal/ModalServices.js';
import type { ViewProps } from '../modal/viewRegistry.js';
import { seedSwapDraft } from '../swap/swapDraft.js';
import { swapErrorMessage } from '../swap/swapErrorMessage.js';
import { swapTokenBalance, typedSlippage, typedUnits } from '../swap/swapTokens.js';
import { SwapQuoteSummary } from '../swap/SwapQuoteSummary.js';
import { useDebouncedValue } from '../swap/useDebouncedValue.js';
import { useSwapForm } from '../swap/useSwapForm.js';
import { useSwapRun } from '../swap/swapRun.js';
import * as styles from '../send/send.css.js';
import * as swapStyles from '../swap/swap.css.js';
import * as viewStyles from './views.css.js';

/** The arguments Swap was opened with: the swap data, or the `swap` object inside it when the caller nested one. */
function swapArguments(swap: Readonly<Record<string, unknown>> | undefined): Readonly<Record<string, unknown>> | undefined {
  const nested = swap?.swap;
  return nested && typeof nested === 'object' ? (nested as Readonly<Record<string, unknown>>) : swap;
}

/**
 * Swap: the token sold and the token bought (each chosen in TokenSelect), the amount with the balance, a flip
 * button, the slippage and the quote (asked 500 ms after the last keystroke and refreshed every 10 s), then Review,
 * which opens SwapPreview. Off the swap networks it says 'Network not supported for Swaps'.
 */
export function SwapView({ data }: ViewProps) {
  const t = useMessages();
  const errorText = useErrorText();
  const format = useFormat();
  const config = useConnectConfig();
  const { navigate } = useModalServices();
  // Opening the modal on Swap with arguments fills the form, once.
  seedSwapDraft(config, swapArguments(data?.swap));
  const { network, list, draft, from, to, update } = useSwapForm();
  // A new swap starts here: the outcome of the last one is no longer shown.
  const { clear } = useSwapRun();
  useEffect(() => clear(), [clear]);
  const balances = useTokenBalances();
  const ids = { amount: useId(), slippage: useId(), from: useId(), to: useId() };

  const amount = useDebouncedValue(draft.amount.trim());
  const slippage = typedSlippage(draft.slippage);
  const units = from ? typedUnits(draft.amount, from.decimals) : undefined;
  const balance = swapTokenBalance(balances.data, from, network?.caipNetworkId);
  const short = balance !== undefined && units !== undefined && units > balance;
  const settled = amount === draft.amount.trim();
  const quote = useSwapQuote({
    from: from?.address,
    to: to?.address,
    amount: amount || undefined,
    slippage,
    query: { enabled: slippage !== undefined && !short && units !== undefined && units > 0n, placeholderData: (previous) => previous },
  });
  const { isExpired, refetch } = quote;
  // A quote past its lifetime is replaced at once; it cannot be reviewed meanwhile.
  useEffect(() => {
    if (isExpired) void refetch();
  }, [isExpired, refetch]);

  if (list.error) {
    return (
      <div className={viewStyles.view} data-testid="swap-view">
        <p className={styles.alert} role="alert" data-testid="swap-unsupported">
          {swapErrorMessage(list.error, errorText)}
        </p>
      </div>
    );
  }

  const current =
    quote.data && !quote.isPlaceholderData && settled && units !== undefined && quote.data.fromAmount === units && quote.data.slippage === slippage &&
    quote.data.from.address === from?.address && quote.data.to.address === to?.address
      ? quote.data
      : undefined;
  const quoteError = quote.error && !quote.isFetching ? swapErrorMessage(quote.error, errorText) : undefined;
  const reviewable = Boolean(current) && !isExpired && !short;

  const flip = () => update({ from: draft.to, to: draft.from });
  const review = (event: FormEvent) => {
    event.preventDefault();
    if (reviewable) navigate('SwapPreview');
  };
  const tokenRow = (side: 'from' | 'to') => {
    const token = side === 'from' ? from : to;
    return (
      <div className={styles.field}>
        <span className={styles.label} id={ids[side]}>
          {t(side === 'from' ? 'swap.from' : 'swap.to')}
        </span>
        <ListRow
          className={styles.tokenRow}
          data-testid={`swap-${side}-token`}
          id={`${ids[side]}-row`}
          aria-labelledby={`${ids[side]} ${ids[side]}-row`}
          disabled={!list.tokens}
          leading={token ? <TokenImage src={token.logoUri || undefined} symbol={token.symbol} /> : undefined}
          title={token ? token.symbol : list.isLoading ? t('swap.loadingTokens') : t('swap.chooseToken')}
          subtitle={token?.name}
          trailing={<ChevronRightIcon size={16} />}
          onClick={() => navigate('TokenSelect', { side })}
        />
      </div>
    );
  };

  return (
    <div className={viewStyles.view} data-testid="swap-view">
      <form className={styles.form} onSubmit={review} noValidate>
        {tokenRow('from')}
        <div className={styles.field}>
          <div className={styles.labelRow}>
            <label className={styles.label} htmlFor={ids.amount}>
              {t('swap.amount')}
            </label>
            {from && balance !== undefined && (
              <span className={styles.note} id={`${ids.amount}-balance`} data-testid="swap-balance">
                {t('swap.balance', { amount: format.tokenAmount(formatUnitsExact(balance, from.decimals)), symbol: from.symbol })}
              </span>
            )}
          </div>
          <input
            id={ids.amount}
            className={styles.input}
            data-testid="swap-amount"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.0"
            value={draft.amount}
            aria-invalid={short || undefined}
            aria-describedby={[short && `${ids.amount}-error`, balance !== undefined && `${ids.amount}-balance`].filter(Boolean).join(' ') || undefined}
            onChange={(event) => update({ amount: event.target.value })}
          />
          {short && from && (
            <p className={styles.fieldError} role="alert" id={`${ids.amount}-error`} data-testid="swap-balance-error">
              {t('swap.insufficientBalance', { symbol: from.symbol })}
            </p>
          )}
        </div>
        <div className={swapStyles.flipRow}>
          <IconButton label={t('swap.flip')} data-testid="swap-flip" disabled={!from || !to} onClick={flip}>
            <SwapIcon size={18} />
          </IconButton>
        </div>
        {tokenRow('to')}
        <div className={styles.field}>
          <label className={styles.label} htmlFor={ids.slippage}>
            {t('swap.slippage')}
          </label>
          <input
            id={ids.slippage}
            className={`${styles.input} ${swapStyles.slippageInput}`}
            data-testid="swap-slippage"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={draft.slippage}
            aria-invalid={slippage === undefined || undefined}
            aria-describedby={slippage === undefined ? `${ids.slippage}-error` : undefined}
            onChange={(event) => update({ slippage: event.target.value })}
          />
          {slippage === undefined && (
            <p className={styles.fieldError} role="alert" id={`${ids.slippage}-error`} data-testid="swap-slippage-error">
              {t('swap.slippageInvalid')}
            </p>
          )}
        </div>
        <SwapQuoteSummary
          quote={quote.data && !short && units !== undefined && units > 0n && slippage !== undefined ? quote.data : undefined}
          tokens={list.tokens}
          status={
            isExpired ? 'expired' : quote.isFetching && !quote.data ? 'quoting' : quote.isFetching || (quote.data && !current) ? 'refreshing' : 'ready'
          }
          error={short ? undefined : quoteError}
        />
        <Button type="submit" variant="primary" fullWidth data-testid="swap-review" disabled={!reviewable}>
          {t('swap.review')}
        </Button>
      </form>
    </div>
  );
}
