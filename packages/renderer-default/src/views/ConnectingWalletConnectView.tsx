'use client';
import { useEffect, useMemo, useState } from 'react';
import type { RouterData } from '@connect-modal/headless';
import type { WalletConnectPairingLink, WalletToLink } from '@connect-modal/headless/walletconnect';
import { useConnectConfig, useWalletConnectPairing } from '@connect-modal/headless/react';
import type { UseWalletConnectPairingReturnType } from '@connect-modal/headless/react';
import { Button } from '../components/Button.js';
import * as buttonStyles from '../components/Button.css.js';
import { CopyLinkField } from '../components/CopyLinkField.js';
import { QrCode } from '../components/QrCode.js';
import { WalletImage } from '../components/WalletImage.js';
import { ExternalIcon, WalletConnectIcon } from '../icons/WalletConnectIcon.js';
import { useMessages } from '../messages/MessagesContext.js';
import type { ViewProps } from '../modal/viewRegistry.js';
import { visuallyHidden } from '../styles/visuallyHidden.css.js';
import * as stageStyles from './ConnectingExternalView.css.js';
import * as styles from './ConnectingWalletConnectView.css.js';
import * as viewStyles from './views.css.js';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The wallet a list opened this view for, with its links, from the router data. */
export function walletFromData(data: RouterData | undefined): (WalletToLink & { imageId?: string; imageUrl?: string }) | undefined {
  const id = text(data?.walletId);
  const name = text(data?.walletName);
  if (!id || !name) return undefined;
  const optional = (key: string, value: unknown) => (text(value) ? { [key]: text(value) } : {});
  return {
    id,
    name,
    ...optional('rdns', data?.walletRdns),
    ...optional('mobile_link', data?.mobileLink),
    ...optional('desktop_link', data?.desktopLink),
    ...optional('webapp_link', data?.webappLink),
    ...optional('imageId', data?.walletImageId),
    ...optional('imageUrl', data?.walletImageUrl),
  };
}

/** Whether the visitor is on a phone; read after mount, so the first render matches a server render. */
export function useIsMobile(): boolean {
  const config = useConnectConfig();
  const [mobile, setMobile] = useState(false);
  useEffect(() => setMobile(config.platform.isMobile()), [config]);
  return mobile;
}

/** A wallet link as a button: following it opens the wallet, and the pairing records which one was opened. */
export function WalletLinkButton({ link, pairing, primary }: { link: WalletConnectPairingLink; pairing: UseWalletConnectPairingReturnType; primary: boolean }) {
  const t = useMessages();
  const label = link.source === 'webapp_link' ? t('walletConnect.openWebApp', { wallet: link.wallet.name }) : t('walletConnect.openApp', { wallet: link.wallet.name });
  return (
    <a
      className={`${primary ? buttonStyles.button.primary : buttonStyles.button.secondary} ${styles.linkButton}`}
      href={link.href}
      target={link.target}
      rel="noopener noreferrer"
      data-testid={`walletconnect-open-${link.source}`}
      data-kind={link.kind}
      onClick={() => pairing.open(link)}
    >
      {label}
      {link.target === '_blank' && (
        <>
          <ExternalIcon size={14} />
          <span className={visuallyHidden}> ({t('walletConnect.opensNewTab')})</span>
        </>
      )}
    </a>
  );
}

/** The QR code of a pairing: a placeholder while the URI is made, faded behind the reason once it failed. */
export function PairingQrCode({ pairing, wallet }: { pairing: UseWalletConnectPairingReturnType; wallet: ReturnType<typeof walletFromData> }) {
  const t = useMessages();
  const failed = pairing.status === 'declined' || pairing.status === 'failed';
  const logo = wallet ? <WalletImage size={56} imageId={wallet.imageId} src={wallet.imageUrl} /> : <WalletConnectIcon size={48} radius={12} />;
  return (
    <QrCode
      value={pairing.uri ?? (failed ? LAST_URI_PLACEHOLDER : undefined)}
      label={wallet ? t('walletConnect.qrLabelWallet', { wallet: wallet.name }) : t('walletConnect.qrLabel')}
      loadingLabel={t('walletConnect.preparing')}
      logo={logo}
      data-testid="walletconnect-qr"
      overlay={
        failed ? (
          <p className={styles.overlayText}>{pairing.status === 'declined' ? t('connecting.declined') : t('connecting.failed')}</p>
        ) : undefined
      }
    />
  );
}

/** Drawn faded behind the message of a failed pairing, whose own URI is gone; only a backdrop. */
const LAST_URI_PLACEHOLDER = 'wc:00000000000000000000000000000000@2?relay-protocol=irn&symKey=00000000000000000000000000000000';

/** What the status line says in each state of the pairing. */
export function PairingStatus({ pairing, wallet, mobile }: { pairing: UseWalletConnectPairingReturnType; wallet: ReturnType<typeof walletFromData>; mobile: boolean }) {
  const t = useMessages();
  let heading: string;
  let hint: string;
  let error = false;
  if (pairing.status === 'declined' || pairing.status === 'failed') {
    error = true;
    heading = pairing.status === 'declined' ? t('connecting.declined') : t('connecting.failed');
    hint = pairing.status === 'declined' ? t('connecting.declinedHint') : t('connecting.failedHint');
  } else if (pairing.status === 'unavailable') {
    error = true;
    heading = t('connecting.failed');
    hint = t('walletConnect.unavailable');
  } else if (pairing.status === 'manual') {
    heading = t('walletConnect.scan');
    hint = t('walletConnect.waitingForApp');
  } else if (pairing.linking && wallet && pairing.linking.name === wallet.name) {
    // The visitor already went to the wallet: the page waits for its answer.
    heading = t('connecting.continueIn', { wallet: wallet.name });
    hint = t('connecting.waitingHint');
  } else if (wallet && mobile) {
    heading = t('connecting.continueIn', { wallet: wallet.name });
    hint = t('walletConnect.openHint');
  } else if (wallet) {
    heading = t('walletConnect.scanWallet', { wallet: wallet.name });
    hint = t('walletConnect.scanWalletHint', { wallet: wallet.name });
  } else {
    heading = t('walletConnect.scan');
    hint = t('walletConnect.scanHint');
  }
  return (
    <div className={styles.status} role="status" aria-live="polite">
      <h3 className={error ? styles.errorHeading : viewStyles.heading} data-testid="walletconnect-title">
        {heading}
      </h3>
      <p className={viewStyles.body}>{hint}</p>
      {pairing.renewals > 0 && pairing.status === 'ready' && <span className={visuallyHidden}>{t('walletConnect.refreshed')}</span>}
    </div>
  );
}

/**
 * Pairing a wallet through WalletConnect: a QR code of the pairing URI to scan with a phone, the URI to copy,
 * and links that open the chosen wallet (its app or web app) with the URI. A URI that expires is replaced by
 * a new one. On a phone, a chosen wallet is opened by its link; the code stays for scanning from another
 * device when the wallet has no link.
 */
export function ConnectingWalletConnectView({ data }: ViewProps) {
  const t = useMessages();
  const wallet = useMemo(() => walletFromData(data), [data]);
  const mobile = useIsMobile();
  const pairing = useWalletConnectPairing({ wallet, mobile });
  const links = wallet ? pairing.linksFor(wallet, mobile) : [];
  const failed = pairing.status === 'declined' || pairing.status === 'failed';
  // While a URI is made (or an expired one renewed) on a phone, the chosen wallet is shown, not an empty code.
  const making = pairing.status === 'preparing' || pairing.status === 'expired';
  const showQr = !(mobile && wallet && (links.length > 0 || making));
  return (
    <div className={viewStyles.view} data-testid="walletconnect-view" data-state={pairing.status}>
      {showQr ? (
        <PairingQrCode pairing={pairing} wallet={wallet} />
      ) : (
        <span className={stageStyles.stage}>
          <svg className={stageStyles.ring} viewBox="0 0 96 96" aria-hidden="true" focusable="false">
            <rect className={failed ? stageStyles.ringError : stageStyles.ringTrack} x="2" y="2" width="92" height="92" rx="28" pathLength={100} />
            {!failed && <rect className={stageStyles.ringDash} x="2" y="2" width="92" height="92" rx="28" pathLength={100} />}
          </svg>
          <WalletImage size={72} imageId={wallet?.imageId} src={wallet?.imageUrl} />
        </span>
      )}
      <PairingStatus pairing={pairing} wallet={wallet} mobile={mobile} />
      {failed && (
        <Button variant="primary" fullWidth onClick={pairing.retry} data-testid="walletconnect-retry">
          {t('connecting.retry')}
        </Button>
      )}
      {!failed && links.length > 0 && (
        <div className={viewStyles.actions}>
          {links.map((link, index) => (
            <WalletLinkButton key={link.source} link={link} pairing={pairing} primary={index === 0} />
          ))}
        </div>
      )}
      {pairing.status !== 'unavailable' && (
        <CopyLinkField
          value={pairing.uri}
          label={t('walletConnect.link')}
          copyLabel={t('walletConnect.copyLink')}
          copiedMessage={t('walletConnect.linkCopied')}
          failedMessage={t('walletConnect.copyFailed')}
          data-testid="walletconnect-uri"
        />
      )}
    </div>
  );
}
