import { AUTH_CONNECTOR_ID } from '../auth/AuthConnector.js';
import type { AdapterConnection, ChainNamespace, ConnectConfig } from '../core/index.js';
import { connect } from './connect.js';

const EMBEDDED_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana'];

/**
 * Connects every namespace the auth connector is offered in, the active namespace first, with {@link connect}
 * (so the connection records and the modal's navigation are those of any wallet). Rejects when the first
 * namespace cannot connect; a later one that fails is reported as an `error` event and left out.
 */
export async function connectAuthNamespaces(config: ConnectConfig): Promise<Partial<Record<ChainNamespace, AdapterConnection>>> {
  const offered = new Set(config._internal.connectors().filter((connector) => connector.id === AUTH_CONNECTOR_ID).map((connector) => connector.chain));
  const active = config._internal.networks.getActiveNamespace();
  const namespaces = EMBEDDED_NAMESPACES.filter((namespace) => offered.has(namespace)).sort((a, b) => Number(b === active) - Number(a === active));
  const connections: Partial<Record<ChainNamespace, AdapterConnection>> = {};
  for (const [index, namespace] of namespaces.entries()) {
    try {
      connections[namespace] = await connect(config, { connectorId: AUTH_CONNECTOR_ID, namespace });
    } catch (error) {
      if (index === 0) throw error;
      config.events.emit('error', { error, source: `auth:connect:${namespace}` });
    }
  }
  return connections;
}
