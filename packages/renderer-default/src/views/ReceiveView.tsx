'use client';
import { useAccount, useNetwork } from '@connect-modal/headless/react';
import { CopyIcon } from '../icons/icons.js';
import { Button } from '../components/Button.js';
import { NetworkImage } from '../components/NetworkImage.js';
import { QrCode } from '../components/QrCode.js';
import { useCopyAddress } from '../account/useCopyAddress.js';
import { useMessages } from '../messages/MessagesContext.js';
import type { ViewProps } from '../modal/viewRegistry.js';
import * as styles from './ReceiveView.css.js';
import * as viewStyles from './views.css.js';

/** Receive: the address as a QR code and in full to share, a copy button and the networks it can receive on. */
export function ReceiveView(_props: ViewProps) {
  const t = useMessages();
  const account = useAccount();
  const { network, networks } = useNetwork();
  const copy = useCopyAddress();
  const address = account.address;
  if (!address) return null;
  return (
    <div className={viewStyles.view} data-testid="receive-view">
      <div className={styles.card}>
        <div className={styles.qr}>
          <QrCode value={address} label={t('receive.qrLabel')} loadingLabel={t('receive.qrLabel')} data-testid="receive-qr" />
        </div>
        <p className={styles.label}>{t('receive.address')}</p>
        <p className={styles.address} data-testid="receive-address">
          {address}
        </p>
        <Button variant="primary" fullWidth onClick={() => copy(address)} data-testid="receive-copy">
          <CopyIcon size={16} />
          {t('receive.copy')}
        </Button>
      </div>
      {network && <p className={viewStyles.hint}>{t('receive.hint', { network: network.name })}</p>}
      <div className={viewStyles.section}>
        <p className={styles.label}>{t('receive.networks')}</p>
        <ul className={styles.chips}>
          {networks.map((item) => (
            <li key={item.caipNetworkId} className={styles.chip}>
              <NetworkImage network={item} small />
              {item.name}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
