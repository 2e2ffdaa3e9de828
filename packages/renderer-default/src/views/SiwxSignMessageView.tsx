'use client';
import { useAccount, useConnectConfig, useNetwork, useSiwx } from '@connect-modal/headless/react';
import { Button } from '../components/Button.js';
import { WalletImage } from '../components/WalletImage.js';
import { truncateAddress } from '../format/truncateAddress.js';
import { useErrorText } from '../messages/errorText.js';
import { useMessages } from '../messages/MessagesContext.js';
import type { ViewProps } from '../modal/viewRegistry.js';
import * as styles from './views.css.js';
import * as local from './SiwxSignMessageView.css.js';

/**
 * Sign-in (SIWX): the connected account has no session. Sign asks the wallet for its signature of the
 * backend's message; Cancel disconnects when sign-in is required, else closes. A declined or refused attempt
 * comes back here with its error.
 */
export function SiwxSignMessageView(_props: ViewProps) {
  const t = useMessages();
  const errorText = useErrorText();
  const config = useConnectConfig();
  const { address, connectedWalletInfo } = useAccount();
  const { network } = useNetwork();
  const siwx = useSiwx();
  const busy = siwx.status === 'signing' || siwx.status === 'checking';
  const app = config.options.metadata?.name || t('siwx.thisApp');
  return (
    <div className={styles.view} data-testid="siwx-view" data-status={siwx.status}>
      <div className={styles.centered}>
        <WalletImage size={56} src={connectedWalletInfo?.icon} />
        <h3 className={styles.heading}>{t('siwx.title', { app })}</h3>
        <p className={styles.body}>{t('siwx.body')}</p>
      </div>
      <dl className={local.details}>
        <dt className={local.term}>{t('siwx.account')}</dt>
        <dd className={local.value} title={address} data-testid="siwx-address">
          {address ? truncateAddress(address) : ''}
        </dd>
        <dt className={local.term}>{t('siwx.network')}</dt>
        <dd className={local.value}>{network?.name ?? ''}</dd>
      </dl>
      {siwx.error && siwx.status === 'failed' && (
        <p className={local.error} role="alert" data-testid="siwx-error">
          {errorText(siwx.error)}
        </p>
      )}
      {siwx.required && <p className={styles.hint}>{t('siwx.requiredHint')}</p>}
      <div className={styles.actions}>
        <Button variant="primary" fullWidth disabled={busy} onClick={() => void siwx.signIn().catch(() => undefined)} data-testid="siwx-sign">
          {t('siwx.sign')}
        </Button>
        <Button variant="secondary" fullWidth onClick={() => void siwx.cancel()} data-testid="siwx-cancel">
          {t('siwx.cancel')}
        </Button>
      </div>
    </div>
  );
}
