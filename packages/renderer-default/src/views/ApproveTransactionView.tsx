'use client';
import { lazy, Suspense } from 'react';
import { closeModal, formatAmount as formatUnitsExact, popTransactionStack } from '@connect-modal/headless';
import type { SwapApproval } from '@connect-modal/headless';
import { useConnectConfig, useNetwork } from '@connect-modal/headless/react';
import { WarningIcon } from '../icons/icons.js';
import { Button } from '../components/Button.js';
import { NetworkImage } from '../components/NetworkImage.js';
import { TokenImage } from '../components/TokenImage.js';
import { useFormat } from '../format/useFormat.js';
import { useConfirmGuard } from '../components/useConfirmGuard.js';
import { useMessages } from '../messages/MessagesContext.js';
import type { ViewProps } from '../modal/viewRegistry.js';
import * as styles from '../send/send.css.js';
import * as approveStyles from './ApproveTransactionView.css.js';
import * as viewStyles from './views.css.js';

// The embedded wallet's approval area comes with email login, loaded when its first request is approved.
const EmbeddedWalletApproval = lazy(() =>
  import('../email/EmbeddedWalletApproval.js').then((module) => ({ default: module.EmbeddedWalletApproval })),
);

/** The approval a view was opened with, when its data holds one. */
function approvalOf(data: ViewProps['data']): SwapApproval | undefined {
  const approval = (data as { approval?: SwapApproval } | undefined)?.approval;
  return approval && typeof approval.amount === 'bigint' && typeof approval.spender === 'string' ? approval : undefined;
}

/**
 * ApproveTransaction: what an approval grants before the wallet is asked: the token and its contract, the exact
 * amount, the spender and the network (and the reset to 0 a token may need first). The modal refuses to close here
 * unless forced; Approve ignores clicks for its first 500 ms (clickjacking); Cancel or going back declines, and the
 * flow that asked is told. A request of the embedded wallet (`data.kind` 'embeddedWallet') shows instead the area its
 * secure iframe is drawn over, where the visitor approves it.
 */
export function ApproveTransactionView({ data }: ViewProps) {
  if (data?.kind === 'embeddedWallet') {
    // The embedded wallet's request is approved inside its secure iframe, drawn over this area.
    return (
      <Suspense fallback={null}>
        <EmbeddedWalletApproval method={typeof data.method === 'string' ? data.method : undefined} />
      </Suspense>
    );
  }
  return <SwapApproval data={data} />;
}

/** A swap's token approval, before the wallet is asked. */
function SwapApproval({ data }: ViewProps) {
  const t = useMessages();
  const format = useFormat();
  const config = useConnectConfig();
  const { networks } = useNetwork();
  const armed = useConfirmGuard();
  const approval = approvalOf(data);

  if (!approval) {
    return (
      <div className={viewStyles.view} data-testid="approve-transaction-view">
        <p className={viewStyles.hint}>{t('approve.nothing')}</p>
        <Button variant="secondary" fullWidth onClick={() => closeModal(config, { force: true })} data-testid="approve-close">
          {t('modal.close')}
        </Button>
      </div>
    );
  }

  const network = networks.find((item) => item.caipNetworkId === approval.caipNetworkId);
  const { token } = approval;
  const amount = format.exact(formatUnitsExact(approval.amount, token.decimals));
  const approve = () => {
    // Clicks in the first 500 ms are ignored: the button may have appeared under a pointer aimed elsewhere.
    if (armed) popTransactionStack(config, 'success');
  };

  return (
    <div className={viewStyles.view} data-testid="approve-transaction-view">
      <div className={viewStyles.centered}>
        <h2 className={viewStyles.heading}>{t('approve.heading', { symbol: token.symbol })}</h2>
        <p className={viewStyles.body}>{t('approve.body', { symbol: token.symbol })}</p>
      </div>
      <dl className={styles.summary}>
        <div className={styles.summaryRow}>
          <dt className={styles.label}>{t('approve.amount')}</dt>
          <dd className={styles.summaryValue} data-testid="approve-amount">
            <TokenImage src={token.logoUri || undefined} symbol={token.symbol} small />
            {`${amount} ${token.symbol}`}
          </dd>
        </div>
        <div className={styles.summaryRow}>
          <dt className={styles.label}>{t('approve.token')}</dt>
          <dd className={styles.summaryValue}>
            <span className={approveStyles.stacked}>
              <span>{token.name}</span>
              <span className={styles.address} data-testid="approve-token">
                {approval.tokenAddress}
              </span>
            </span>
          </dd>
        </div>
        <div className={styles.summaryRow}>
          <dt className={styles.label}>{t('approve.spender')}</dt>
          <dd className={styles.summaryValue}>
            <span className={styles.address} data-testid="approve-spender">
              {approval.spender}
            </span>
          </dd>
        </div>
        {network && (
          <div className={styles.summaryRow}>
            <dt className={styles.label}>{t('approve.network')}</dt>
            <dd className={styles.summaryValue}>
              <NetworkImage network={network} small />
              {network.name}
            </dd>
          </div>
        )}
      </dl>
      {approval.resetRequired && (
        <p className={`${styles.note} ${approveStyles.notice}`}>
          <WarningIcon size={14} />
          <span data-testid="approve-reset">{t('approve.reset', { symbol: token.symbol })}</span>
        </p>
      )}
      <div className={viewStyles.actions}>
        <Button variant="primary" fullWidth onClick={approve} data-armed={armed || undefined} data-testid="approve-confirm">
          {t('approve.confirm')}
        </Button>
        <Button variant="secondary" fullWidth onClick={() => popTransactionStack(config, 'cancel')} data-testid="approve-cancel">
          {t('approve.cancel')}
        </Button>
      </div>
    </div>
  );
}
