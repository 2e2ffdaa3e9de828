// The minimal app with EVM and Solana networks: the default modal and a connect button.
import { createRoot } from 'react-dom/client';
import { base, createConnectConfig, mainnet, solana } from '@connect-modal/headless';
import { createEip155Adapter } from '@connect-modal/headless/eip155';
import { ConnectProvider } from '@connect-modal/headless/react';
import { createSolanaAdapter } from '@connect-modal/headless/solana';
import { ConnectButton, ConnectModal } from '@connect-modal/renderer-default';

const config = createConnectConfig({
  projectId: '00000000000000000000000000000000',
  networks: [mainnet, base, solana],
  adapters: [createEip155Adapter(), createSolanaAdapter()],
  features: { analytics: false },
});

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <ConnectProvider config={config}>
      <main>
        <h1>Minimal app</h1>
        <ConnectButton />
      </main>
      <ConnectModal />
    </ConnectProvider>,
  );
}
