'use client';
import { useAccount } from '@connect-modal/headless/react';
import { WalletImage } from '../components/WalletImage.js';
import { useMessages } from '../messages/MessagesContext.js';
import type { ViewProps } from '../modal/viewRegistry.js';
import * as ring from './ConnectingExternalView.css.js';
import * as styles from './views.css.js';

/** Sign-in in progress: the wallet shows the message to sign. An answer moves on (closed, or back to sign with an error). */
export function ConnectingSiweView(_props: ViewProps) {
  const t = useMessages();
  const { connectedWalletInfo } = useAccount();
  return (
    <div className={styles.view} data-testid="connecting-siwe-view">
      <div className={styles.centered}>
        <span className={ring.stage}>
          <svg className={ring.ring} viewBox="0 0 96 96" aria-hidden="true" focusable="false">
            <rect className={ring.ringTrack} x="2" y="2" width="92" height="92" rx="28" pathLength={100} />
            <rect className={ring.ringDash} x="2" y="2" width="92" height="92" rx="28" pathLength={100} />
          </svg>
          <WalletImage size={72} src={connectedWalletInfo?.icon} />
        </span>
        <div role="status" aria-live="polite" className={styles.centered}>
          <h3 className={styles.heading}>{t('siwx.continueIn', { wallet: connectedWalletInfo?.name ?? t('siwx.yourWallet') })}</h3>
          <p className={styles.body}>{t('siwx.waitingHint')}</p>
        </div>
      </div>
    </div>
  );
}
