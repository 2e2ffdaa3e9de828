'use client';
import { formatAmount as formatUnitsExact, goBack } from '@connect-modal/headless';
import { useConnectConfig, useNetwork, useTokenBalances } from '@connect-modal/headless/react';
import { CheckIcon, CoinsIcon } from '../icons/icons.js';
import { EmptyState } from '../components/EmptyState.js';
import { ListRow } from '../components/ListRow.js';
import { SkeletonRows } from '../components/Skeleton.js';
import { TokenImage } from '../components/TokenImage.js';
import { useFormat } from '../format/useFormat.js';
import { useMessages } from '../messages/MessagesContext.js';
import type { ViewProps } from '../modal/viewRegistry.js';
import { useSendDraft } from '../send/sendDraft.js';
import { sameToken, sendTokenOptions } from '../send/sendTokens.js';
import { SwapTokenSelect } from '../swap/SwapTokenSelect.js';
import * as viewStyles from './views.css.js';

/**
 * TokenSelect: opened with `{ side: 'from' | 'to' }` by Swap, the network's swap tokens for that side; else, for
 * Send, the account's tokens on the active network with their balances, native first. A choice returns.
 */
export function TokenSelectView({ data }: ViewProps) {
  const side = data?.side;
  if (side === 'from' || side === 'to') return <SwapTokenSelect side={side} />;
  return <SendTokenSelect />;
}

/** The account's tokens on the active network with their balances, native first; a choice returns to Send. */
function SendTokenSelect() {
  const t = useMessages();
  const format = useFormat();
  const config = useConnectConfig();
  const { network } = useNetwork();
  const balances = useTokenBalances();
  const [draft, update] = useSendDraft();

  let content;
  if (balances.isLoading) content = <SkeletonRows count={3} />;
  else if (balances.isError) content = <EmptyState icon={<CoinsIcon />} title={t('send.tokensUnavailable')} />;
  else {
    const options = sendTokenOptions(balances.data ?? [], network?.caipNetworkId);
    content =
      options.length === 0 ? (
        <EmptyState icon={<CoinsIcon />} title={t('send.noTokens')} hint={t('send.noTokensHint')} />
      ) : (
        <ul className={viewStyles.list} aria-label={t('send.tokensLabel')} data-testid="token-select-list">
          {options.map((option) => {
            const selected = sameToken(option, draft.token);
            return (
              <li key={option.address ?? `native:${option.symbol}`}>
                <ListRow
                  data-testid={`token-select-${option.symbol}`}
                  aria-current={selected || undefined}
                  leading={<TokenImage src={option.iconUrl} symbol={option.symbol} />}
                  title={option.name}
                  subtitle={`${format.tokenAmount(formatUnitsExact(option.balance ?? 0n, option.decimals))} ${option.symbol}`}
                  trailing={selected ? <CheckIcon size={16} /> : undefined}
                  onClick={() => {
                    update({ token: option });
                    goBack(config);
                  }}
                />
              </li>
            );
          })}
        </ul>
      );
  }
  return (
    <div className={viewStyles.view} data-testid="token-select-view">
      {content}
    </div>
  );
}
