import { createAnalyticsClient } from './createAnalyticsClient.js';
import type { AnalyticsClient } from './createAnalyticsClient.js';
import { swapNetworksOf } from './apiNetworkSupport.js';
import { createBlockchainApiClient } from './createBlockchainApiClient.js';
import type { BlockchainApiClient } from './createBlockchainApiClient.js';
import { createNameServiceClient } from './createNameServiceClient.js';
import type { NameServiceClient } from './createNameServiceClient.js';
import { createNftClient } from './createNftClient.js';
import type { NftClient } from './createNftClient.js';
import type { WalletDirectoryClient } from './createWalletDirectoryClient.js';
import { getWalletDirectory } from './getWalletDirectory.js';
import { SDK_TYPE, SDK_VERSION } from './sdkInfo.js';
import { Alerts, DEFAULT_ENDPOINTS } from '../core/index.js';
import type { ConnectConfig } from '../core/index.js';

export { SDK_TYPE, SDK_VERSION };

/** The service clients of one config. */
export interface DataServices {
  readonly api: BlockchainApiClient;
  readonly directory: WalletDirectoryClient;
  readonly analytics: AnalyticsClient;
  readonly names: NameServiceClient;
  /** The NFT endpoint of the blockchain API. */
  readonly nfts: NftClient;
  /** When each token-balance key last failed, for the 30 s retry gap. */
  readonly balanceFailures: Map<string, number>;
}

const services = new WeakMap<ConnectConfig, DataServices>();

/** The service clients of a config, made on first use (creating them sends nothing). */
export function getDataServices(config: ConnectConfig): DataServices {
  let existing = services.get(config);
  if (!existing) {
    const common = {
      projectId: config.options.projectId,
      fetch: (input: string, init?: RequestInit) => config.fetch(input, init),
      clock: config.clock,
      sdkType: SDK_TYPE,
      sdkVersion: SDK_VERSION,
    };
    const baseUrl = config.options.endpoints.blockchainApi;
    const swap = swapNetworksOf(config.options.networks, baseUrl, DEFAULT_ENDPOINTS.blockchainApi);
    const api = createBlockchainApiClient({ ...common, baseUrl, networkSupport: { swap } });
    existing = {
      api,
      directory: getWalletDirectory(config),
      analytics: createAnalyticsClient({
        ...common,
        baseUrl: config.options.endpoints.analytics,
        onInvalidAppConfiguration: () => config._internal.toasts.showError(Alerts.INVALID_APP_CONFIGURATION.title, 'INVALID_APP_CONFIGURATION'),
      }),
      names: createNameServiceClient({ api, clock: config.clock }),
      nfts: createNftClient({ ...common, baseUrl }),
      balanceFailures: new Map(),
    };
    services.set(config, existing);
  }
  return existing;
}
