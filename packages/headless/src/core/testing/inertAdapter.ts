import type { NamespaceAdapter } from '../adapters/types.js';
import { ConnectError } from '../errors/ConnectError.js';
import type { ChainNamespace } from '../validation/index.js';

/** An adapter with no wallets, for tests of state rules that never reach a wallet. */
export function inertAdapter(namespace: ChainNamespace): NamespaceAdapter {
  const refuse = () => Promise.reject(new ConnectError('NO_WALLET', 'No wallet in this adapter'));
  return {
    namespace,
    setup: () => () => {},
    connect: refuse,
    reconnect: () => Promise.resolve(undefined),
    disconnect: () => Promise.resolve(),
    switchNetwork: refuse,
    getBalance: refuse,
    signMessage: refuse,
  };
}
