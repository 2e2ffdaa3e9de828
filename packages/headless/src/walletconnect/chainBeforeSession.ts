import type { CaipNetworkId } from '../core/index.js';
import type { WalletConnectContext } from './walletConnectContext.js';
import type { WalletConnectNamespace } from './walletConnectMethods.js';

/** The chain a namespace's requests go to while there is no session: the app's active one, else the first asked for. */
export function chainBeforeSession(context: WalletConnectContext, namespace: WalletConnectNamespace): CaipNetworkId | undefined {
  const host = context.host();
  if (!host) return undefined;
  return host.networks.getActiveNetwork(namespace)?.caipNetworkId ?? context.requested()[namespace]?.chains[0];
}
