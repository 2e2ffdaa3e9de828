'use client';
import { useEffect } from 'react';
import { formatAmount as formatUnitsExact, getModalView, goBack, pushView } from '@connect-modal/headless';
import { useConnectConfig } from '@connect-modal/headless/react';
import { SuccessIcon } from '../icons/icons.js';
import { Button } from '../components/Button.js';
import { Spinner } from '../components/Spinner.js';
import { useFormat } from '../format/useFormat.js';
import { useMessages } from '../messages/MessagesContext.js';
import type { ViewProps } from '../modal/viewRegistry.js';
import { useOnrampDraft } from '../onramp/onrampDraft.js';
import type { OnrampPurchase } from '../onramp/onrampDraft.js';
import { usePurchaseBalance } from '../onramp/usePurchaseBalance.js';
import * as onrampStyles from '../onramp/onramp.css.js';
import { visuallyHidden } from '../styles/visuallyHidden.css.js';
import * as styles from '../send/send.css.js';
import * as viewStyles from './views.css.js';

/**
 * BuyInProgress: waits for a purchase made on the provider's page. It shows the provider, what it quoted and a link
 * to open its page again, and reads the balance the crypto lands in every few seconds; once that balance rises it
 * shows what arrived, exactly, and Done goes back to Account. Cancel stops waiting.
 */
export function BuyInProgressView(_props: ViewProps) {
  const t = useMessages();
  const config = useConnectConfig();
  const [draft, update] = useOnrampDraft();
  const purchase = draft.purchase;
  const network = config.options.networks.find((item) => item.caipNetworkId === purchase?.caipNetworkId);
  const waiting = purchase !== undefined && purchase.received === undefined;
  const balance = usePurchaseBalance({ address: purchase?.address, network, symbol: purchase?.symbol }, waiting);

  // The first reading is the one to compare with when the balance could not be read before the page opened; the
  // purchase is done when the balance rises above it.
  const { value, decimals } = balance;
  useEffect(() => {
    if (!purchase || value === undefined || purchase.received !== undefined) return;
    if (purchase.before === undefined) update({ purchase: { ...purchase, before: value } });
    else if (value > purchase.before) update({ purchase: { ...purchase, received: value - purchase.before, decimals: purchase.decimals ?? decimals } });
  }, [purchase, value, decimals, update]);

  const toAccount = () => {
    update({ purchase: undefined, amount: '' });
    while (getModalView(config).view !== 'Account' && getModalView(config).stack.length > 1) goBack(config);
    if (getModalView(config).view !== 'Account') pushView(config, 'Account');
  };

  if (!purchase) {
    return (
      <div className={viewStyles.view} data-testid="buy-in-progress-view">
        <p className={viewStyles.hint}>{t('onramp.noPurchase')}</p>
        <Button variant="secondary" fullWidth onClick={toAccount} data-testid="buy-back">
          {t('onramp.backToAccount')}
        </Button>
      </div>
    );
  }
  return (
    <div className={viewStyles.view} data-testid="buy-in-progress-view" data-status={purchase.received === undefined ? 'waiting' : 'done'}>
      <div aria-live="polite">
        {purchase.received === undefined ? <Waiting purchase={purchase} /> : <Arrived purchase={purchase} received={purchase.received} />}
      </div>
      {purchase.received === undefined ? (
        <Button variant="secondary" fullWidth onClick={toAccount} data-testid="buy-cancel">
          {t('onramp.cancel')}
        </Button>
      ) : (
        <Button variant="primary" fullWidth onClick={toAccount} data-testid="buy-done">
          {t('onramp.done')}
        </Button>
      )}
    </div>
  );
}

/** The purchase awaited: the provider, its quote, where the crypto goes and the provider's page to open again. */
function Waiting({ purchase }: { purchase: OnrampPurchase }) {
  const t = useMessages();
  const format = useFormat();
  return (
    <div className={viewStyles.section}>
      <div className={viewStyles.centered}>
        <span className={onrampStyles.waiting}>
          <Spinner />
        </span>
        <h2 className={viewStyles.heading}>{t('onramp.waiting')}</h2>
        <p className={viewStyles.body} data-testid="buy-waiting">
          {t('onramp.waitingBody', { provider: purchase.providerName, symbol: purchase.symbol })}
        </p>
      </div>
      <dl className={styles.summary}>
        <div className={styles.summaryRow}>
          <dt className={styles.label}>{t('onramp.provider')}</dt>
          <dd className={styles.summaryValue} data-testid="buy-provider">
            {purchase.providerName}
          </dd>
        </div>
        <div className={styles.summaryRow}>
          <dt className={styles.label}>{t('onramp.quote.receive')}</dt>
          <dd className={styles.summaryValue} data-testid="buy-quoted">
            {`${format.exact(purchase.quotedAmount)} ${purchase.symbol}`}
          </dd>
        </div>
        <div className={styles.summaryRow}>
          <dt className={styles.label}>{t('onramp.to')}</dt>
          <dd className={styles.address} data-testid="buy-address">
            {purchase.address}
          </dd>
        </div>
      </dl>
      <a className={onrampStyles.link} href={purchase.url} target="_blank" rel="noopener noreferrer" data-testid="buy-reopen">
        {t('onramp.reopen', { provider: purchase.providerName })}
        <span className={visuallyHidden}>{` (${t('onramp.opensNewTab')})`}</span>
      </a>
    </div>
  );
}

/** What arrived, exactly, with what was quoted beside it. */
function Arrived({ purchase, received }: { purchase: OnrampPurchase; received: bigint }) {
  const t = useMessages();
  const format = useFormat();
  const amount = format.exact(purchase.decimals === undefined ? received.toString() : formatUnitsExact(received, purchase.decimals));
  return (
    <div className={viewStyles.centered}>
      <span className={viewStyles.iconTile}>
        <SuccessIcon size={20} />
      </span>
      <h2 className={viewStyles.heading}>{t('onramp.arrived')}</h2>
      <p className={viewStyles.body} data-testid="buy-received">
        {t('onramp.arrivedBody', { amount, symbol: purchase.symbol })}
      </p>
      <p className={viewStyles.body} data-testid="buy-received-quoted">
        {t('onramp.arrivedQuoted', { amount: format.exact(purchase.quotedAmount), symbol: purchase.symbol, provider: purchase.providerName })}
      </p>
    </div>
  );
}
