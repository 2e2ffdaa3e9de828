// The floor: what any wallet button costs. wagmi with its injected connector, React Query, and a hand-written
// dialog listing the connectors, opened by the button.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { WagmiProvider, createConfig, http, useConnect } from 'wagmi';
import { base, mainnet } from 'wagmi/chains';
import { injected } from 'wagmi/connectors';

const config = createConfig({
  chains: [mainnet, base],
  connectors: [injected()],
  transports: { [mainnet.id]: http(), [base.id]: http() },
});
const queryClient = new QueryClient();

function App() {
  const [open, setOpen] = useState(false);
  const { connectors, connect } = useConnect();
  return (
    <main>
      <h1>Minimal app</h1>
      <button type="button" onClick={() => setOpen(true)}>
        Connect Wallet
      </button>
      {open ? (
        <div role="dialog" aria-modal="true" aria-labelledby="connect-title">
          <h2 id="connect-title">Connect a wallet</h2>
          <ul>
            {connectors.map((connector) => (
              <li key={connector.uid}>
                <button type="button" onClick={() => connect({ connector })}>
                  {connector.name}
                </button>
              </li>
            ))}
          </ul>
          <button type="button" onClick={() => setOpen(false)}>
            Close
          </button>
        </div>
      ) : null}
    </main>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>
    </WagmiProvider>,
  );
}
