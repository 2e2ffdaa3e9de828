import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base';

/** `standard:connect`: asks the wallet for accounts; `silent` only reports accounts already authorised. */
export interface StandardConnectFeature {
  readonly version: string;
  connect(input?: { readonly silent?: boolean }): Promise<{ readonly accounts: readonly WalletAccount[] }>;
}

/** `standard:disconnect`. */
export interface StandardDisconnectFeature {
  readonly version: string;
  disconnect(): Promise<void>;
}

/** What a `change` event of `standard:events` carries. */
export interface StandardEventsChangeProperties {
  readonly chains?: Wallet['chains'];
  readonly features?: Wallet['features'];
  readonly accounts?: readonly WalletAccount[];
}

/** `standard:events`. */
export interface StandardEventsFeature {
  readonly version: string;
  on(event: 'change', listener: (properties: StandardEventsChangeProperties) => void): () => void;
}

/** A feature by name on a wallet, if it has one in the expected shape. */
export function featureOf<T>(wallet: Wallet, name: IdentifierString, method: string): T | undefined {
  const feature: unknown = (wallet.features as Readonly<Record<string, unknown>>)[name];
  if (typeof feature !== 'object' || feature === null) return undefined;
  return typeof (feature as Record<string, unknown>)[method] === 'function' ? (feature as T) : undefined;
}
