import type { ConnectConfig } from '../config/createConnectConfig.js';
import type { ChainNamespace } from '../validation/index.js';

/** Puts a connected account in a config's connection records, as a wallet connection would. */
export function connectTestAccount(
  config: ConnectConfig,
  options: { namespace?: ChainNamespace; address?: string; chainId?: string; connectorId?: string } = {},
): void {
  const namespace = options.namespace ?? 'eip155';
  config._internal.records.set(namespace, {
    connectorId: options.connectorId ?? 'io.test',
    connectorType: 'ANNOUNCED',
    chainId: options.chainId ?? '1',
    accounts: [{ address: options.address ?? '0xabc', type: 'eoa' }],
    status: 'connected',
  });
}
