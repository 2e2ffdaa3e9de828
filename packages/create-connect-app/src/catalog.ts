/** What the scaffolder offers: templates, networks, features, theme modes, package managers. */

/** A project template: a folder of `templates/`. */
export interface TemplateInfo {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** Whether the template renders the default modal (and so needs the renderer and its stylesheets). */
  readonly usesRenderer: boolean;
  /**
   * Whether the app's own code reads the connection with wagmi's hooks: it then depends on `@connect-modal/wagmi`,
   * wagmi and viem, and needs at least one EVM network (wagmi's chains are the config's EVM networks).
   */
  readonly usesWagmi: boolean;
  /**
   * What builds and serves it: Vite (a browser app; its config is made once), or Next.js (server rendering:
   * its config is made per request from the cookies, so the server renders the remembered connection).
   */
  readonly framework: 'vite' | 'next';
}

/** The templates, the default first. */
export const TEMPLATES = [
  {
    id: 'vite-react',
    title: 'Vite + React',
    description: 'React app with the default modal and connect button',
    usesRenderer: true,
    usesWagmi: false,
    framework: 'vite',
  },
  {
    id: 'vite-react-headless',
    title: 'Vite + React, headless',
    description: 'React app with its own UI built only from the hooks',
    usesRenderer: false,
    usesWagmi: false,
    framework: 'vite',
  },
  {
    id: 'vite-react-wagmi',
    title: 'Vite + React + wagmi',
    description: "React app with the default modal, reading the account with wagmi's hooks",
    usesRenderer: true,
    usesWagmi: true,
    framework: 'vite',
  },
  {
    id: 'vanilla',
    title: 'Vanilla (custom element)',
    description: 'Plain page with the <connect-modal> element, no framework code of its own',
    usesRenderer: true,
    usesWagmi: false,
    framework: 'vite',
  },
  {
    id: 'next-app',
    title: 'Next.js (App Router)',
    description: 'Next.js app rendered on the server from cookies, with the default modal',
    usesRenderer: true,
    usesWagmi: false,
    framework: 'next',
  },
] as const satisfies readonly TemplateInfo[];

/** Id of a template. */
export type TemplateId = (typeof TEMPLATES)[number]['id'];

/** A chain namespace the scaffolder can configure. */
export type NetworkNamespace = 'eip155' | 'solana' | 'bip122';

/** A network the scaffolder offers: its export name in `@connect-modal/headless` is its flag value. */
export interface NetworkInfo {
  readonly id: string;
  readonly title: string;
  readonly namespace: NetworkNamespace;
  readonly caipNetworkId: string;
  readonly testnet: boolean;
}

const evm = (id: string, title: string, chainId: number, testnet = false): NetworkInfo => ({
  id,
  title,
  namespace: 'eip155',
  caipNetworkId: `eip155:${chainId}`,
  testnet,
});

/** Every built-in network of `@connect-modal/headless`, EVM first, in the order prompts show them. */
export const NETWORKS: readonly NetworkInfo[] = [
  evm('mainnet', 'Ethereum', 1),
  evm('base', 'Base', 8453),
  evm('optimism', 'OP Mainnet', 10),
  evm('arbitrum', 'Arbitrum One', 42161),
  evm('polygon', 'Polygon', 137),
  evm('bsc', 'BNB Smart Chain', 56),
  evm('avalanche', 'Avalanche', 43114),
  evm('zksync', 'zkSync Era', 324),
  evm('gnosis', 'Gnosis', 100),
  evm('celo', 'Celo', 42220),
  evm('aurora', 'Aurora', 1313161554),
  evm('zora', 'Zora', 7777777),
  evm('hyperEvm', 'HyperEVM', 999),
  evm('fantom', 'Fantom', 250),
  evm('kaia', 'Kaia', 8217),
  evm('sepolia', 'Sepolia (testnet)', 11155111, true),
  evm('baseSepolia', 'Base Sepolia (testnet)', 84532, true),
  evm('bscTestnet', 'BNB Smart Chain testnet', 97, true),
  evm('avalancheFuji', 'Avalanche Fuji (testnet)', 43113, true),
  evm('goerli', 'Goerli (retired testnet)', 5, true),
  evm('zksyncGoerli', 'zkSync Era Goerli (retired testnet)', 280, true),
  {
    id: 'solana',
    title: 'Solana',
    namespace: 'solana',
    caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    testnet: false,
  },
  {
    id: 'solanaDevnet',
    title: 'Solana Devnet',
    namespace: 'solana',
    caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    testnet: true,
  },
  {
    id: 'solanaTestnet',
    title: 'Solana Testnet',
    namespace: 'solana',
    caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
    testnet: true,
  },
  {
    id: 'bitcoin',
    title: 'Bitcoin',
    namespace: 'bip122',
    caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
    testnet: false,
  },
  {
    id: 'bitcoinTestnet',
    title: 'Bitcoin Testnet',
    namespace: 'bip122',
    caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
    testnet: true,
  },
];

/** Networks chosen when nothing is asked or given. */
export const DEFAULT_NETWORKS: readonly string[] = ['mainnet', 'base'];

/** A feature the scaffolder can switch on or off. */
export interface FeatureInfo {
  readonly id: FeatureId;
  readonly title: string;
  /** On by default (the specification's defaults). */
  readonly defaultOn: boolean;
  /**
   * A switch of the config's `features`, set on or off in every generated config. A feature that is not one is
   * code the app gets only when it is chosen (config options, files, a backend route).
   */
  readonly configSwitch: boolean;
  /** The templates that offer it, and why the others do not; every template when absent. */
  readonly only?: { readonly templates: readonly TemplateId[]; readonly reason: string };
}

/**
 * Ids of the features the scaffolder offers: only those the product has built. Each later feature joins this
 * list when it lands, since the config rejects a switch for a feature that is not available yet.
 */
export type FeatureId = 'onramp' | 'swaps' | 'receive' | 'send' | 'history' | 'siwx';

/** The features, in the order prompts show them. */
export const FEATURES: readonly FeatureInfo[] = [
  { id: 'onramp', title: 'Buy (crypto by card or bank transfer, for EVM and Solana accounts)', defaultOn: true, configSwitch: true },
  { id: 'swaps', title: "Swap (tokens on the app's EVM networks)", defaultOn: true, configSwitch: true },
  { id: 'receive', title: 'Receive (address and QR code)', defaultOn: true, configSwitch: true },
  { id: 'send', title: 'Send (tokens to an address or a name)', defaultOn: true, configSwitch: true },
  { id: 'history', title: 'Transaction history (Activity)', defaultOn: true, configSwitch: true },
  {
    id: 'siwx',
    title: 'Sign in with the wallet (SIWX), with a backend route',
    defaultOn: false,
    configSwitch: false,
    only: { templates: ['vite-react', 'vite-react-headless', 'vite-react-wagmi', 'next-app'], reason: 'since it has no server' },
  },
];

/**
 * Whether a template's own code uses wagmi's hooks: its app depends on wagmi and `@connect-modal/wagmi`, and needs
 * an EVM network among its networks (wagmi's chains are the config's EVM networks).
 */
export function usesWagmi(template: TemplateId): boolean {
  return TEMPLATES.find((candidate) => candidate.id === template)?.usesWagmi === true;
}

/** Whether a template offers a feature. */
export function offersFeature(template: TemplateId, feature: FeatureInfo): boolean {
  return feature.only === undefined || feature.only.templates.includes(template);
}

/** Theme modes: `system` follows the visitor's preference. */
export const THEME_MODES = ['system', 'light', 'dark'] as const;

/** A theme mode setting. */
export type ThemeModeChoice = (typeof THEME_MODES)[number];

/** Package managers the scaffolder can install with. */
export const PACKAGE_MANAGERS = ['npm', 'pnpm', 'yarn', 'bun'] as const;

/** A package manager. */
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

/** Project id written when none is given: the app runs, but hosted services refuse it until it is replaced. */
export const PLACEHOLDER_PROJECT_ID = 'YOUR_PROJECT_ID';

/** Folder name used when none is given. */
export const DEFAULT_PROJECT_NAME = 'connect-app';

/** Finds a network by its flag value. */
export function findNetwork(id: string): NetworkInfo | undefined {
  return NETWORKS.find((network) => network.id === id);
}
