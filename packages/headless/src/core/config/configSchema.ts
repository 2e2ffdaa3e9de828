import * as z from '../validation/lite.js';
import { CHAIN_NAMESPACES, isCaipNetworkId } from '../validation/index.js';
import {
  DEFAULT_CONNECTOR_TYPE_ORDER,
  DEFAULT_SOCIALS,
  DEFAULT_WALLET_FEATURES_ORDER,
} from './defaults.js';

const httpUrl = z.string().check(z.refine((value) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}));

/** A link the visitor is sent to: https only, with no credentials in it. */
const httpsLink = z.string().check(
  z.maxLength(2048),
  z.refine(
    (value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' && url.username === '' && url.password === '';
      } catch {
        return false;
      }
    },
    { message: 'must be an https URL' },
  ),
);

const wsOrHttpUrl = z.string().check(
  z.refine((value) => {
    try {
      return ['http:', 'https:', 'ws:', 'wss:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }),
);

const namespace = z.enum(CHAIN_NAMESPACES);

/** Shape a network must have to be configured. */
export const networkSchema = z
  .looseObject({
    id: z.union([z.int().check(z.positive()), z.string().check(z.minLength(1))]),
    name: z.string().check(z.minLength(1)),
    caipNetworkId: z.string().check(z.refine((value) => isCaipNetworkId(value))),
    chainNamespace: namespace,
    nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.int().check(z.minimum(0), z.maximum(36)) }),
    rpcUrls: z.looseObject({ default: z.looseObject({ http: z.array(httpUrl) }) }),
  })
  .check(
    z.refine((network) => network.caipNetworkId === `${network.chainNamespace}:${network.id}`, {
      message: 'caipNetworkId must be chainNamespace:id',
    }),
    z.refine((network) => network.chainNamespace !== 'eip155' || (typeof network.id === 'number' && network.id < 2 ** 31), {
      message: 'Invalid chainId',
    }),
  );

const socials = z.array(z.enum(DEFAULT_SOCIALS)).check(z.maxLength(DEFAULT_SOCIALS.length));

/** The feature switches and orders, every one optional. */
export const featuresSchema = z.partial(
  z.strictObject({
    swaps: z.boolean(),
    onramp: z.boolean(),
    receive: z.boolean(),
    send: z.boolean(),
    email: z.boolean(),
    emailShowWallets: z.boolean(),
    socials: z.union([socials, z.literal(false)]),
    history: z.boolean(),
    analytics: z.boolean(),
    allWallets: z.boolean(),
    legalCheckbox: z.boolean(),
    smartSessions: z.boolean(),
    collapseWallets: z.boolean(),
    pay: z.boolean(),
    walletFeaturesOrder: z.array(z.enum(DEFAULT_WALLET_FEATURES_ORDER)),
    connectorTypeOrder: z.array(z.enum(DEFAULT_CONNECTOR_TYPE_ORDER)),
    connectMethodsOrder: z.array(z.enum(['email', 'social', 'wallet'])),
  }),
);

const endpoints = z.partial(
  z.strictObject({
    blockchainApi: httpUrl,
    walletDirectory: httpUrl,
    analytics: httpUrl,
    relay: wsOrHttpUrl,
    secureSite: httpUrl,
  }),
);

const metadata = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(128)),
  description: z.string().check(z.maxLength(512)),
  url: httpUrl,
  icons: z.array(z.string()).check(z.maxLength(8)),
});

const optionalLink = z.optional(z.nullable(z.string()));

const walletEntry = z.looseObject({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  image_url: z.optional(z.string()),
  mobile_link: optionalLink,
  desktop_link: optionalLink,
  webapp_link: optionalLink,
  rdns: optionalLink,
});

const adapter = z.looseObject({ namespace });
const fn = () => z.custom<(...args: unknown[]) => unknown>((value) => typeof value === 'function');
/** The sign-in contract: every operation a function (see SiwxConfig). */
const siwx = z.looseObject({
  required: z.optional(z.boolean()),
  getNonce: fn(),
  createMessage: fn(),
  verify: fn(),
  getSession: fn(),
  revoke: fn(),
});

const connectorSource = z.looseObject({
  id: z.string().check(z.minLength(1)),
  setup: z.custom<(...args: unknown[]) => unknown>((value) => typeof value === 'function'),
});

/** The options of createConnectConfig, as validated (functions and objects of the host are checked for kind only). */
export const configSchema = z.strictObject({
  projectId: z.string(),
  networks: z.array(networkSchema).check(z.minLength(1)),
  defaultNetwork: z.optional(networkSchema),
  adapters: z.optional(z.array(adapter)),
  connectors: z.optional(z.array(connectorSource)),
  metadata: z.optional(metadata),
  features: z.optional(featuresSchema),
  featuredWalletIds: z.optional(z.array(z.string())),
  includeWalletIds: z.optional(z.array(z.string())),
  excludeWalletIds: z.optional(z.array(z.string())),
  customWallets: z.optional(z.array(walletEntry)),
  siweConfig: z.optional(z.unknown()),
  siwx: z.optional(siwx),
  termsConditionsUrl: z.optional(httpsLink),
  privacyPolicyUrl: z.optional(httpsLink),
  defaultAccountTypes: z.optional(z.partialRecord(namespace, z.enum(['eoa', 'smartAccount', 'payment', 'ordinal']))),
  endpoints: z.optional(endpoints),
  themeMode: z.optional(z.enum(['light', 'dark'])),
  locale: z.optional(z.string()),
  themeVariables: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  allowUnsupportedChain: z.optional(z.boolean()),
  enableNetworkSwitch: z.optional(z.boolean()),
  enableWalletConnect: z.optional(z.boolean()),
  enableInjected: z.optional(z.boolean()),
  enableEIP6963: z.optional(z.boolean()),
  manualWCControl: z.optional(z.boolean()),
  enableEmbedded: z.optional(z.boolean()),
  disableAppend: z.optional(z.boolean()),
  enableReconnect: z.optional(z.boolean()),
  debug: z.optional(z.boolean()),
  storage: z.optional(z.custom<object>((value) => typeof value === 'object' && value !== null)),
  clock: z.optional(z.custom<object>((value) => typeof value === 'object' && value !== null)),
  platform: z.optional(z.custom<object>((value) => typeof value === 'object' && value !== null)),
  fetch: z.optional(z.custom<(...args: unknown[]) => unknown>((value) => typeof value === 'function')),
});
