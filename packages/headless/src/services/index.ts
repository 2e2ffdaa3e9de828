/**
 * Clients of the remote services: blockchain API, wallet directory, analytics and names. Framework-agnostic; every
 * answer is parsed at the boundary and every failure is a typed ApiError or ConnectError.
 */
export {
  DEFAULT_API_RETRY,
  DEFAULT_API_TIMEOUT_MS,
  DEFAULT_MAX_RESPONSE_BYTES,
} from './ApiClientOptions.js';
export type { ApiClientOptions, Cancellable, FetchLike, RetryOptions } from './ApiClientOptions.js';
export { ApiError, isApiError } from './ApiError.js';
export type { ApiErrorCode, ApiErrorDetails } from './ApiError.js';
export { DEFAULT_API_NETWORK_SUPPORT, SWAP_CHAIN_IDS } from './apiNetworkSupport.js';
export type { ApiNetworkSupport } from './apiNetworkSupport.js';
export * from './blockchainApiSchemas.js';
export { createApiRequester } from './createApiRequester.js';
export type { ApiRequest, ApiRequester, QueryValue } from './createApiRequester.js';
export { NAME_ZONE, SWAP_SLIPPAGE_TOLERANCE, createBlockchainApiClient } from './createBlockchainApiClient.js';
export type {
  BlockchainApiClient,
  BlockchainApiClientOptions,
  OnrampDestinationWallet,
} from './createBlockchainApiClient.js';
export { WALLET_PAGE_SIZE, createWalletDirectoryClient } from './createWalletDirectoryClient.js';
export type { GetWalletsParams, WalletDirectoryClient } from './createWalletDirectoryClient.js';
export { MAX_ERROR_EVENTS_PER_MINUTE, createAnalyticsClient } from './createAnalyticsClient.js';
export type { AnalyticsClient, AnalyticsClientOptions, AnalyticsEvent, AnalyticsLocation } from './createAnalyticsClient.js';
export {
  LEGACY_NAME_SUFFIX,
  NAME_SERVICE_ERROR,
  NAME_SUFFIX,
  createNameServiceClient,
  evmChainIdToCoinType,
  withNameSuffix,
} from './createNameServiceClient.js';
export type {
  NameServiceClient,
  NameServiceClientOptions,
  NameSuggestion,
  RegisterNameParams,
} from './createNameServiceClient.js';
export { MOBILE_RDNS_ALIASES, filterWallets } from './filterWallets.js';
export type { FilterWalletsOptions, FilterableWallet, WalletRef } from './filterWallets.js';
export { parseWalletAssets, walletAssetSchema, walletAssetsSchema } from './walletAssetsSchema.js';
export type { WalletAsset, WalletAssets } from './walletAssetsSchema.js';
export * from './walletDirectorySchemas.js';
export { NFT_NAMESPACES, createNftClient } from './createNftClient.js';
export type { NftClient, NftClientOptions } from './createNftClient.js';
export { accountNftSchema, accountNftsPageSchema } from './nftSchemas.js';
export type { AccountNft, AccountNftsPage } from './nftSchemas.js';
