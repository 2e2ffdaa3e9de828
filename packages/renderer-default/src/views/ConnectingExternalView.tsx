'use client';
import { useEffect, useState } from 'react';
import { isUserRejection } from '@connect-modal/headless';
import { useConnectors, useModal } from '@connect-modal/headless/react';
import { ErrorIcon } from '../icons/icons.js';
import { Button } from '../components/Button.js';
import { WalletImage } from '../components/WalletImage.js';
import { useMessages } from '../messages/MessagesContext.js';
import { useModalServices } from '../modal/ModalServices.js';
import type { ViewProps } from '../modal/viewRegistry.js';
import * as styles from './ConnectingExternalView.css.js';
import * as viewStyles from './views.css.js';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Connecting to a wallet in the browser: waiting for the wallet, declined, failed, or not installed. */
export function ConnectingExternalView({ data }: ViewProps) {
  const t = useMessages();
  const { connection, connectWallet, wasAsked } = useModalServices();
  const { goBack } = useModal();
  const connectors = useConnectors();
  const connectorId = text(data?.connectorId);
  const connector = connectorId ? connectors.find((candidate) => candidate.id === connectorId) : undefined;
  const isCurrent = connectorId !== undefined && connection.variables?.connectorId === connectorId;
  // The failure a Retry was pressed for: that Retry stays disabled until the new attempt has its own outcome.
  const [retriedError, setRetriedError] = useState<unknown>(undefined);

  // Opened directly (not from a wallet list), the view asks the wallet itself, once.
  useEffect(() => {
    if (connector && !wasAsked(connector.id)) connectWallet(connector.id);
  }, [connector, wasAsked, connectWallet]);

  if (!connector) {
    const name = text(data?.walletName) ?? '';
    const missing = connectorId !== undefined;
    return (
      <div className={viewStyles.view} data-testid="connecting-view" data-state="not-installed">
        <div className={viewStyles.centered}>
          <span className={styles.stage}>
            <WalletImage size={72} imageId={text(data?.walletImageId)} src={text(data?.walletImageUrl)} />
          </span>
          <h3 className={viewStyles.heading}>{missing ? t('connecting.missing') : t('connecting.notInstalled', { wallet: name })}</h3>
          {!missing && <p className={viewStyles.body}>{t('connecting.notInstalledHint', { wallet: name })}</p>}
        </div>
        <Button variant="secondary" fullWidth onClick={goBack} data-testid="connecting-choose-another">
          {t('connecting.chooseAnother')}
        </Button>
      </div>
    );
  }

  const error = isCurrent && connection.isError ? connection.error : undefined;
  const declined = error !== undefined && isUserRejection(error);
  const state = error === undefined ? 'waiting' : declined ? 'declined' : 'failed';
  // One wallet request at a time: no Retry while this wallet is being asked, or once pressed for this failure.
  const retrying = (isCurrent && connection.isPending) || (error !== undefined && error === retriedError);
  return (
    <div className={viewStyles.view} data-testid="connecting-view" data-state={state}>
      <div className={viewStyles.centered}>
        <span className={styles.stage}>
          <svg className={styles.ring} viewBox="0 0 96 96" aria-hidden="true" focusable="false">
            <rect className={error ? styles.ringError : styles.ringTrack} x="2" y="2" width="92" height="92" rx="28" pathLength={100} />
            {!error && <rect className={styles.ringDash} x="2" y="2" width="92" height="92" rx="28" pathLength={100} />}
          </svg>
          <WalletImage size={72} src={connector.imageUrl} imageId={connector.imageId} />
          {error && (
            <span className={styles.badge} aria-hidden="true">
              <ErrorIcon size={18} />
            </span>
          )}
        </span>
        <div role="status" aria-live="polite" className={viewStyles.centered}>
          {state === 'waiting' ? (
            <>
              <h3 className={viewStyles.heading} data-testid="connecting-title">
                {t('connecting.continueIn', { wallet: connector.name })}
              </h3>
              <p className={viewStyles.body}>{t('connecting.waitingHint')}</p>
            </>
          ) : (
            <>
              <h3 className={styles.errorText} data-testid="connecting-title">
                {declined ? t('connecting.declined') : t('connecting.failed')}
              </h3>
              <p className={viewStyles.body}>{declined ? t('connecting.declinedHint') : t('connecting.failedHint')}</p>
            </>
          )}
        </div>
      </div>
      {error && (
        <Button
          variant="primary"
          fullWidth
          disabled={retrying}
          aria-busy={retrying || undefined}
          onClick={() => {
            if (retrying) return;
            setRetriedError(error);
            connectWallet(connector.id);
          }}
          data-testid="connecting-retry"
        >
          {t('connecting.retry')}
        </Button>
      )}
    </div>
  );
}
