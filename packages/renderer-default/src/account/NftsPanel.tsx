'use client';
import { useNfts } from '@connect-modal/headless/react';
import { ImageIcon } from '../icons/icons.js';
import { Button } from '../components/Button.js';
import { EmptyState } from '../components/EmptyState.js';
import { useMessages } from '../messages/MessagesContext.js';
import { NftCard } from './NftCard.js';
import * as styles from './nfts.css.js';

function SkeletonGrid({ count }: { count: number }) {
  return (
    <div className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.skeletonCard} />
      ))}
    </div>
  );
}

/** The NFTs tab: the account's NFTs on the active network (spam left out), more on request, an error with a retry. */
export function NftsPanel() {
  const t = useMessages();
  const nfts = useNfts();
  // The first load, and a retry after a failed one, show the placeholders.
  if (nfts.isLoading || (nfts.nfts.length === 0 && nfts.isFetching && !nfts.isFetchingNextPage)) {
    return (
      <div role="status" aria-label={t('nfts.loading')} data-testid="nfts-loading">
        <SkeletonGrid count={4} />
      </div>
    );
  }
  if (nfts.isError && nfts.nfts.length === 0) {
    return (
      <div role="alert" data-testid="nfts-error">
        <EmptyState icon={<ImageIcon />} title={t('nfts.failed')} hint={t('nfts.failedHint')}>
          <Button variant="secondary" onClick={() => void nfts.refetch()} data-testid="nfts-retry">
            {t('nfts.retry')}
          </Button>
        </EmptyState>
      </div>
    );
  }
  if (nfts.nfts.length === 0) {
    return (
      <div data-testid="nfts-empty">
        <EmptyState icon={<ImageIcon />} title={t('nfts.empty')} hint={t('nfts.emptyHint')} />
      </div>
    );
  }
  return (
    <div data-testid="nft-list">
      <ul className={styles.grid} aria-label={t('nfts.listLabel')}>
        {nfts.nfts.map((nft) => (
          <li key={nft.id}>
            <NftCard nft={nft} />
          </li>
        ))}
      </ul>
      {nfts.isFetchingNextPage ? (
        <div role="status" aria-label={t('nfts.loadingMore')}>
          <SkeletonGrid count={2} />
        </div>
      ) : nfts.isFetchNextPageError ? (
        <div className={styles.more} role="alert">
          <Button variant="secondary" onClick={() => void nfts.fetchNextPage()} data-testid="nfts-retry">
            {t('nfts.retry')}
          </Button>
        </div>
      ) : (
        nfts.hasNextPage && (
          <div className={styles.more}>
            <Button variant="secondary" onClick={() => void nfts.fetchNextPage()} data-testid="nfts-more">
              {t('nfts.loadMore')}
            </Button>
          </div>
        )
      )}
    </div>
  );
}
