import * as z from 'zod';
import { CHAIN_NAMESPACES, isCaipNetworkId } from '../validation/index.js';
import {
  DEFAULT_CONNECTOR_TYPE_ORDER,
  DEFAULT_SOCIALS,
  DEFAULT_WALLET_FEATURES_ORDER,
} from './defaults.js';

const httpUrl = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
});

const wsOrHttpUrl = z.string().refine((value) => {
  try {
    return ['http:', 'https:', 'ws:', 'wss:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
});

const namespace = z.enum(CHAIN_NAMESPACES);

/** Shape a network must have to be configured. */
export const networkSchema = z
  .object({
    id: z.union([z.number().int().positive(), z.string().min(1)]),
    name: z.string().min(1),
    caipNetworkId: z.string().refine((value) => isCaipNetworkId(value)),
    chainNamespace: namespace,
    nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number().int().min(0).max(36) }),
    rpcUrls: z.object({ default: z.object({ http: z.array(httpUrl) }).loose() }).loose(),
  })
  .loose()
  .refine((network) => network.caipNetworkId === `${network.chainNamespace}:${network.id}`, {
    message: 'caipNetworkId must be chainNamespace:id',
  })
  .refine((network) => network.chainNamespace !== 'eip155' || (typeof network.id === 'number' && network.id < 2 ** 31), {
    message: 'Invalid chainId',
  });

const socials = z.array(z.enum(DEFAULT_SOCIALS)).max(DEFAULT_SOCIALS.length);

/** The feature switches and orders, every one optional. */
export const featuresSchema = z
  .object({
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
  })
  .partial()
  .strict();

const endpoints = z
  .object({
    blockchainApi: httpUrl,
    walletDirectory: httpUrl,
    analytics: httpUrl,
    relay: wsOrHttpUrl,
    secureSite: httpUrl,
  })
  .partial()
  .strict();

const metadata = z.object({
  name: z.string().min(1).max(128),
  description: z.string().max(512),
  url: httpUrl,
  icons: z.array(z.string()).max(8),
});

const walletEntry = z
  .object({
    id: z.string().min(1),
    name: z.string().min(1),
    image_url: z.string().optional(),
    mobile_link: z.string().nullable().optional(),
    desktop_link: z.string().nullable().optional(),
    webapp_link: z.string().nullable().optional(),
    rdns: z.string().nullable().optional(),
  })
  .loose();

const adapter = z.object({ namespace }).loose();

/** The options of createConnectConfig, as validated (functions and objects of the host are checked for kind only). */
export const configSchema = z
  .object({
    projectId: z.string(),
    networks: z.array(networkSchema).min(1),
    defaultNetwork: networkSchema.optional(),
    adapters: z.array(adapter).optional(),
    metadata: metadata.optional(),
    features: featuresSchema.optional(),
    featuredWalletIds: z.array(z.string()).optional(),
    includeWalletIds: z.array(z.string()).optional(),
    excludeWalletIds: z.array(z.string()).optional(),
    customWallets: z.array(walletEntry).optional(),
    siweConfig: z.unknown().optional(),
    siwx: z.object({ required: z.boolean().optional() }).loose().optional(),
    defaultAccountTypes: z.partialRecord(namespace, z.enum(['eoa', 'smartAccount', 'payment', 'ordinal'])).optional(),
    endpoints: endpoints.optional(),
    themeMode: z.enum(['light', 'dark']).optional(),
    themeVariables: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    allowUnsupportedChain: z.boolean().optional(),
    enableNetworkSwitch: z.boolean().optional(),
    enableWalletConnect: z.boolean().optional(),
    enableInjected: z.boolean().optional(),
    enableEIP6963: z.boolean().optional(),
    manualWCControl: z.boolean().optional(),
    enableEmbedded: z.boolean().optional(),
    disableAppend: z.boolean().optional(),
    enableReconnect: z.boolean().optional(),
    debug: z.boolean().optional(),
    storage: z.custom<object>((value) => typeof value === 'object' && value !== null).optional(),
    clock: z.custom<object>((value) => typeof value === 'object' && value !== null).optional(),
    platform: z.custom<object>((value) => typeof value === 'object' && value !== null).optional(),
    fetch: z.custom<(...args: unknown[]) => unknown>((value) => typeof value === 'function').optional(),
  })
  .strict();
