'use client';
import { formatAmount as formatUnitsExact, getModalView, goBack, pushView } from '@connect-modal/headless';
import type { SwapQuote, SwapReturnType } from '@connect-modal/headless';
import { useConnectConfig } from '@connect-modal/headless/react';
import { SuccessIcon } from '../icons/icons.js';
import { Button } from '../components/Button.js';
import { useFormat } from '../format/useFormat.js';
import { useMessages } from '../messages/MessagesContext.js';
import * as styles from '../send/send.css.js';
import { useSwapRun } from './swapRun.js';
import * as viewStyles from '../views/views.css.js';

/** What was swapped, the hashes of its transactions, and the way back to Account. */
export function SwappedState({ swapped, quote }: { swapped: SwapReturnType; quote: SwapQuote }) {
  const t = useMessages();
  const format = useFormat();
  const config = useConnectConfig();
  const { clear } = useSwapRun();
  const done = () => {
    clear();
    // SwapPreview, then Swap: back to the Account view they were opened from (or to Account when opened on Swap).
    while (getModalView(config).view !== 'Account' && getModalView(config).stack.length > 1) goBack(config);
    if (getModalView(config).view !== 'Account') pushView(config, 'Account');
  };
  const hashes: { id: string; label: string; hash: string | undefined }[] = [
    { id: 'swap-reset-hash', label: t('swap.resetHash'), hash: swapped.resetHash },
    { id: 'swap-approval-hash', label: t('swap.approvalHash'), hash: swapped.approvalHash },
    { id: 'swap-hash', label: t('swap.hash'), hash: swapped.hash },
  ];
  return (
    <div className={viewStyles.view} data-testid="swap-done-view">
      <div className={viewStyles.centered}>
        <span className={viewStyles.iconTile}>
          <SuccessIcon size={20} />
        </span>
        <h2 className={viewStyles.heading}>{t('swap.done')}</h2>
        <p className={viewStyles.body} data-testid="swap-done-body">
          {t('swap.doneBody', {
            sold: format.exact(formatUnitsExact(quote.fromAmount, quote.from.decimals)),
            from: quote.from.symbol,
            min: format.exact(formatUnitsExact(quote.toAmountMin, quote.to.decimals)),
            quoted: format.exact(formatUnitsExact(quote.toAmount, quote.to.decimals)),
            to: quote.to.symbol,
          })}
        </p>
      </div>
      <div className={styles.summary}>
        {hashes.map((item) =>
          item.hash ? (
            <div key={item.id} className={styles.summaryRow}>
              <span className={styles.label}>{item.label}</span>
              <p className={styles.address} data-testid={item.id}>
                {item.hash}
              </p>
            </div>
          ) : null,
        )}
      </div>
      <Button variant="primary" fullWidth onClick={done} data-testid="swap-back">
        {t('swap.back')}
      </Button>
    </div>
  );
}
