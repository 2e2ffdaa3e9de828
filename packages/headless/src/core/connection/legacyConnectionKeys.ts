/** The keys earlier versions kept a connection under, read once and removed. */
export const LEGACY_CONNECTION_KEYS = [
  'connectionStatus',
  'connectedNamespaces',
  'connectedConnectorIds',
  'connectedWallet',
  'connections',
  'lastUsedChain',
] as const;
