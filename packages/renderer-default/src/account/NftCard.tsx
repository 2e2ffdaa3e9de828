'use client';
import { useState } from 'react';
import type { AccountNft } from '@connect-modal/headless/services';
import { ImageIcon } from '../icons/icons.js';
import { useMessages } from '../messages/MessagesContext.js';
import * as styles from './nfts.css.js';

/** Only pictures over http(s) are loaded; anything else from the service is left out. */
function pictureUrl(nft: AccountNft): string | undefined {
  const url = nft.nft_info.content?.preview?.url;
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** The name an NFT is shown under: its own, else its collection's with its id. */
export function nftName(nft: AccountNft): string {
  const name = nft.nft_info.name?.trim();
  if (name) return name;
  const collection = nft.collection_info?.name?.trim();
  return collection ? `${collection} #${nft.nft_info.token_id}` : `#${nft.nft_info.token_id}`;
}

/** One NFT of the NFTs tab: its picture (or an icon), its name and its token id. */
export function NftCard({ nft }: { nft: AccountNft }) {
  const t = useMessages();
  const src = pictureUrl(nft);
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const name = nftName(nft);
  return (
    <div className={styles.card} data-testid="nft">
      <span className={styles.picture}>
        {src && failed !== src ? (
          <img className={styles.image} src={src} alt={name} loading="lazy" referrerPolicy="no-referrer" onError={() => setFailed(src)} />
        ) : (
          <ImageIcon size={28} />
        )}
      </span>
      <p className={styles.name} title={name}>
        {name}
      </p>
      <p className={styles.tokenId}>{t('nfts.tokenId', { id: nft.nft_info.token_id })}</p>
    </div>
  );
}
