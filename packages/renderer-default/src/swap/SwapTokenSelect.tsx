'use client';
import { formatAmount as formatUnitsExact, goBack } from '@connect-modal/headless';
import { useConnectConfig, useTokenBalances } from '@connect-modal/headless/react';
import { CheckIcon, CoinsIcon } from '../icons/icons.js';
import { EmptyState } from '../components/EmptyState.js';
import { ListRow } from '../components/ListRow.js';
import { SkeletonRows } from '../components/Skeleton.js';
import { TokenImage } from '../components/TokenImage.js';
import { useFormat } from '../format/useFormat.js';
import { useErrorText } from '../messages/errorText.js';
import { useMessages } from '../messages/MessagesContext.js';
import * as viewStyles from '../views/views.css.js';
import { swapErrorMessage } from './swapErrorMessage.js';
import { swapTokenBalance } from './swapTokens.js';
import { useSwapForm } from './useSwapForm.js';

/**
 * The swap tokens of the active network, for one side of the Swap form (with the account's balance when the
 * blockchain API lists it). Picking the other side's token flips the pair; a choice returns to Swap.
 */
export function SwapTokenSelect({ side }: { side: 'from' | 'to' }) {
  const t = useMessages();
  const errorText = useErrorText();
  const format = useFormat();
  const config = useConnectConfig();
  const { network, list, draft, update } = useSwapForm();
  const balances = useTokenBalances();
  const chosen = side === 'from' ? draft.from : draft.to;
  const other = side === 'from' ? draft.to : draft.from;

  let content;
  if (list.error) content = <EmptyState icon={<CoinsIcon />} title={swapErrorMessage(list.error, errorText)} />;
  else if (!list.tokens) content = <SkeletonRows count={3} />;
  else
    content = (
      <ul className={viewStyles.list} aria-label={t('swap.tokensLabel')} data-testid="token-select-list" data-side={side}>
        {list.tokens.map((token) => {
          const selected = token.address === chosen;
          const balance = swapTokenBalance(balances.data, token, network?.caipNetworkId);
          return (
            <li key={token.address}>
              <ListRow
                data-testid={`token-select-${token.symbol}`}
                aria-current={selected || undefined}
                leading={<TokenImage src={token.logoUri || undefined} symbol={token.symbol} />}
                title={token.name}
                subtitle={balance === undefined ? token.symbol : `${format.tokenAmount(formatUnitsExact(balance, token.decimals))} ${token.symbol}`}
                trailing={selected ? <CheckIcon size={16} /> : undefined}
                onClick={() => {
                  // The other side's token: the pair flips, so the two sides never hold one token.
                  if (token.address === other) update({ from: draft.to, to: draft.from });
                  else update({ [side]: token.address });
                  goBack(config);
                }}
              />
            </li>
          );
        })}
      </ul>
    );
  return (
    <div className={viewStyles.view} data-testid="token-select-view" data-side={side}>
      {content}
    </div>
  );
}
