import type { ConnectConfig } from '../core/index.js';
import { requireAuthConnector } from './getAuthConnector.js';

/**
 * Asks the embedded wallet which EVM chains give the user a smart account (GET_SMART_ACCOUNT_ENABLED_NETWORKS).
 * The list is kept in the eip155 network state's `smartAccountEnabledNetworks` and in storage (comma separated);
 * when the fetch fails it is reset to empty (SPEC) and the failure is reported as an `error` event.
 * ConnectError 'Address or auth connector not found' when the config has no auth connector.
 */
export function getSmartAccountEnabledNetworks(config: ConnectConfig): Promise<readonly number[]> {
  return requireAuthConnector(config).getSmartAccountEnabledNetworks();
}
