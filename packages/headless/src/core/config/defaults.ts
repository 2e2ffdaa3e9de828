/** Social login providers shown by default, in order. */
export const DEFAULT_SOCIALS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const;

/** A social login provider of the socials feature. */
export type SocialOption = (typeof DEFAULT_SOCIALS)[number];

/** Order of the wallet features on the Account view. */
export const DEFAULT_WALLET_FEATURES_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const;

/** A wallet feature of the Account view. */
export type WalletFeature = (typeof DEFAULT_WALLET_FEATURES_ORDER)[number];

/** Order of connector groups on the Connect view. */
export const DEFAULT_CONNECTOR_TYPE_ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const;

/** A connector group of the Connect view. */
export type ConnectorTypeOrder = (typeof DEFAULT_CONNECTOR_TYPE_ORDER)[number];

/** A connect method of the Connect view. */
export type ConnectMethod = 'email' | 'social' | 'wallet';

/** Connect-method order when an installed or announced wallet is found. */
export const CONNECT_METHODS_ORDER_WITH_INSTALLED: readonly ConnectMethod[] = ['wallet', 'email', 'social'];

/** Connect-method order when no installed or announced wallet is found. */
export const CONNECT_METHODS_ORDER_DEFAULT: readonly ConnectMethod[] = ['email', 'social', 'wallet'];

/** Default account type per namespace. */
export const DEFAULT_ACCOUNT_TYPES = {
  bip122: 'payment',
  eip155: 'smartAccount',
  polkadot: 'eoa',
  solana: 'eoa',
} as const;

/** Hosted endpoints used unless the config names others. */
export const DEFAULT_ENDPOINTS = {
  blockchainApi: 'https://rpc.walletconnect.org',
  walletDirectory: 'https://api.web3modal.org',
  analytics: 'https://pulse.walletconnect.org',
  relay: 'wss://relay.walletconnect.org',
  secureSite: 'https://secure.walletconnect.org',
} as const;

/** The remote endpoints of the product. */
export type Endpoints = { -readonly [K in keyof typeof DEFAULT_ENDPOINTS]: string };

/** Namespaces where an embedded wallet (email, socials) is available. */
export const EMBEDDED_WALLET_NAMESPACES = ['eip155', 'solana'] as const;

/** Default z-index of the modal. */
export const DEFAULT_Z_INDEX = 999;
