'use client';
import { useTokenBalances } from '@connect-modal/headless/react';
import { CoinsIcon } from '../icons/icons.js';
import { Button } from '../components/Button.js';
import { EmptyState } from '../components/EmptyState.js';
import { StaticRow } from '../components/ListRow.js';
import { SkeletonRows } from '../components/Skeleton.js';
import { TokenImage } from '../components/TokenImage.js';
import { useFormat } from '../format/useFormat.js';
import { useMessages } from '../messages/MessagesContext.js';
import * as styles from './account.css.js';

/**
 * The Tokens tab: each token's amount (3 decimals at most) and dollar value; 'Token Balance Unavailable' with a
 * retry when the balances could not be read (a retry within 30 s of the failure is refused, as the specification has it).
 */
export function TokensPanel() {
  const t = useMessages();
  const format = useFormat();
  const tokens = useTokenBalances();
  if (tokens.isLoading || (tokens.isError && tokens.isFetching)) return <SkeletonRows count={3} />;
  if (tokens.isError) {
    return (
      <EmptyState icon={<CoinsIcon />} title={t('tokens.unavailable')}>
        <Button variant="secondary" onClick={() => void tokens.refetch()} data-testid="tokens-retry">
          {t('account.retry')}
        </Button>
      </EmptyState>
    );
  }
  const list = tokens.data ?? [];
  if (list.length === 0) return <EmptyState icon={<CoinsIcon />} title={t('tokens.empty')} hint={t('tokens.emptyHint')} />;
  return (
    <ul className={styles.rowList} data-testid="token-list">
      {list.map((token) => (
        <li key={token.address ?? `native:${token.symbol}`}>
          <StaticRow
            plain
            testId={`token-${token.symbol}`}
            leading={<TokenImage src={token.iconUrl || undefined} symbol={token.symbol} />}
            title={token.name}
            subtitle={`${format.tokenAmount(token.quantity.numeric)} ${token.symbol}`}
            trailing={<span className={styles.valueText}>{format.usd(token.value ?? token.price * Number(token.quantity.numeric))}</span>}
          />
        </li>
      ))}
    </ul>
  );
}
