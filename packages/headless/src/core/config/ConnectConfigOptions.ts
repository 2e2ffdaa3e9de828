import type { SiwxConfig } from '../siwx/SiwxConfig.js';
import type { ConnectorSource, NamespaceAdapter } from '../adapters/types.js';
import type { Clock } from '../clock/index.js';
import type { CaipNetwork } from '../networks/index.js';
import type { Platform } from '../platform/Platform.js';
import type { StorageBackend } from '../storage/index.js';
import type { AccountType } from '../state/types.js';
import type { ChainNamespace } from '../validation/index.js';
import type { ConnectMethod, ConnectorTypeOrder, Endpoints, SocialOption, WalletFeature } from './defaults.js';

/** Feature switches; every one has a default (see `DEFAULT_FEATURES`). */
export interface Features {
  swaps: boolean;
  onramp: boolean;
  receive: boolean;
  send: boolean;
  email: boolean;
  emailShowWallets: boolean;
  socials: readonly SocialOption[] | false;
  history: boolean;
  analytics: boolean;
  allWallets: boolean;
  /** Connect is blocked until the visitor ticks a box agreeing to `termsConditionsUrl` / `privacyPolicyUrl` (default off). */
  legalCheckbox: boolean;
  smartSessions: boolean;
  /** The Connect view shows the wallets collapsed behind one 'Continue with a wallet' entry (default off). */
  collapseWallets: boolean;
  pay: boolean;
  walletFeaturesOrder: readonly WalletFeature[];
  connectorTypeOrder: readonly ConnectorTypeOrder[];
  /** When unset, the order depends on whether an installed wallet is found. */
  connectMethodsOrder?: readonly ConnectMethod[];
}

/** Website metadata shown to wallets. */
export interface AppMetadata {
  name: string;
  description: string;
  url: string;
  icons: string[];
}

/** A wallet the app adds to the wallet list by hand. */
export interface CustomWallet {
  id: string;
  name: string;
  image_url?: string;
  mobile_link?: string | null;
  desktop_link?: string | null;
  webapp_link?: string | null;
  rdns?: string | null;
}

/** Something that serves one chain namespace (see NamespaceAdapter). */
export type AdapterLike = NamespaceAdapter;

/** Options of createConnectConfig. */
export interface ConnectConfigOptions {
  /** Project id of the hosted services. Required. */
  projectId: string;
  /** Networks the app supports, at least one. */
  networks: readonly [CaipNetwork, ...CaipNetwork[]] | readonly CaipNetwork[];
  defaultNetwork?: CaipNetwork;
  adapters?: readonly AdapterLike[];
  /** Connectors that span namespaces (WalletConnect); each offers its connector to every adapter's namespace. */
  connectors?: readonly ConnectorSource[];
  metadata?: AppMetadata;
  features?: Partial<Features>;
  featuredWalletIds?: string[];
  includeWalletIds?: string[];
  excludeWalletIds?: string[];
  customWallets?: CustomWallet[];
  /** Legacy sign-in option; setting it together with `siwx` is rejected. */
  siweConfig?: unknown;
  siwx?: SiwxConfig;
  /** The app's terms of service, an https URL; shown with the legal checkbox (`features.legalCheckbox`). */
  termsConditionsUrl?: string;
  /** The app's privacy policy, an https URL; shown with the legal checkbox (`features.legalCheckbox`). */
  privacyPolicyUrl?: string;
  defaultAccountTypes?: Partial<Record<ChainNamespace, AccountType>>;
  endpoints?: Partial<Endpoints>;
  themeMode?: 'light' | 'dark';
  /**
   * Language of the modal's texts and formats, a BCP 47 tag (`'de'`, `'pt-BR'`); default the visitor's language,
   * chosen once the page is hydrated. `setLocale` changes it at run time.
   */
  locale?: string;
  themeVariables?: Record<string, string | number>;
  /** Keep a wallet connected on a network outside `networks` instead of showing UnsupportedChain. */
  allowUnsupportedChain?: boolean;
  /** Whether the user may switch networks from the modal (default true). */
  enableNetworkSwitch?: boolean;
  enableWalletConnect?: boolean;
  enableInjected?: boolean;
  enableEIP6963?: boolean;
  /** The app drives WalletConnect itself; the modal opens on the basic WalletConnect view. */
  manualWCControl?: boolean;
  /** Render the modal inline in the page instead of as a dialog. */
  enableEmbedded?: boolean;
  /** Do not append the custom element to the page body. */
  disableAppend?: boolean;
  /** Restore the last connection on load (default true). */
  enableReconnect?: boolean;
  debug?: boolean;
  storage?: StorageBackend;
  clock?: Clock;
  platform?: Platform;
  fetch?: typeof fetch;
}

/** Options after defaults are applied. */
export interface ResolvedConfig {
  readonly projectId: string;
  readonly networks: readonly CaipNetwork[];
  readonly defaultNetwork: CaipNetwork;
  readonly adapters: readonly AdapterLike[];
  readonly connectors: readonly ConnectorSource[];
  readonly namespaces: readonly ChainNamespace[];
  readonly metadata: AppMetadata | undefined;
  readonly features: Readonly<Features>;
  readonly featuredWalletIds: readonly string[];
  readonly includeWalletIds: readonly string[];
  readonly excludeWalletIds: readonly string[];
  readonly customWallets: readonly CustomWallet[];
  readonly siwx: SiwxConfig | undefined;
  readonly termsConditionsUrl: string | undefined;
  readonly privacyPolicyUrl: string | undefined;
  readonly defaultAccountTypes: Readonly<Record<ChainNamespace, AccountType>>;
  readonly endpoints: Readonly<Endpoints>;
  readonly themeMode: 'light' | 'dark' | undefined;
  /** The locale asked for, canonical; undefined for the visitor's language. */
  readonly locale: string | undefined;
  readonly themeVariables: Readonly<Record<string, string | number>>;
  readonly allowUnsupportedChain: boolean;
  readonly enableNetworkSwitch: boolean;
  readonly enableWalletConnect: boolean;
  readonly enableInjected: boolean;
  readonly enableEIP6963: boolean;
  readonly manualWCControl: boolean;
  readonly enableEmbedded: boolean;
  readonly disableAppend: boolean;
  readonly enableReconnect: boolean;
  readonly embeddedWalletAvailable: boolean;
  readonly debug: boolean;
}
