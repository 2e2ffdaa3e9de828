import { createRoot } from 'react-dom/client';
import { ConnectProvider } from '@connect-modal/headless/react';
import { createDemoConfig } from './modal/createDemoConfig.js';
import { ModalDemoPage } from './modal/ModalDemoPage.js';

// `?namespaces=eip155,solana,bip122` adds the Solana and Bitcoin adapters; EVM-only pages never load them.
const namespaces = (new URLSearchParams(window.location.search).get('namespaces') ?? '').split(',');
const extra = namespaces.includes('solana') || namespaces.includes('bip122')
  ? (await import('./modal/loadMultichain.js')).loadMultichain(namespaces)
  : undefined;
// `?siwx=optional|required` signs in through the devnet's sign-in backend; other pages never load that code.
const siwxMode = new URLSearchParams(window.location.search).get('siwx');
const siwx = siwxMode ? (await import('./modal/loadSiwx.js')).loadSiwx(siwxMode) : undefined;
const config = createDemoConfig(extra, siwx);
const theme = new URLSearchParams(window.location.search).get('theme');
if (theme === 'dark') document.documentElement.style.colorScheme = 'dark';
// Tests drive the modal through the same config the page uses.
(window as unknown as { __connectConfig: typeof config }).__connectConfig = config;

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <ConnectProvider config={config}>
      <ModalDemoPage embedded={config.options.enableEmbedded} />
    </ConnectProvider>,
  );
}
