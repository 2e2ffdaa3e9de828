// The minimal app with Reown AppKit: its wagmi adapter (Ethereum mainnet and Base) and its <appkit-button>.
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi';
import { base, mainnet } from '@reown/appkit/networks';
import { createAppKit } from '@reown/appkit/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { WagmiProvider } from 'wagmi';

const projectId = '00000000000000000000000000000000';
const networks = [mainnet, base];
const wagmiAdapter = new WagmiAdapter({ networks, projectId });
createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId,
  metadata: { name: 'Minimal app', description: 'Minimal app', url: window.location.origin, icons: [] },
  features: { analytics: false },
});
const queryClient = new QueryClient();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <main>
          <h1>Minimal app</h1>
          <appkit-button />
        </main>
      </QueryClientProvider>
    </WagmiProvider>,
  );
}
