import { createConnectConfig, defineNetwork } from '@connect-modal/headless';
import type { CaipNetwork, ConnectConfig, Features, NamespaceAdapter, SiwxConfig } from '@connect-modal/headless';
import { createEip155Adapter } from '@connect-modal/headless/eip155';
import { createWalletConnectConnector } from '@connect-modal/headless/walletconnect';
import { createAuthConnector } from '@connect-modal/headless/auth';
import type { ConnectorSource } from '@connect-modal/headless';

interface DemoConfig {
  /** The devnet's project id, allowed by its relay and its secure site. */
  projectId?: string;
  chains: { chainId: number; rpcPath: string }[];
  /** The devnet's WalletConnect relay, when it runs one. */
  walletConnect?: { relayUrl: string; projectId: string };
  /** The devnet's secure site (email login), on its own origin. */
  secureSiteUrl?: string;
}

/** Features that the `disable` query parameter may switch off (and `enable` on). */
const SWITCHABLE = ['swaps', 'onramp', 'receive', 'send', 'email', 'history', 'allWallets', 'pay', 'legalCheckbox', 'collapseWallets'] as const;
type Switchable = (typeof SWITCHABLE)[number];

function isSwitchable(name: string): name is Switchable {
  return (SWITCHABLE as readonly string[]).includes(name);
}

/**
 * The devnet config of the modal demo pages, from the page's query string:
 * `?theme=dark|light` fixes the theme mode (the system's preference otherwise),
 * `?disable=receive,swaps` switches features off, `?enable=send` on, `?embedded=1` renders the modal inline.
 * `extra` adds adapters and networks of other namespaces (the modal page's `?namespaces=solana,bip122`), and
 * `siwx` sign-in (the modal page's `?siwx=optional|required`). `?secureSite=` picks another local secure site,
 * `?services=` another local blockchain API and wallet directory.
 */
export function createDemoConfig(
  extra: { adapters: NamespaceAdapter[]; networks: CaipNetwork[] } = { adapters: [], networks: [] },
  siwx?: SiwxConfig,
): ConnectConfig {
  const demo = (window as unknown as { __demoConfig: DemoConfig }).__demoConfig;
  const params = new URLSearchParams(window.location.search);
  const networks = demo.chains.map(
    (chain): CaipNetwork =>
      defineNetwork({
        id: chain.chainId,
        name: `Devnet ${chain.chainId}`,
        chainNamespace: 'eip155',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [new URL(chain.rpcPath, window.location.origin).toString()] } },
        testnet: true,
      }),
  );
  const theme = params.get('theme');
  const disabled = (params.get('disable') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(isSwitchable);
  const enabled = (params.get('enable') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(isSwitchable);
  const features: Partial<Features> = Object.fromEntries([
    ...enabled.map((name) => [name, true] as const),
    ...disabled.map((name) => [name, false] as const),
  ]);
  return createConnectConfig({
    // The relay takes only a 32-hex project id; the devnet gives one with its relay.
    projectId: demo.projectId ?? demo.walletConnect?.projectId ?? 'devnet0000000000000000000000000000',
    networks: [...networks, ...extra.networks],
    adapters: [createEip155Adapter(), ...extra.adapters],
    metadata: { name: 'Connect modal demo', description: 'Local demo', url: window.location.origin, icons: [] },
    // Every service of the demo is the devnet's, on the page's own origin; `?services=http://127.0.0.1:<port>` puts
    // the blockchain API and wallet directory on another local server (a hostile one, in the XSS suite).
    endpoints: {
      blockchainApi: localServices(params.get('services')) ?? window.location.origin,
      walletDirectory: localServices(params.get('services')) ?? window.location.origin,
      analytics: window.location.origin,
    },
    features,
    // The legal checkbox needs a link to agree to; the demo's are reserved example pages, never opened by the tests.
    ...(features.legalCheckbox ? { termsConditionsUrl: 'https://example.com/terms', privacyPolicyUrl: 'https://example.com/privacy' } : {}),
    connectors: demoConnectors(demo, params.get('secureSite')),
    ...(theme === 'dark' || theme === 'light' ? { themeMode: theme } : {}),
    ...(params.get('embedded') === '1' ? { enableEmbedded: true } : {}),
    // `?locale=de` shows the modal in a language; without it, in the visitor's.
    ...(params.get('locale') ? { locale: params.get('locale') as string } : {}),
    ...(siwx ? { siwx } : {}),
  });
}

/** A local http origin given in the query (`?services=`), or undefined: only 127.0.0.1 URLs are taken. */
function localServices(value: string | null): string | undefined {
  return value && /^http:\/\/127\.0\.0\.1:\d{1,5}\/?$/.test(value) ? value.replace(/\/$/, '') : undefined;
}

/**
 * WalletConnect pairs through the devnet's relay (Verify and telemetry are hosted services, so they are off);
 * email login goes through the devnet's secure site.
 */
function demoConnectors(demo: DemoConfig, secureSite: string | null): ConnectorSource[] {
  const connectors: ConnectorSource[] = [];
  if (demo.walletConnect) {
    connectors.push(createWalletConnectConnector({ relayUrl: demo.walletConnect.relayUrl, verify: false, telemetry: false }));
  }
  // `?secureSite=http://127.0.0.1:<port>` logs in through another local secure-site instance (one sharing the
  // devnet's database, say); only local http URLs are taken.
  const secureSiteUrl = secureSite && /^http:\/\/127\.0\.0\.1:\d{1,5}\/?$/.test(secureSite) ? secureSite : demo.secureSiteUrl;
  if (secureSiteUrl) connectors.push(createAuthConnector({ secureSiteUrl }));
  return connectors;
}
