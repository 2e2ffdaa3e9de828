/** The devnet's blockchain API, wallet directory and analytics sink over the devnet chains. */
export { CORS_HEADERS } from './ApiReply.js';
export { NATIVE_TOKEN_ADDRESS, USD_PRICES } from './apiFixtures.js';
export { HISTORY_PAGE_SIZE } from './accountRoutes.js';
export { createDevnetApi } from './createDevnetApi.js';
export type { DevnetApi, DevnetApiOptions } from './createDevnetApi.js';
export { createFaultInjector } from './createFaultInjector.js';
export type { FaultInjector, FaultResponse } from './createFaultInjector.js';
export type { NameProfileRecord, NameRegistry } from './createNameRegistry.js';
export type { DevnetSwitches, RequestLogEntry, SmartSession } from './DevnetApiState.js';
export { HOSTILE_WALLET_ID, hostileWallet } from './hostileWallet.js';
export { generateWalletFixtures } from './generateWalletFixtures.js';
export type { DirectoryWallet, WalletFixtureOptions } from './generateWalletFixtures.js';
export { MAX_REQUEST_BYTES } from './readRequestBody.js';
export { startApiServer } from './startApiServer.js';
export type { RunningApiServer, StartApiServerOptions } from './startApiServer.js';
