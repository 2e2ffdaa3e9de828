import type { AuthState } from '../auth/AuthConnector.js';
import type { ConnectConfig } from '../core/index.js';
import { getAuthConnector } from './getAuthConnector.js';

/** Calls `onChange` with the embedded wallet's state each time it changes; returns the function that stops it. */
export function watchAuthState(config: ConnectConfig, onChange: (state: AuthState) => void): () => void {
  const connector = getAuthConnector(config);
  if (!connector) return () => undefined;
  return connector.subscribe(() => onChange(connector.getState()));
}
