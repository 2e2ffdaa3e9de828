'use client';
import { useState } from 'react';
import type { AccountNft } from '@connect-modal/headless/services';
import { imageSource } from '../components/imageSource.js';
import { ImageIcon } from '../icons/icons.js';
import { useMessages } from '../messages/MessagesContext.js';
import * as styles from './nfts.css.js';

/** The picture's URL when it is one the modal loads (https, an image data URI, the page's own or a loopback host). */
function pictureUrl(nft: AccountNft): string | undefined {
  return imageSource(nft.nft_info.content?.preview?.url);
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
