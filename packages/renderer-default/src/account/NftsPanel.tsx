'use client';
import { ImageIcon } from '../icons/icons.js';
import { EmptyState } from '../components/EmptyState.js';
import { useMessages } from '../messages/MessagesContext.js';

/** The NFTs tab; NFT balances are not served yet, so it is empty. */
export function NftsPanel() {
  const t = useMessages();
  return <EmptyState icon={<ImageIcon />} title={t('nfts.empty')} hint={t('nfts.emptyHint')} />;
}
