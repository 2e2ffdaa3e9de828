'use client';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
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
  const nfts = useNfts();
  const region = useRef<HTMLDivElement>(null);
  // The button pressed goes away while its request runs; once it is answered, the focus goes to what came.
  const asked = useRef(false);
  const busy = nfts.isFetching;
  useEffect(() => {
    if (busy || !asked.current) return;
    asked.current = false;
    region.current?.focus();
  }, [busy]);
  const ask = (run: () => Promise<unknown>) => () => {
    asked.current = true;
    void run();
  };
  return (
    <div ref={region} tabIndex={-1} className={styles.region} data-testid="nfts-panel">
      <NftsContent nfts={nfts} retry={ask(() => nfts.refetch())} more={ask(() => nfts.fetchNextPage())} />
    </div>
  );
}

function NftsContent({ nfts, retry, more }: { nfts: ReturnType<typeof useNfts>; retry: () => void; more: () => void }): ReactNode {
  const t = useMessages();
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
          <Button variant="secondary" onClick={retry} data-testid="nfts-retry">
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
          <Button variant="secondary" onClick={more} data-testid="nfts-retry">
            {t('nfts.retry')}
          </Button>
        </div>
      ) : (
        nfts.hasNextPage && (
          <div className={styles.more}>
            <Button variant="secondary" onClick={more} data-testid="nfts-more">
              {t('nfts.loadMore')}
            </Button>
          </div>
        )
      )}
    </div>
  );
}
