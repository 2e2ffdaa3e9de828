// The minimal app with RainbowKit: its default config (Ethereum mainnet and Base) and its ConnectButton.
import '@rainbow-me/rainbowkit/styles.css';
import { ConnectButton, RainbowKitProvider, getDefaultConfig } from '@rainbow-me/rainbowkit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { WagmiProvider } from 'wagmi';
import { base, mainnet } from 'wagmi/chains';

const config = getDefaultConfig({
  appName: 'Minimal app',
  projectId: '00000000000000000000000000000000',
  chains: [mainnet, base],
});
const queryClient = new QueryClient();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <RainbowKitProvider>
          <main>
            <h1>Minimal app</h1>
            <ConnectButton />
          </main>
        </RainbowKitProvider>
      </QueryClientProvider>
    </WagmiProvider>,
  );
}
