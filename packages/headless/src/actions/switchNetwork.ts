import type { ConnectConfig } from '../core/index.js';

/** Parameters of {@link switchNetwork}: a network of the config (another one is a type error). */
export interface SwitchNetworkParameters<config extends ConnectConfig = ConnectConfig> {
  readonly network: config['options']['networks'][number];
}

/**
 * Switches the wallet (or, with none connected, the app) to a network of the config. Refused with 'Network
 * switching is turned off' when the config has `enableNetworkSwitch: false`.
 */
export function switchNetwork<config extends ConnectConfig>(config: config, parameters: SwitchNetworkParameters<config>): Promise<void> {
  return config._internal.switchNetwork(parameters.network);
}
