import { createWalletDirectoryClient } from './createWalletDirectoryClient.js';
import type { WalletDirectoryClient } from './createWalletDirectoryClient.js';
import { SDK_TYPE, SDK_VERSION } from './sdkInfo.js';
import type { ConnectConfig } from '../core/index.js';

const directories = new WeakMap<ConnectConfig, WalletDirectoryClient>();

/**
 * The wallet directory client of a config, made on first use (creating it sends nothing). It is apart from the
 * other service clients because the Connect view, fetched before the first opening, needs only this one.
 */
export function getWalletDirectory(config: ConnectConfig): WalletDirectoryClient {
  let directory = directories.get(config);
  if (!directory) {
    directory = createWalletDirectoryClient({
      projectId: config.options.projectId,
      fetch: (input: string, init?: RequestInit) => config.fetch(input, init),
      clock: config.clock,
      sdkType: SDK_TYPE,
      sdkVersion: SDK_VERSION,
      baseUrl: config.options.endpoints.walletDirectory,
    });
    directories.set(config, directory);
  }
  return directory;
}
