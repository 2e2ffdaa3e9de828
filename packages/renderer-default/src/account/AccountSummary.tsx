'use client';
import { useBalance, useConnectConfig, useIdentity, useName, useNetwork, useTokenBalances } from '@connect-modal/headless/react';
import { ChevronDownIcon, CopyIcon, WarningIcon } from '../icons/icons.js';
import { Avatar } from '../components/Avatar.js';
import { Button } from '../components/Button.js';
import { IconButton } from '../components/IconButton.js';
import { NetworkImage } from '../components/NetworkImage.js';
import { Skeleton } from '../components/Skeleton.js';
import { useFormat } from '../format/useFormat.js';
import { truncateAddress } from '../format/truncateAddress.js';
import { useMessages } from '../messages/MessagesContext.js';
import { useModalServices } from '../modal/ModalServices.js';
import { visuallyHidden } from '../styles/visuallyHidden.css.js';
import { useCopyAddress } from './useCopyAddress.js';
import * as styles from './account.css.js';

/**
 * Avatar, name or short address with a copy button, native balance, portfolio value and network. A balance that
 * could not be read says so ('Token Balance Unavailable') with a retry, rather than loading for ever.
 */
export function AccountSummary({ address }: { address: string }) {
  const t = useMessages();
  const format = useFormat();
  const { navigate } = useModalServices();
  const canSwitch = useConnectConfig().options.enableNetworkSwitch;
  const { network, isUnsupported } = useNetwork();
  const balance = useBalance();
  const identity = useIdentity();
  const names = useName();
  const tokens = useTokenBalances();
  const copy = useCopyAddress();
  const name = identity.data?.name ?? names.data?.[0]?.name;
  const total = tokens.data?.reduce((sum, token) => sum + (token.value ?? 0), 0);
  // A failed read shows its error until a retry starts; a read that failed after a good one keeps the good value.
  const balanceFailed = !balance.data && balance.isError && !balance.isFetching;
  const networkLabel = (
    <>
      <NetworkImage network={network} small />
      <span>{network?.name}</span>
      {isUnsupported && (
        <span className={styles.networkWarning}>
          <WarningIcon size={14} />
          <span className={visuallyHidden}>{t('account.unsupported')}</span>
        </span>
      )}
    </>
  );

  return (
    <div className={styles.summary}>
      <Avatar address={address} src={identity.data?.avatar ?? undefined} />
      <div className={styles.nameRow}>
        <p className={styles.name} data-testid="account-name" title={address}>
          {name ?? truncateAddress(address)}
        </p>
        <IconButton size="small" label={t('account.copyAddress')} onClick={() => copy(address)} data-testid="account-copy-address">
          <CopyIcon size={16} />
        </IconButton>
      </div>
      <p className={styles.balance} data-testid="account-balance">
        {balance.data ? (
          <>
            {format.tokenAmount(balance.data.formatted, { fixed: true })}
            <span className={styles.balanceSymbol}>{balance.data.symbol}</span>
          </>
        ) : balanceFailed ? (
          <span className={styles.balanceError} data-testid="account-balance-error">
            {t('account.balanceUnavailable')}
          </span>
        ) : (
          <>
            <Skeleton shape="title" />
            <span className={visuallyHidden}>{t('account.balanceLoading')}</span>
          </>
        )}
      </p>
      {balanceFailed && (
        <Button variant="secondary" className={styles.retryButton} onClick={() => void balance.refetch()} data-testid="account-balance-retry">
          {t('account.retry')}
        </Button>
      )}
      {total !== undefined && total > 0 && (
        <p className={styles.usd} data-testid="account-usd">
          {format.usd(total)}
        </p>
      )}
      {canSwitch ? (
        <button
          type="button"
          className={styles.networkButton}
          onClick={() => navigate('Networks')}
          data-testid="account-network"
        >
          {networkLabel}
          <ChevronDownIcon size={14} />
        </button>
      ) : (
        // The app turned switching off: a button would lead to a switch the core refuses.
        <p className={styles.networkLabel} data-testid="account-network">
          {networkLabel}
        </p>
      )}
    </div>
  );
}
