'use client';
import { WalletImage } from '../components/WalletImage.js';
import { WarningIcon } from '../icons/icons.js';
import { WalletConnectIcon } from '../icons/WalletConnectIcon.js';
import { useMessages } from '../messages/MessagesContext.js';
import { visuallyHidden } from '../styles/visuallyHidden.css.js';
import { useConnectingWallet } from './useConnectingWallet.js';
import type { WalletListEntry } from './walletTypes.js';
import * as styles from './WalletTile.css.js';

/**
 * A wallet of the all-wallets grid: a button named by the wallet (text only), marked when installed. Disabled
 * while its connect request waits for the wallet. A wallet whose rdns another announced wallet claims too is
 * marked with a warning sign, and says so in its name and its tooltip (the Connect view's row says it in full).
 */
export function WalletTile({ entry, onSelect }: { entry: WalletListEntry; onSelect(entry: WalletListEntry): void }) {
  const t = useMessages();
  const isConnecting = useConnectingWallet();
  const installed = entry.kind === 'connector';
  const name = entry.kind === 'connector' || entry.kind === 'walletConnect' ? entry.connector.name : entry.wallet.name;
  const id = entry.kind === 'connector' || entry.kind === 'walletConnect' ? entry.connector.id : entry.wallet.id;
  const pending = entry.kind === 'connector' && isConnecting(entry.connector.id);
  const duplicate = entry.kind === 'connector' && entry.connector.duplicateRdns === true;
  return (
    <button
      type="button"
      className={styles.tile}
      data-testid={`wallet-tile-${id}`}
      data-installed={installed || undefined}
      data-duplicate-rdns={duplicate || undefined}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      title={duplicate ? t('connect.duplicateRdns') : undefined}
      onClick={() => {
        if (!pending) onSelect(entry);
      }}
    >
      <span className={styles.tileImage}>
        {entry.kind === 'walletConnect' ? (
          <WalletConnectIcon size={56} radius={16} />
        ) : entry.kind === 'connector' ? (
          <WalletImage size={56} src={entry.connector.imageUrl} imageId={entry.connector.imageId} />
        ) : entry.kind === 'directory' ? (
          <WalletImage size={56} imageId={entry.wallet.image_id} />
        ) : (
          <WalletImage size={56} src={entry.wallet.image_url} />
        )}
        {duplicate ? (
          <span className={styles.warningBadge} data-testid={`wallet-tile-duplicate-${id}`}>
            <WarningIcon size={12} />
          </span>
        ) : (
          installed && <span className={styles.installedDot} aria-hidden="true" />
        )}
      </span>
      <span className={styles.tileName}>{name}</span>
      {installed && <span className={visuallyHidden}>, {t('allWallets.installed')}</span>}
      {duplicate && <span className={visuallyHidden}>, {t('connect.duplicateRdns')}</span>}
      {pending && <span className={visuallyHidden}>, {t('button.connecting')}</span>}
    </button>
  );
}
