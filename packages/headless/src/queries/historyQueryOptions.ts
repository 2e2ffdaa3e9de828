import type { HistoryEntry } from '../services/blockchainApiSchemas.js';
import { ErrorMessages } from '../core/index.js';
import type { CaipNetwork, ConnectConfig } from '../core/index.js';
import { getDataServices } from '../services/getDataServices.js';
import { isSpamTransaction } from './groupTransactions.js';
import { QUERY_KEY_ROOT } from './queryKeys.js';
import type { ConnectQueryMeta } from './watchQueryErrors.js';

/** One page of history as the hooks see it. */
export interface HistoryPageResult {
  readonly transactions: readonly HistoryEntry[];
  /** Cursor of the next page; undefined on the last page. */
  readonly next: string | undefined;
}

/** Query key of an address's history on a network. */
export function historyQueryKey(caipNetworkId: string | undefined, address: string | undefined) {
  return [QUERY_KEY_ROOT, 'history', caipNetworkId ?? null, address ?? null] as const;
}

/**
 * One page of history, filtered to the active chain and without all-spam transactions. A failure rejects; the
 * query's meta has the query-cache watcher show 'Failed to fetch transactions' and track ERROR_FETCH_TRANSACTIONS.
 */
export async function fetchHistoryPage(
  config: ConnectConfig,
  params: { address: string; network: CaipNetwork; cursor: string | undefined; signal?: AbortSignal },
): Promise<HistoryPageResult> {
  const { address, network, cursor, signal } = params;
  const page = await getDataServices(config).api.fetchHistory({
    account: address,
    chainId: network.caipNetworkId,
    ...(cursor ? { cursor } : {}),
    ...(signal ? { signal } : {}),
  });
  const transactions = page.data.filter(
    (entry) => (entry.metadata.chain === undefined || entry.metadata.chain === network.caipNetworkId) && !isSpamTransaction(entry),
  );
  return { transactions, next: page.next ?? undefined };
}

/** Infinite-query options for history pages (cursor paging). Never enabled while the history feature is off. */
export function historyQueryOptions(
  config: ConnectConfig,
  params: { address: string | undefined; network: CaipNetwork | undefined },
) {
  const { address, network } = params;
  return {
    queryKey: historyQueryKey(network?.caipNetworkId, address),
    queryFn: ({ pageParam, signal }: { pageParam: string | undefined; signal?: AbortSignal }): Promise<HistoryPageResult> => {
      if (!address || !network) return Promise.reject(new Error('History needs an account address'));
      return fetchHistoryPage(config, { address, network, cursor: pageParam, ...(signal ? { signal } : {}) });
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: HistoryPageResult) => last.next,
    enabled: Boolean(config.options.features.history && address && network && network.chainNamespace === 'eip155'),
    retry: false,
    meta: {
      errorToast: ErrorMessages.FAILED_TO_FETCH_TRANSACTIONS,
      errorToastCode: 'FAILED_TO_FETCH_TRANSACTIONS',
      errorEvent: {
        event: 'ERROR_FETCH_TRANSACTIONS',
        type: 'error',
        properties: { address: address ?? null, projectId: config.options.projectId },
      },
    } satisfies ConnectQueryMeta,
  } as const;
}
