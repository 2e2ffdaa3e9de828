'use client';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useConnectors, useRecommendedWallets, useWalletDirectory } from '@connect-modal/headless/react';
import { SearchIcon, WalletIcon } from '../icons/icons.js';
import { Button } from '../components/Button.js';
import { EmptyState } from '../components/EmptyState.js';
import { Skeleton } from '../components/Skeleton.js';
import { useMessages } from '../messages/MessagesContext.js';
import type { ViewProps } from '../modal/viewRegistry.js';
import { visuallyHidden } from '../styles/visuallyHidden.css.js';
import { useOpenWallet } from '../wallets/useOpenWallet.js';
import { WalletTile } from '../wallets/WalletTile.js';
import type { WalletListEntry } from '../wallets/walletTypes.js';
import * as styles from './AllWalletsView.css.js';
import * as viewStyles from './views.css.js';

const COLUMNS = 4;
/** Tile height plus the gap between rows. */
const ROW_HEIGHT = 100;

function SkeletonGrid({ rows }: { rows: number }) {
  return (
    <div className={styles.skeletonGrid} aria-hidden="true">
      {Array.from({ length: rows * COLUMNS }, (_, index) => (
        <span key={index} className={styles.skeletonTile}>
          <Skeleton shape="tile" />
          <span className={styles.skeletonName}>
            <Skeleton shape="line" />
          </span>
        </span>
      ))}
    </div>
  );
}

/**
 * Every wallet: installed ones first, then featured and recommended, then the directory in pages of 40 as
 * the list scrolls. Only the rows in view are rendered, so a directory of thousands stays fast. A directory that
 * could not be read says so with a retry, above the installed wallets when there are some.
 */
export function AllWalletsView(_props: ViewProps) {
  const t = useMessages();
  const open = useOpenWallet();
  const [search, setSearch] = useState('');
  const directory = useWalletDirectory({ search });
  const recommended = useRecommendedWallets();
  const connectors = useConnectors();
  const query = directory.search.toLowerCase();

  const entries = useMemo(() => {
    const list: WalletListEntry[] = [];
    const taken = new Set<string>();
    const take = (keys: (string | null | undefined)[]) => {
      const clean = keys.filter((key): key is string => Boolean(key)).map((key) => key.toLowerCase());
      if (clean.some((key) => taken.has(key))) return false;
      clean.forEach((key) => taken.add(key));
      return true;
    };
    for (const connector of connectors) {
      if (connector.type !== 'INJECTED' && connector.type !== 'ANNOUNCED') continue;
      if (query && !connector.name.toLowerCase().includes(query)) continue;
      if (take([connector.id, connector.explorerId, connector.info?.rdns])) {
        list.push({ kind: 'connector', key: `connector:${connector.id}`, connector, badge: 'installed' });
      }
    }
    const directoryWallets = query
      ? directory.wallets
      : [...(recommended.data?.featured ?? []), ...(recommended.data?.recommended ?? []), ...directory.wallets];
    for (const wallet of directoryWallets) {
      if (take([wallet.id, wallet.rdns])) list.push({ kind: 'directory', key: `wallet:${wallet.id}`, wallet });
    }
    return list;
  }, [connectors, directory.wallets, recommended.data, query]);

  const rows = useMemo(() => {
    const chunks: WalletListEntry[][] = [];
    for (let index = 0; index < entries.length; index += COLUMNS) chunks.push(entries.slice(index, index + COLUMNS));
    return chunks;
  }, [entries]);

  const scrollRef = useRef<HTMLDivElement>(null);
  const hasMore = Boolean(directory.hasNextPage) && !query;
  const virtualizer = useVirtualizer({
    count: rows.length + (hasMore ? 1 : 0),
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 3,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items[items.length - 1]?.index ?? -1;
  const { fetchNextPage, isFetchingNextPage } = directory;

  useEffect(() => {
    // The next page is asked for as the loader row (one past the wallets) scrolls into the window.
    if (hasMore && !isFetchingNextPage && lastIndex >= rows.length - 1) void fetchNextPage();
  }, [hasMore, isFetchingNextPage, lastIndex, rows.length, fetchNextPage]);

  const loadingFirst = directory.isSearching || (directory.isLoading && directory.wallets.length === 0);
  const showSkeleton = loadingFirst && entries.length === 0;
  const showEmpty = !loadingFirst && !directory.isError && entries.length === 0;

  return (
    <div className={viewStyles.view} data-testid="all-wallets-view">
      <div className={styles.searchBox}>
        <span className={styles.searchIcon}>
          <SearchIcon size={16} />
        </span>
        <input
          type="search"
          className={styles.searchInput}
          aria-label={t('allWallets.search')}
          placeholder={t('allWallets.searchPlaceholder')}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          value={search}
          data-testid="wallet-search"
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <p className={visuallyHidden} role="status" data-testid="wallet-search-status">
        {query && !loadingFirst ? t('allWallets.results', { count: entries.length }) : ''}
      </p>
      {directory.isError && entries.length > 0 && (
        <div className={styles.errorBanner} role="status" data-testid="wallet-grid-error">
          <span>{t('allWallets.error')}</span>
          <Button variant="secondary" onClick={() => void directory.refetch()}>
            {t('allWallets.retry')}
          </Button>
        </div>
      )}
      {showSkeleton ? (
        <div className={styles.stateBox}>
          <SkeletonGrid rows={4} />
        </div>
      ) : showEmpty ? (
        <div className={styles.stateBox} data-testid="wallet-grid-empty">
          <EmptyState icon={<WalletIcon />} title={t('allWallets.empty')} hint={t('allWallets.emptyHint')} />
        </div>
      ) : directory.isError && entries.length === 0 ? (
        <div className={styles.stateBox} data-testid="wallet-grid-error">
          <EmptyState icon={<WalletIcon />} title={t('allWallets.error')}>
            <Button variant="secondary" onClick={() => void directory.refetch()}>
              {t('allWallets.retry')}
            </Button>
          </EmptyState>
        </div>
      ) : (
        <div ref={scrollRef} className={styles.scroller} role="group" aria-label={t('connect.walletsLabel')} data-testid="wallet-grid" aria-busy={loadingFirst || isFetchingNextPage || undefined}>
          <div className={styles.rows} style={{ height: virtualizer.getTotalSize() }}>
            {items.map((item) => {
              const row = rows[item.index];
              return (
                // Virtual rows are placed where the scroll window needs them; that position is the only style set here.
                <div
                  key={item.key}
                  className={row ? styles.row : styles.loaderRow}
                  style={{ transform: `translateY(${item.start}px)` }}
                  data-index={item.index}
                >
                  {row ? (
                    row.map((entry) => <WalletTile key={entry.key} entry={entry} onSelect={open} />)
                  ) : (
                    <SkeletonGrid rows={1} />
                  )}
                </div>
              );
            })}
          </div>
        </div>
      )}
    </div>
  );
}
