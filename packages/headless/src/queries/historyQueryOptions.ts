import type { HistoryEntry } from '../../services/blockchainApiSchemas.js';
import type { ConnectConfig } from '../config/createConnectConfig.js';
import { ErrorMessages } from '../errors/catalogue.js';
import type { CaipNetwork } from '../networks/index.js';
import { getDataServices } from './getDataServices.js';
import { isSpamTransaction } from './groupTransactions.js';
import { QUERY_KEY_ROOT } from './queryKeys.js';

/** One page of history as the hooks see it. */
export interface HistoryPageResult {
  readonly transactions: readonly HistoryEntry[];
  /** Cursor of the next page; undefined on the last page or after a failure. */
  readonly next: string | undefined;
  /** True when the page could not be fetched (then it is empty). */
  readonly failed: boolean;
}

/** Query key of an address's history on a network. */
export function historyQueryKey(caipNetworkId: string | undefined, address: string | undefined) {
  return [QUERY_KEY_ROOT, 'history', caipNetworkId ?? null, address ?? null] as const;
}

/**
 * One page of history, filtered to the active chain and without all-spam transactions. A failure gives an
 * empty page with no cursor, shows 'Failed to fetch transactions' and tracks ERROR_FETCH_TRANSACTIONS.
 */
export async function fetchHistoryPage(
  config: ConnectConfig,
  params: { address: string; network: CaipNetwork; cursor: string | undefined; signal?: AbortSignal },
): Promise<HistoryPageResult> {
  const { address, network, cursor, signal } = params;
  try {
    const page = await getDataServices(config).api.fetchHistory({
      account: address,
      chainId: network.caipNetworkId,
      ...(cursor ? { cursor } : {}),
      ...(signal ? { signal } : {}),
    });
    const transactions = page.data.filter(
      (entry) => (entry.metadata.chain === undefined || entry.metadata.chain === network.caipNetworkId) && !isSpamTransaction(entry),
    );
    return { transactions, next: page.next ?? undefined, failed: false };
  } catch (error) {
    if (signal?.aborted) throw error;
    config.toasts.showError(ErrorMessages.FAILED_TO_FETCH_TRANSACTIONS);
    config.events.emit('track', {
      event: 'ERROR_FETCH_TRANSACTIONS',
      type: 'error',
      properties: { address, projectId: config.options.projectId, cursor: cursor ?? null },
    });
    return { transactions: [], next: undefined, failed: true };
  }
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
  } as const;
}
