import type { Issue } from '../validation/lite.js';
import { ErrorMessages } from '../errors/catalogue.js';
import type { ChainNamespace } from '../validation/index.js';
import { ConfigError, PROJECT_ID_REQUIRED_MESSAGE, SIWE_AND_SIWX_MESSAGE } from './ConfigError.js';
import type { ConnectConfigOptions, Features, ResolvedConfig } from './ConnectConfigOptions.js';
import { configSchema } from './configSchema.js';
import { canonicalLocale } from '../locale/locale.js';
import {
  DEFAULT_ACCOUNT_TYPES,
  DEFAULT_CONNECTOR_TYPE_ORDER,
  DEFAULT_SOCIALS,
  DEFAULT_ENDPOINTS,
  DEFAULT_WALLET_FEATURES_ORDER,
  EMBEDDED_WALLET_NAMESPACES,
} from './defaults.js';

/**
 * Features whose screens and flows exist; the others of the specification stay off until they land, and
 * turning one on is rejected rather than silently doing nothing.
 */
export const AVAILABLE_FEATURES = [
  'swaps',
  'receive',
  'send',
  'onramp',
  'history',
  'analytics',
  'allWallets',
  'walletFeaturesOrder',
  'connectorTypeOrder',
  'email',
  'socials',
  'legalCheckbox',
  'collapseWallets',
] as const;

/** Why a config with the legal checkbox on and no link to agree to is refused. */
export const LEGAL_CHECKBOX_NEEDS_LINKS_MESSAGE = 'features.legalCheckbox needs termsConditionsUrl or privacyPolicyUrl';

/** Id of the embedded wallet's connector source: email login is effective only when the config has one. */
export const EMBEDDED_WALLET_CONNECTOR_ID = 'auth';

/**
 * Feature defaults: the specification's, with the features that do not exist yet off. `email` is on, and
 * resolves to off for a config without the embedded wallet's connector (`createAuthConnector`).
 */
export const DEFAULT_FEATURES: Readonly<Features> = Object.freeze({
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  emailShowWallets: true,
  socials: DEFAULT_SOCIALS,
  history: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  pay: false,
  walletFeaturesOrder: DEFAULT_WALLET_FEATURES_ORDER,
  connectorTypeOrder: DEFAULT_CONNECTOR_TYPE_ORDER,
});

function describeIssue(issue: Issue): string {
  const path = issue.path.map(String).join('.');
  const missing = issue.code !== 'custom' && 'input' in issue && issue.input === undefined;
  const text = missing
      ? ErrorMessages.REQUIRED
      : issue.code === 'unrecognized_keys'
        ? `Unknown option ${(issue.keys ?? []).map((key) => `"${key}"`).join(', ')}`
        : issue.code === 'custom' && issue.message && issue.message !== 'Invalid input'
          ? issue.message
          : ErrorMessages.INVALID_INPUT;
  return path ? `Invalid config at "${path}": ${text}` : `Invalid config: ${text}`;
}

/** Validates options and applies the defaults; throws ConfigError with a clear message on bad config. */
export function resolveConfig(options: ConnectConfigOptions): ResolvedConfig {
  if (options === null || typeof options !== 'object') {
    throw new ConfigError('INVALID_CONFIG', 'Invalid config: createConnectConfig needs an options object');
  }
  if (typeof options.projectId !== 'string' || options.projectId.trim() === '') {
    throw new ConfigError('PROJECT_ID_NOT_CONFIGURED', PROJECT_ID_REQUIRED_MESSAGE, 'projectId');
  }
  if (options.siweConfig !== undefined && options.siwx !== undefined) {
    throw new ConfigError('INVALID_CONFIG', SIWE_AND_SIWX_MESSAGE, 'siwx');
  }
  // reportInput puts the rejected value on each issue, which tells a missing option from a wrong one.
  const parsed = configSchema.safeParse(options, { reportInput: true });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message = issue ? describeIssue(issue) : `Invalid config: ${ErrorMessages.INVALID_INPUT}`;
    throw new ConfigError('INVALID_CONFIG', message, issue?.path.map(String).join('.'));
  }

  const networks = [...options.networks];
  const ids = new Set<string>();
  for (const network of networks) {
    if (ids.has(network.caipNetworkId)) {
      throw new ConfigError('INVALID_CONFIG', `Invalid config at "networks": ${network.caipNetworkId} is listed twice`, 'networks');
    }
    ids.add(network.caipNetworkId);
  }
  const defaultNetwork = options.defaultNetwork ?? networks[0];
  if (!defaultNetwork) throw new ConfigError('INVALID_CONFIG', 'Invalid config at "networks": Required', 'networks');
  if (!ids.has(defaultNetwork.caipNetworkId)) {
    throw new ConfigError('INVALID_CONFIG', 'Invalid config at "defaultNetwork": it must be one of networks', 'defaultNetwork');
  }

  const adapters = [...(options.adapters ?? [])];
  const networkNamespaces = [...new Set(networks.map((network) => network.chainNamespace))];
  for (const adapter of adapters) {
    if (!networkNamespaces.includes(adapter.namespace)) {
      throw new ConfigError(
        'INVALID_CONFIG',
        `Invalid config at "adapters": no network of namespace ${adapter.namespace} is configured`,
        'adapters',
      );
    }
  }

  const embeddedWalletAvailable = networkNamespaces.some((ns) =>
    (EMBEDDED_WALLET_NAMESPACES as readonly ChainNamespace[]).includes(ns),
  );
  for (const [name, value] of Object.entries(options.features ?? {})) {
    const available = (AVAILABLE_FEATURES as readonly string[]).includes(name);
    // Turning off what does not exist yet is harmless; asking for it is an error the developer should see.
    if (!available && value !== undefined && value !== false && name !== 'connectMethodsOrder') {
      throw new ConfigError('INVALID_CONFIG', `features.${name} is not available yet`, `features.${name}`);
    }
  }
  const features: Features = { ...DEFAULT_FEATURES, ...(options.features ?? {}) };
  if (features.legalCheckbox && options.termsConditionsUrl === undefined && options.privacyPolicyUrl === undefined) {
    throw new ConfigError('INVALID_CONFIG', LEGAL_CHECKBOX_NEEDS_LINKS_MESSAGE, 'features.legalCheckbox');
  }
  if (!embeddedWalletAvailable) {
    // Email and social logins reach the embedded wallet, which exists only for eip155 and solana.
    features.email = false;
    features.socials = false;
  }
  // Email login needs the embedded wallet's connector in `connectors`.
  if (!(options.connectors ?? []).some((connector) => connector.id === EMBEDDED_WALLET_CONNECTOR_ID)) {
    features.email = false;
    // Social logins reach the same embedded wallet, through the same connector.
    features.socials = false;
  }

  return Object.freeze({
    projectId: options.projectId.trim(),
    networks: Object.freeze(networks),
    defaultNetwork,
    adapters: Object.freeze(adapters),
    connectors: Object.freeze([...(options.connectors ?? [])]),
    namespaces: Object.freeze(networkNamespaces),
    metadata: options.metadata,
    features: Object.freeze(features),
    featuredWalletIds: Object.freeze([...(options.featuredWalletIds ?? [])]),
    includeWalletIds: Object.freeze([...(options.includeWalletIds ?? [])]),
    excludeWalletIds: Object.freeze([...(options.excludeWalletIds ?? [])]),
    customWallets: Object.freeze([...(options.customWallets ?? [])]),
    siwx: options.siwx,
    termsConditionsUrl: options.termsConditionsUrl,
    privacyPolicyUrl: options.privacyPolicyUrl,
    defaultAccountTypes: Object.freeze({ ...DEFAULT_ACCOUNT_TYPES, cosmos: 'eoa', ...(options.defaultAccountTypes ?? {}) }),
    endpoints: Object.freeze({ ...DEFAULT_ENDPOINTS, ...(options.endpoints ?? {}) }),
    themeMode: options.themeMode,
    locale: canonicalLocale(options.locale),
    themeVariables: Object.freeze({ ...(options.themeVariables ?? {}) }),
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
    enableNetworkSwitch: options.enableNetworkSwitch ?? true,
    enableWalletConnect: options.enableWalletConnect ?? true,
    enableInjected: options.enableInjected ?? true,
    enableEIP6963: options.enableEIP6963 ?? true,
    manualWCControl: options.manualWCControl ?? false,
    enableEmbedded: options.enableEmbedded ?? false,
    disableAppend: options.disableAppend ?? false,
    enableReconnect: options.enableReconnect ?? true,
    embeddedWalletAvailable,
    debug: options.debug ?? false,
  });
}
