import { createRoot } from 'react-dom/client';
import { createConnectConfig, defineNetwork } from '@connect-modal/headless';
import type { CaipNetwork } from '@connect-modal/headless';
import { createEip155Adapter } from '@connect-modal/headless/eip155';
import { ConnectProvider } from '@connect-modal/headless/react';
import { DemoApp } from './DemoApp.js';

interface DemoConfig {
  chains: { chainId: number; rpcPath: string }[];
}

const demo = (window as unknown as { __demoConfig: DemoConfig }).__demoConfig;
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

const config = createConnectConfig({
  projectId: 'devnet0000000000000000000000000000',
  networks,
  adapters: [createEip155Adapter()],
  metadata: { name: 'Connect modal demo', description: 'Local demo', url: window.location.origin, icons: [] },
  // Every service of the demo is the devnet's, on the page's own origin.
  endpoints: {
    blockchainApi: window.location.origin,
    walletDirectory: window.location.origin,
    analytics: window.location.origin,
  },
});

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <ConnectProvider config={config}>
      <DemoApp />
    </ConnectProvider>,
  );
}
