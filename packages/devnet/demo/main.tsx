import { createRoot } from 'react-dom/client';
import { ConnectProvider } from '@connect-modal/headless/react';
import { DemoApp } from './DemoApp.js';
import { createDemoConfig } from './modal/createDemoConfig.js';

// The plain page shares the modal pages' devnet config: same networks, adapter and local services.
const config = createDemoConfig();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <ConnectProvider config={config}>
      <DemoApp />
    </ConnectProvider>,
  );
}
