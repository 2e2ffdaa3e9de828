/** Query and mutation option factories (key + fetcher + lifetimes), for TanStack Query in any framework. */
export { QUERY_KEY_ROOT, QUERY_STALE_TIMES } from './queryKeys.js';
export { nativeBalanceQueryKey, nativeBalanceQueryOptions } from './nativeBalanceQueryOptions.js';
export {
  TOKEN_BALANCE_RETRY_GAP,
  TOKEN_BALANCE_RETRY_GAP_MS,
  fetchTokenBalances,
  tokenBalancesQueryKey,
  tokenBalancesQueryOptions,
} from './tokenBalancesQueryOptions.js';
export { fetchHistoryPage, historyQueryKey, historyQueryOptions } from './historyQueryOptions.js';
export type { HistoryPageResult } from './historyQueryOptions.js';
export { fetchNftsPage, isSpamNft, nftsQueryKey, nftsQueryOptions } from './nftsQueryOptions.js';
export type { NftsPageResult } from './nftsQueryOptions.js';
export { groupTransactions, isSpamTransaction } from './groupTransactions.js';
export type { TransactionGroup } from './groupTransactions.js';
export { identityQueryKey, identityQueryOptions, namesQueryKey, namesQueryOptions } from './identityQueryOptions.js';
export {
  NAME_SUGGESTIONS_STALE_TIME,
  nameSuggestionsQueryKey,
  nameSuggestionsQueryOptions,
  registerAccountNameMutationOptions,
} from './accountNameQueryOptions.js';
export {
  RECOMMENDED_WALLETS_COUNT,
  WALLET_SEARCH_ENTRIES,
  WALLET_SEARCH_MIN_WAIT_MS,
  recommendedWalletsQueryOptions,
  walletDirectoryQueryOptions,
} from './walletDirectoryQueryOptions.js';
export { startAnalytics } from './startAnalytics.js';
export { persistQueryCaches } from './persistQueryCaches.js';
export { watchQueryErrors } from './watchQueryErrors.js';
export type { ConnectQueryMeta } from './watchQueryErrors.js';
export {
  connectMutationOptions,
  disconnectMutationOptions,
  signMessageMutationOptions,
  switchNetworkMutationOptions,
} from './mutationOptions.js';
export {
  sendSolanaTransactionMutationOptions,
  sendTransactionMutationOptions,
  signTypedDataMutationOptions,
  writeContractMutationOptions,
} from './transactionMutationOptions.js';
export type { WriteContractVariables } from './transactionMutationOptions.js';
export { waitForTransactionReceiptQueryKey, waitForTransactionReceiptQueryOptions } from './waitForTransactionReceiptQueryOptions.js';
export type { WaitForTransactionReceiptQueryParameters } from './waitForTransactionReceiptQueryOptions.js';
export { resolveSendName, sendMutationOptions, sendNameQueryKey, sendNameQueryOptions } from './sendMutationOptions.js';
export type { SendVariables } from './sendMutationOptions.js';
export { swapMutationOptions, swapQuoteQueryOptions, swapTokensQueryOptions } from './swapQueryOptions.js';
export type { SwapQuoteQueryParameters } from './swapQueryOptions.js';
export {
  ONRAMP_OPTIONS_STALE_TIME,
  ONRAMP_QUOTE_STALE_TIME,
  onrampOptionsQueryKey,
  onrampOptionsQueryOptions,
  onrampQuoteQueryKey,
  onrampQuoteQueryOptions,
} from './onrampQueryOptions.js';
export type { OnrampQuoteQueryParameters } from './onrampQueryOptions.js';
export { onrampUrlMutationOptions } from './onrampMutationOptions.js';
export {
  connectEmailMutationOptions,
  updateEmailMutationOptions,
  verifyEmailDeviceMutationOptions,
  verifyEmailOtpMutationOptions,
  verifyUpdateEmailPrimaryOtpMutationOptions,
  verifyUpdateEmailSecondaryOtpMutationOptions,
} from './authMutationOptions.js';
export { connectSocialMutationOptions } from './socialMutationOptions.js';
export { connectFarcasterMutationOptions, getFarcasterUriMutationOptions } from './farcasterMutationOptions.js';
export { smartAccountEnabledNetworksQueryKey, smartAccountEnabledNetworksQueryOptions, switchAccountTypeMutationOptions } from './smartAccountQueryOptions.js';
