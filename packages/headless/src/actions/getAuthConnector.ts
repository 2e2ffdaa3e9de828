import { AUTH_CONNECTOR_ID } from '../auth/AuthConnector.js';
import type { AuthConnector } from '../auth/AuthConnector.js';
import type { ConnectConfig } from '../core/index.js';
import { ConnectError, ErrorMessages } from '../core/index.js';

function isAuthConnector(value: unknown): value is AuthConnector {
  const candidate = value as Partial<AuthConnector> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    candidate.id === AUTH_CONNECTOR_ID &&
    typeof candidate.getState === 'function' &&
    typeof candidate.subscribe === 'function' &&
    typeof candidate.connectEmail === 'function'
  );
}

/** The embedded wallet's connector of the config (`createAuthConnector()` in `connectors`), if it has one. */
export function getAuthConnector(config: ConnectConfig): AuthConnector | undefined {
  return config.options.connectors.find(isAuthConnector);
}

/** The auth connector, or ConnectError 'Address or auth connector not found' when the config has none. */
export function requireAuthConnector(config: ConnectConfig): AuthConnector {
  const connector = getAuthConnector(config);
  if (!connector) throw new ConnectError('AUTH_CONNECTOR_NOT_FOUND', ErrorMessages.ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND);
  return connector;
}
