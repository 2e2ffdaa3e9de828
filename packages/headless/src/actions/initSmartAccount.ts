import type { ConnectConfig } from '../core/index.js';
import { requireAuthConnector } from './getAuthConnector.js';

/** What {@link initSmartAccount} resolves with. */
export interface InitSmartAccountReturnType {
  /** The smart account's address (counterfactual until its first transaction deploys it). */
  readonly address: string;
  readonly isDeployed: boolean;
}

/**
 * The embedded wallet user's smart account on the current EVM network (INIT_SMART_ACCOUNT): its address and whether
 * its code is on the chain; the user's `smartAccountDeployed` follows the answer. Rejects on a network without smart
 * accounts, and with 'Address or auth connector not found' when the config has no auth connector.
 */
export function initSmartAccount(config: ConnectConfig): Promise<InitSmartAccountReturnType> {
  return requireAuthConnector(config).initSmartAccount();
}
