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
  // The demo requests only the first chains; the last one stands for a network the app does not support.
  adapters: [createEip155Adapter()],
  metadata: { name: 'Connect modal demo', description: 'Local demo', url: window.location.origin, icons: [] },
});

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <ConnectProvider config={config}>
      <DemoApp />
    </ConnectProvider>,
  );
}
