import { AUTH_CONNECTOR_ID } from '../auth/AuthConnector.js';
import type { FrameUser } from '../auth/protocol.js';
import type { AdapterConnection, ChainNamespace, ConnectConfig } from '../core/index.js';
import { connect } from './connect.js';
import { requireAuthConnector } from './getAuthConnector.js';

/** Parameters of {@link verifyEmailOtp}. */
export interface VerifyEmailOtpParameters {
  /** The 6-digit code from the email. */
  readonly otp: string;
}

/** What {@link verifyEmailOtp} resolves with. */
export interface VerifyEmailOtpReturnType {
  readonly user: FrameUser;
  /** The connection of each namespace the embedded wallet connected. */
  readonly connections: Readonly<Partial<Record<ChainNamespace, AdapterConnection>>>;
}

const EMBEDDED_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana'];

/**
 * Verifies the email's code, then connects every namespace the embedded wallet serves through the auth
 * connector, the active namespace first, with {@link connect}: the connection records and the modal's
 * navigation are those of any wallet. Rejects with the secure site's message ('Invalid code', ...), or when the
 * first namespace cannot connect; a later namespace that fails is reported as an `error` event and left out.
 */
export async function verifyEmailOtp(config: ConnectConfig, parameters: VerifyEmailOtpParameters): Promise<VerifyEmailOtpReturnType> {
  const user = await requireAuthConnector(config).connectOtp({ otp: parameters.otp });
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
  return { user, connections };
}
