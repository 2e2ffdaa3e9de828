import type { ConnectMethod } from './defaults.js';
import { CONNECT_METHODS_ORDER_DEFAULT, CONNECT_METHODS_ORDER_WITH_INSTALLED } from './defaults.js';
import type { Features } from './ConnectConfigOptions.js';

/**
 * The connect methods of the Connect view, in order: the configured order if any, else wallet first when
 * an installed or announced wallet is found, else email, social, wallet. Disabled methods are dropped.
 */
export function getConnectMethodsOrder(features: Readonly<Features>, hasInstalledWallet: boolean): ConnectMethod[] {
  const order =
    features.connectMethodsOrder ?? (hasInstalledWallet ? CONNECT_METHODS_ORDER_WITH_INSTALLED : CONNECT_METHODS_ORDER_DEFAULT);
  return order.filter((method) => {
    if (method === 'email') return features.email;
    if (method === 'social') return features.socials !== false && features.socials.length > 0;
    return true;
  });
}
