import { formatUnits } from 'viem';
import type { Address } from 'viem';
import { DEV_TOKEN, NATIVE_CURRENCY, USD_PRICES } from './apiFixtures.js';
import type { IndexedTransaction, IndexedTransfer } from './createChainIndexer.js';
import type { DevnetApiState, DevnetChainHandle } from './DevnetApiState.js';

function assetOf(transfer: IndexedTransfer, chain: DevnetChainHandle): { name: string; symbol: string; decimals: number } {
  if (transfer.asset === 'native') return NATIVE_CURRENCY;
  if (transfer.asset.toLowerCase() === chain.devChain.contracts.token.toLowerCase()) return DEV_TOKEN;
  return { name: 'Unknown Token', symbol: 'UNKNOWN', decimals: 18 };
}

/** A transaction as the history endpoint shows it to `account`: only the transfers `account` took part in. */
export function toHistoryEntry(tx: IndexedTransaction, account: Address, chain: DevnetChainHandle, state: DevnetApiState) {
  const wanted = account.toLowerCase();
  const involved = tx.transfers.filter((transfer) => transfer.from.toLowerCase() === wanted || transfer.to.toLowerCase() === wanted);
  const transfers = involved.map((transfer) => {
    const asset = assetOf(transfer, chain);
    const fromSelf = transfer.from.toLowerCase() === wanted;
    const toSelf = transfer.to.toLowerCase() === wanted;
    const numeric = formatUnits(transfer.value, asset.decimals);
    const price = USD_PRICES[asset.symbol] ?? 0;
    return {
      fungible_info: { name: asset.name, symbol: asset.symbol, icon: { url: state.imageUrl('token', asset.symbol) } },
      direction: fromSelf && toSelf ? 'self' : fromSelf ? 'out' : 'in',
      quantity: { numeric },
      value: Number(numeric) * price,
      price,
    };
  });
  const single = tx.transfers.length === 1 ? tx.transfers[0] : undefined;
  // For a plain token transfer the transaction goes to the token contract; people expect to see the recipient.
  const sentTo = single && single.asset !== 'native' ? single.to : (tx.to ?? '');
  return {
    id: tx.hash,
    metadata: {
      operationType: transfers.some((transfer) => transfer.direction !== 'in') ? 'send' : 'receive',
      hash: tx.hash,
      minedAt: new Date(tx.timestamp * 1000).toISOString(),
      sentFrom: tx.from,
      sentTo,
      status: 'confirmed',
      nonce: tx.nonce,
      chain: chain.caipNetworkId,
    },
    transfers,
  };
}
