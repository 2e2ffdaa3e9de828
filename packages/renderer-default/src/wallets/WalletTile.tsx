'use client';
import { WalletImage } from '../components/WalletImage.js';
import { WalletConnectIcon } from '../icons/WalletConnectIcon.js';
import { useMessages } from '../messages/MessagesContext.js';
import { visuallyHidden } from '../styles/visuallyHidden.css.js';
import type { WalletListEntry } from './walletTypes.js';
import * as styles from './WalletTile.css.js';

/** A wallet of the all-wallets grid: a button named by the wallet (text only), marked when installed. */
export function WalletTile({ entry, onSelect }: { entry: WalletListEntry; onSelect(entry: WalletListEntry): void }) {
  const t = useMessages();
  const installed = entry.kind === 'connector';
  const name = entry.kind === 'connector' || entry.kind === 'walletConnect' ? entry.connector.name : entry.wallet.name;
  const id = entry.kind === 'connector' || entry.kind === 'walletConnect' ? entry.connector.id : entry.wallet.id;
  return (
    <button type="button" className={styles.tile} data-testid={`wallet-tile-${id}`} data-installed={installed || undefined} onClick={() => onSelect(entry)}>
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
        {installed && <span className={styles.installedDot} aria-hidden="true" />}
      </span>
      <span className={styles.tileName}>{name}</span>
      {installed && <span className={visuallyHidden}>, {t('allWallets.installed')}</span>}
    </button>
  );
}
