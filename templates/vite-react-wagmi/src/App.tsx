import { ConnectProvider } from '@connect-modal/headless/react';
import { ConnectButton, ConnectModal } from '@connect-modal/renderer-default';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { WagmiProvider } from 'wagmi';
import { AccountPanel } from './AccountPanel';
import { appName, config } from './connect.config';
import { wagmiConfig } from './wagmi.config';

/** One query cache for the app: wagmi's queries and the modal's (balances, tokens, history) share it. */
const queryClient = new QueryClient();

/**
 * The page: a header with the modal's connect button, the account as wagmi's hooks read it, and the modal (one per
 * app). wagmi's provider goes outside the modal's, so every component can use both libraries' hooks.
 */
export function App() {
  return (
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <ConnectProvider config={config} queryClient={queryClient}>
          <header className="header">
            <h1>{appName}</h1>
            <ConnectButton />
          </header>
          <main className="main">
            <AccountPanel />
          </main>
          <ConnectModal />
        </ConnectProvider>
      </QueryClientProvider>
    </WagmiProvider>
  );
}
