'use client';
import { useEffect } from 'react';
import { formatAmount as formatUnitsExact } from '@connect-modal/headless';
import type { SwapStep } from '@connect-modal/headless';
import { useSwapQuote } from '@connect-modal/headless/react';
import { Button } from '../components/Button.js';
import { NetworkImage } from '../components/NetworkImage.js';
import { Spinner } from '../components/Spinner.js';
import { useConfirmGuard } from '../components/useConfirmGuard.js';
import { TokenImage } from '../components/TokenImage.js';
import { useFormat } from '../format/useFormat.js';
import type { MessageId } from '../messages/en.js';
import { useErrorText } from '../messages/errorText.js';
import { useMessages } from '../messages/MessagesContext.js';
import type { ViewProps } from '../modal/viewRegistry.js';
import { swapErrorMessage } from '../swap/swapErrorMessage.js';
import { isNativeSwapToken, typedSlippage } from '../swap/swapTokens.js';
import { SwappedState } from '../swap/SwappedState.js';
import { useSwapRun } from '../swap/swapRun.js';
import { useSwapForm } from '../swap/useSwapForm.js';
import * as styles from '../send/send.css.js';
import * as swapStyles from '../swap/swap.css.js';
import * as viewStyles from './views.css.js';

const STEP_TEXT: Record<SwapStep, MessageId> = { resetting: 'swap.resetting', approving: 'swap.approving', swapping: 'swap.swapping' };

/**
 * SwapPreview: what is sold and bought, the minimum received, the slippage and the network, the steps (the reset
 * to 0 for a token that needs it, the exact approval, the swap), and Confirm. Confirm ignores clicks for its first
 * 500 ms and is disabled while the wallet is asked (a repeated submit joins the one under way); an expired quote is
 * refreshed before it can be confirmed. An approval is shown on ApproveTransaction first (spender, token, exact
 * amount), then the swap goes on here. A decline is shown here and the form is kept; once swapped, the hash.
 */
export function SwapPreviewView(_props: ViewProps) {
  const t = useMessages();
  const errorText = useErrorText();
  const format = useFormat();
  const { network, list, draft, from, to } = useSwapForm();
  const slippage = typedSlippage(draft.slippage);
  const quote = useSwapQuote({ from: from?.address, to: to?.address, amount: draft.amount.trim() || undefined, slippage, query: { placeholderData: (previous) => previous } });
  // The swap lives outside the view: an approval shown on ApproveTransaction comes back here to a swap under way.
  const { run, start } = useSwapRun();
  const isPending = run.status === 'pending';
  const step = run.status === 'pending' ? run.step : undefined;
  const error = run.status === 'error' ? run.error : undefined;
  const armed = useConfirmGuard();
  const { isExpired, refetch } = quote;
  useEffect(() => {
    if (isExpired && !isPending) void refetch();
  }, [isExpired, isPending, refetch]);

  if (run.status === 'success') return <SwappedState swapped={run.data} quote={run.quote} />;
  const current = quote.data;
  if (!from || !to || !network || !current) return null;
  const sold = format.exact(formatUnitsExact(current.fromAmount, from.decimals));
  const steps: { id: SwapStep; text: string }[] = [];
  if (!isNativeSwapToken(from.address)) {
    if (from.approvalResetRequired === true) steps.push({ id: 'resetting', text: t('swap.step.reset', { symbol: from.symbol }) });
    steps.push({ id: 'approving', text: t('swap.step.approve', { amount: sold, symbol: from.symbol }) });
  }
  steps.push({ id: 'swapping', text: t('swap.step.swap', { from: from.symbol, to: to.symbol }) });
  const confirm = () => {
    // Clicks in the first 500 ms are ignored: the button may have appeared under a pointer aimed elsewhere.
    if (!armed || isPending || isExpired) return;
    start(current);
  };

  return (
    <div className={viewStyles.view} data-testid="swap-preview-view" aria-busy={isPending || undefined}>
      <dl className={styles.summary}>
        <div className={styles.summaryRow}>
          <dt className={styles.label}>{t('swap.sell')}</dt>
          <dd className={styles.summaryValue} data-testid="swap-preview-sell">
            <TokenImage src={from.logoUri || undefined} symbol={from.symbol} small />
            {`${sold} ${from.symbol}`}
          </dd>
        </div>
        <div className={styles.summaryRow}>
          <dt className={styles.label}>{t('swap.buy')}</dt>
          <dd className={styles.summaryValue} data-testid="swap-preview-buy">
            <TokenImage src={to.logoUri || undefined} symbol={to.symbol} small />
            {`${format.exact(formatUnitsExact(current.toAmount, to.decimals))} ${to.symbol}`}
          </dd>
        </div>
        <div className={styles.summaryRow}>
          <dt className={styles.label}>{t('swap.minimum')}</dt>
          <dd className={styles.summaryValue} data-testid="swap-preview-minimum">
            {`${format.exact(formatUnitsExact(current.toAmountMin, to.decimals))} ${to.symbol}`}
          </dd>
        </div>
        <div className={styles.summaryRow}>
          <dt className={styles.label}>{t('swap.rate')}</dt>
          <dd className={styles.summaryValue} data-testid="swap-preview-slippage">{format.percent(current.slippage)}</dd>
        </div>
        <div className={styles.summaryRow}>
          <dt className={styles.label}>{t('swap.network')}</dt>
          <dd className={styles.summaryValue}>
            <NetworkImage network={network} small />
            {network.name}
          </dd>
        </div>
      </dl>
      <ol className={swapStyles.steps} aria-label={t('swap.stepsLabel')} data-testid="swap-steps">
        {steps.map((item) => (
          <li
            key={item.id}
            data-testid={`swap-step-${item.id}`}
            aria-current={step === item.id ? 'step' : undefined}
            className={step === item.id ? swapStyles.activeStep : undefined}
          >
            {item.text}
          </li>
        ))}
      </ol>
      {isExpired && !isPending && (
        <p className={styles.note} data-testid="swap-expired">
          {t('swap.expired')}
        </p>
      )}
      {error && !isPending && (
        <p className={styles.alert} role="alert" data-testid="swap-error">
          {swapErrorMessage(error, errorText)}
        </p>
      )}
      {isPending && <p className={viewStyles.hint}>{t('swap.walletHint')}</p>}
      <Button
        variant="primary"
        fullWidth
        data-testid="swap-submit"
        data-armed={armed || undefined}
        disabled={isPending || isExpired || list.tokens === undefined}
        onClick={confirm}
      >
        {isPending && <Spinner />}
        {isPending ? t(step ? STEP_TEXT[step] : 'swap.swapping') : t('swap.submit')}
      </Button>
    </div>
  );
}
