'use client';
import { useId } from 'react';
import { useConnectConfig, useRecommendedWallets, useWalletConnectPairing } from '@connect-modal/headless/react';
import type { WalletConnectPairingLink } from '@connect-modal/headless/walletconnect';
import { Button } from '../components/Button.js';
import { CopyLinkField } from '../components/CopyLinkField.js';
import * as rowStyles from '../components/ListRow.css.js';
import { ListRow } from '../components/ListRow.js';
import { WalletImage } from '../components/WalletImage.js';
import { ChevronRightIcon, GridIcon } from '../icons/icons.js';
import { ExternalIcon } from '../icons/WalletConnectIcon.js';
import { useMessages } from '../messages/MessagesContext.js';
import { useModalServices } from '../modal/ModalServices.js';
import type { ViewProps } from '../modal/viewRegistry.js';
import { visuallyHidden } from '../styles/visuallyHidden.css.js';
import { PairingQrCode, PairingStatus, useIsMobile } from './ConnectingWalletConnectView.js';
import * as styles from './ConnectingWalletConnectView.css.js';
import * as viewStyles from './views.css.js';

/** How many wallets the basic view offers to open directly. */
const WALLET_LINKS = 4;

/**
 * The basic WalletConnect screen, for apps without adapters or that drive WalletConnect themselves
 * (`manualWCControl`): the QR code of whatever pairing URI the connection holds, the URI to copy, and a few
 * wallets to open with it. Under manual control it never starts a pairing; it waits for the app's URI.
 */
export function ConnectingWalletConnectBasicView(_props: ViewProps) {
  const t = useMessages();
  const config = useConnectConfig();
  const { navigate, registry } = useModalServices();
  const mobile = useIsMobile();
  const pairing = useWalletConnectPairing({ mobile });
  const recommended = useRecommendedWallets();
  const failed = pairing.status === 'declined' || pairing.status === 'failed';
  const headingId = useId();

  const wallets: { key: string; imageId: string | null; link: WalletConnectPairingLink }[] = [];
  for (const wallet of [...(recommended.data?.featured ?? []), ...(recommended.data?.recommended ?? [])]) {
    if (wallets.length >= WALLET_LINKS || wallets.some((entry) => entry.key === wallet.id)) continue;
    const [link] = pairing.linksFor(wallet, mobile);
    if (link) wallets.push({ key: wallet.id, imageId: wallet.image_id, link });
  }
  const showAll = config.options.features.allWallets && registry.has('AllWallets');

  return (
    <div className={viewStyles.view} data-testid="walletconnect-basic-view" data-state={pairing.status}>
      <PairingQrCode pairing={pairing} wallet={undefined} />
      <PairingStatus pairing={pairing} wallet={undefined} mobile={mobile} />
      {failed && (
        <Button variant="primary" fullWidth onClick={pairing.retry} data-testid="walletconnect-retry">
          {t('connecting.retry')}
        </Button>
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
      {(wallets.length > 0 || showAll) && (
        <section className={viewStyles.section} aria-labelledby={headingId}>
          <h4 id={headingId} className={styles.walletsHeading}>
            {t('walletConnect.walletsLabel')}
          </h4>
          <ul className={viewStyles.list}>
            {wallets.map(({ key, imageId, link }) => (
              <li key={key}>
                <a
                  className={rowStyles.row}
                  href={link.href}
                  target={link.target}
                  rel="noopener noreferrer"
                  data-testid={`walletconnect-wallet-${key}`}
                  onClick={() => pairing.open(link)}
                >
                  <span className={rowStyles.leading}>
                    <WalletImage imageId={imageId} />
                  </span>
                  <span className={rowStyles.texts}>
                    <span className={rowStyles.title}>{link.wallet.name}</span>
                  </span>
                  <span className={rowStyles.trailing}>
                    {link.target === '_blank' ? (
                      <>
                        <ExternalIcon size={16} />
                        <span className={visuallyHidden}>({t('walletConnect.opensNewTab')})</span>
                      </>
                    ) : (
                      <ChevronRightIcon size={16} />
                    )}
                  </span>
                </a>
              </li>
            ))}
            {showAll && (
              <li>
                <ListRow
                  data-testid="all-wallets"
                  leading={
                    <span className={viewStyles.iconTile}>
                      <GridIcon />
                    </span>
                  }
                  title={t('connect.allWallets')}
                  onClick={() => navigate('AllWallets')}
                />
              </li>
            )}
          </ul>
        </section>
      )}
    </div>
  );
}
