// A page with the headless core, the eip155 adapter and the WalletConnect connector, configured from what the
// devnet puts in `window.__demoConfig`; browser tests drive it through `window.__wcApp`.
import { createConnectConfig, defineNetwork, memoryStorage } from '@connect-modal/headless';
import { createEip155Adapter } from '@connect-modal/headless/eip155';
import { createWalletConnectConnector } from '@connect-modal/headless/walletconnect';

interface DemoConfig {
  readonly chains: readonly { readonly chainId: number; readonly rpcPath: string }[];
  readonly walletConnect?: { readonly relayUrl: string; readonly projectId: string };
}

const demo = (window as unknown as { __demoConfig: DemoConfig }).__demoConfig;
if (!demo.walletConnect) throw new Error('The devnet was started without WalletConnect');
const networks = demo.chains.map((chain) =>
  defineNetwork({
    id: chain.chainId,
    name: `Devnet ${chain.chainId}`,
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [new URL(chain.rpcPath, location.origin).href] } },
  }),
);
// Offline: no Verify frame and no telemetry, as on any devnet page.
const walletConnect = createWalletConnectConnector({ verify: false, telemetry: false });
const config = createConnectConfig({
  projectId: demo.walletConnect.projectId,
  networks,
  adapters: [createEip155Adapter({ eip6963: false, legacyInjected: false })],
  connectors: [walletConnect],
  endpoints: { relay: demo.walletConnect.relayUrl },
  storage: memoryStorage(),
  features: { analytics: false },
});
config.start();
(window as unknown as { __wcApp: unknown }).__wcApp = { config, walletConnect };
