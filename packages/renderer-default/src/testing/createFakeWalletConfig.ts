import { createConnectConfig, defineNetwork, memoryStorage, staticPlatform } from '@connect-modal/headless';
import type { ConnectConfig, ConnectorSource, Features, NamespaceAdapter } from '@connect-modal/headless';

/** An adapter with one announced wallet that never answers a connect, so the modal opens on the Connect view. */
export const fakeWalletAdapter: NamespaceAdapter = {
  namespace: 'eip155',
  setup(host) {
    host.setConnectors([{ id: 'io.fake', name: 'Fake Wallet', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.fake' } }]);
    return () => {};
  },
  connect: () => new Promise(() => {}),
  reconnect: async () => undefined,
  disconnect: async () => {},
  switchNetwork: async () => {},
  getBalance: async () => ({ value: 0n, decimals: 18, symbol: 'ETH', formatted: '0' }),
  signMessage: async () => '0x',
};

/** What a renderer test may change of the config. */
export interface FakeWalletConfigOptions {
  readonly embedded?: boolean;
  /** The adapter (default: the fake wallet's). */
  readonly adapter?: NamespaceAdapter;
  readonly connectors?: readonly ConnectorSource[];
  readonly features?: Partial<Features>;
}

/**
 * A config for renderer tests: one local network, the fake wallet (or `adapter`), memory storage and an empty
 * directory.
 */
export function createFakeWalletConfig(options: FakeWalletConfigOptions = {}): ConnectConfig {
  return createConnectConfig({
    projectId: 'a'.repeat(32),
    networks: [
      defineNetwork({
        id: 31337,
        name: 'Devnet',
        chainNamespace: 'eip155',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: ['http://127.0.0.1:1/rpc'] } },
      }),
    ],
    adapters: [options.adapter ?? fakeWalletAdapter],
    ...(options.connectors ? { connectors: [...options.connectors] } : {}),
    storage: memoryStorage(),
    platform: staticPlatform({ isMobile: false }),
    features: { analytics: false, ...options.features },
    ...(options.embedded ? { enableEmbedded: true } : {}),
    fetch: async () => new Response(JSON.stringify({ data: [], count: 0 }), { headers: { 'content-type': 'application/json' } }),
  });
}
