import type { ConnectConfig } from '../core/index.js';
import { ValidationError } from '../core/index.js';
import { requireAuthConnector } from './getAuthConnector.js';

/** The embedded wallet's EVM account types. */
export type EmbeddedAccountType = 'eoa' | 'smartAccount';

/** Parameters of {@link switchAccountType}. */
export interface SwitchAccountTypeParameters {
  readonly type: EmbeddedAccountType;
}

/** What {@link switchAccountType} resolves with: the account type now in use and its address. */
export interface SwitchAccountTypeReturnType {
  readonly type: EmbeddedAccountType;
  readonly address: string;
}

/**
 * Switches the embedded wallet's EVM account between the smart account and the EOA (SPEC: set on the iframe with
 * SET_PREFERRED_ACCOUNT, then the auth connector reconnected). When setting the smart account fails it falls back
 * to the EOA, and resolves with `type: 'eoa'`. The choice is the eip155 preferred account type, kept in storage.
 * Rejects with 'Address or auth connector not found' when nobody is logged in to the embedded wallet.
 */
export function switchAccountType(config: ConnectConfig, parameters: SwitchAccountTypeParameters): Promise<SwitchAccountTypeReturnType> {
  const type: unknown = parameters?.type;
  if (type !== 'eoa' && type !== 'smartAccount') return Promise.reject(new ValidationError("The account type must be 'eoa' or 'smartAccount'", type));
  return requireAuthConnector(config).setPreferredAccountType(type);
}
