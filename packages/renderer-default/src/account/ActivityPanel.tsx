'use client';
import { useEffect, useRef } from 'react';
import { useHistory } from '@connect-modal/headless/react';
import { ArrowDownLeftIcon, ArrowUpRightIcon, ClockIcon, SwapIcon } from '../icons/icons.js';
import { Button } from '../components/Button.js';
import { EmptyState } from '../components/EmptyState.js';
import { StaticRow } from '../components/ListRow.js';
import { SkeletonRows } from '../components/Skeleton.js';
import { Tag } from '../components/Tag.js';
import { useFormat } from '../format/useFormat.js';
import type { Formats } from '../format/useFormat.js';
import type { MessageId } from '../messages/en.js';
import { useMessages } from '../messages/MessagesContext.js';
import type { Translate } from '../messages/MessagesContext.js';
import { useNow } from './useNow.js';
import * as styles from './account.css.js';

type HistoryEntry = ReturnType<typeof useHistory>['transactions'][number];

const KNOWN_TYPES = new Set(['send', 'receive', 'trade', 'approve', 'mint', 'burn', 'deploy', 'execute']);

function typeLabel(entry: HistoryEntry, t: Translate): string {
  const type = entry.metadata.operationType.toLowerCase();
  return t(`activity.type.${KNOWN_TYPES.has(type) ? type : 'other'}` as MessageId);
}

function describeTransfers(entry: HistoryEntry, format: Formats): string {
  return entry.transfers
    .map((transfer) => {
      const symbol = transfer.fungible_info?.symbol ?? transfer.nft_info?.name ?? '';
      const sign = transfer.direction === 'in' ? '+' : transfer.direction === 'out' ? '-' : '';
      return `${sign}${format.tokenAmount(transfer.quantity.numeric)} ${symbol}`.trim();
    })
    .join(', ');
}

function DirectionIcon({ entry }: { entry: HistoryEntry }) {
  const directions = new Set(entry.transfers.map((transfer) => transfer.direction));
  if (directions.size > 1 || directions.has('self')) {
    return (
      <span className={styles.directionIcon}>
        <SwapIcon size={18} />
      </span>
    );
  }
  if (directions.has('in')) {
    return (
      <span className={`${styles.directionIcon} ${styles.incoming}`}>
        <ArrowDownLeftIcon size={18} />
      </span>
    );
  }
  return (
    <span className={styles.directionIcon}>
      <ArrowUpRightIcon size={18} />
    </span>
  );
}

/**
 * The Activity tab: transactions grouped by month, more loaded as the list scrolls to its end; those whose date
 * is not a date last, under 'Unknown date'. A failed first page says so with a retry.
 */
export function ActivityPanel({ scrollRoot }: { scrollRoot: () => HTMLElement | null }) {
  const t = useMessages();
  const format = useFormat();
  const history = useHistory();
  const now = useNow();
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { root: scrollRoot(), rootMargin: '120px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, scrollRoot]);

  if (history.isLoading || (history.failed && history.isFetching && history.transactions.length === 0)) return <SkeletonRows count={3} />;
  if (history.failed && history.transactions.length === 0) {
    return (
      <EmptyState icon={<ClockIcon />} title={t('activity.failed')}>
        <Button variant="secondary" onClick={() => void history.refetch()} data-testid="activity-retry">
          {t('account.retry')}
        </Button>
      </EmptyState>
    );
  }
  if (history.transactions.length === 0) return <EmptyState icon={<ClockIcon />} title={t('activity.empty')} hint={t('activity.emptyHint')} />;
  return (
    <div data-testid="activity-list">
      {history.groups.map((group) => (
        <div key={group.year === null ? 'undated' : `${group.year}-${group.month}`}>
          <h3 className={styles.groupTitle}>
            {group.year === null || group.month === null ? t('activity.unknownDate') : format.monthTitle(Date.UTC(group.year, group.month), now)}
          </h3>
          <ul className={styles.rowList}>
            {group.transactions.map((entry) => {
              const status = entry.metadata.status.toLowerCase();
              const time = group.year === null ? Number.NaN : Date.parse(entry.metadata.minedAt);
              return (
                <li key={entry.id}>
                  <StaticRow
                    plain
                    testId="transaction"
                    leading={<DirectionIcon entry={entry} />}
                    title={
                      <>
                        {typeLabel(entry, t)}{' '}
                        {status === 'failed' && <Tag tone="warning">{t('activity.status.failed')}</Tag>}
                        {status === 'pending' && <Tag>{t('activity.status.pending')}</Tag>}
                      </>
                    }
                    subtitle={describeTransfers(entry, format)}
                    trailing={Number.isNaN(time) ? undefined : <time dateTime={entry.metadata.minedAt}>{format.relativeTime(time, now)}</time>}
                  />
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      {hasNextPage && <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />}
      {isFetchingNextPage && (
        <div role="status" aria-label={t('activity.loadingMore')}>
          <SkeletonRows count={2} />
        </div>
      )}
    </div>
  );
}
