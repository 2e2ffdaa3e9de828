'use client';
import { ChevronRightIcon, WarningIcon } from '../icons/icons.js';
import { ListRow } from '../components/ListRow.js';
import { Tag } from '../components/Tag.js';
import { WalletImage } from '../components/WalletImage.js';
import { useMessages } from '../messages/MessagesContext.js';
import { WalletConnectIcon } from '../icons/WalletConnectIcon.js';
import { useConnectingWallet } from './useConnectingWallet.js';
import { useOpenWallet } from './useOpenWallet.js';
import type { WalletListEntry } from './walletTypes.js';
import * as styles from './walletRow.css.js';

/**
 * A wallet row of the Connect view: icon, name (as text only) and whether it is installed or recent. The
 * WalletConnect row says it pairs by QR code. A wallet whose connect request is waiting is disabled (and says it is
 * connecting); a wallet whose rdns another announced wallet claims too says so, in words.
 */
export function WalletListRow({ entry }: { entry: WalletListEntry }) {
  const t = useMessages();
  const open = useOpenWallet();
  const isConnecting = useConnectingWallet();
  if (entry.kind === 'walletConnect') {
    return (
      <ListRow
        data-testid={`wallet-${entry.connector.id}`}
        leading={<WalletConnectIcon />}
        title={entry.connector.name}
        trailing={<Tag tone="accent">{t('connect.qrCode')}</Tag>}
        onClick={() => open(entry)}
      />
    );
  }
  const name = entry.kind === 'connector' ? entry.connector.name : entry.wallet.name;
  const id = entry.kind === 'connector' ? entry.connector.id : entry.wallet.id;
  const image =
    entry.kind === 'connector' ? (
      <WalletImage src={entry.connector.imageUrl} imageId={entry.connector.imageId} />
    ) : entry.kind === 'directory' ? (
      <WalletImage imageId={entry.wallet.image_id} />
    ) : (
      <WalletImage src={entry.wallet.image_url} />
    );
  const badge = entry.kind === 'custom' ? undefined : entry.badge;
  const pending = entry.kind === 'connector' && isConnecting(entry.connector.id);
  const duplicate = entry.kind === 'connector' && entry.connector.duplicateRdns === true;
  return (
    <ListRow
      data-testid={`wallet-${id}`}
      data-installed={entry.kind === 'connector' || undefined}
      data-duplicate-rdns={duplicate || undefined}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      leading={image}
      title={name}
      subtitle={
        duplicate ? (
          <span className={styles.duplicate} data-testid={`wallet-duplicate-${id}`}>
            <WarningIcon size={12} />
            {t('connect.duplicateRdns')}
          </span>
        ) : undefined
      }
      trailing={
        pending ? (
          <Tag>{t('button.connecting')}</Tag>
        ) : badge === 'recent' ? (
          <Tag>{t('connect.recent')}</Tag>
        ) : badge === 'installed' ? (
          <Tag tone="accent">{t('connect.installed')}</Tag>
        ) : (
          <ChevronRightIcon size={16} />
        )
      }
      onClick={() => {
        if (!pending) open(entry);
      }}
    />
  );
}
