import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createConnectConfig, mainnet, memoryStorage } from '@connect-modal/headless';
import { ConnectProvider } from '@connect-modal/headless/react';
import { ConnectButton } from '../button/ConnectButton.js';
import { ConnectModal } from './ConnectModal.js';

// Server rendering: no window, no document; the first render must not need either.
describe('ConnectModal on the server', () => {
  it('renders nothing for a closed dialog and the button in the light theme', () => {
    const config = createConnectConfig({ projectId: 'p', networks: [mainnet], storage: memoryStorage() });
    const html = renderToString(
      <ConnectProvider config={config}>
        <ConnectButton />
        <ConnectModal />
      </ConnectProvider>,
    );
    expect(html).toContain('data-testid="connect-button"');
    expect(html).toContain('Connect wallet');
    expect(html).not.toContain('role="dialog"');
  });

  it('renders an embedded modal inline, its view waiting for its code', () => {
    const config = createConnectConfig({ projectId: 'p', networks: [mainnet], storage: memoryStorage(), enableEmbedded: true, themeMode: 'dark' });
    const html = renderToString(
      <ConnectProvider config={config}>
        <ConnectModal />
      </ConnectProvider>,
    );
    expect(html).toContain('data-connect-modal');
    expect(html).toContain('data-theme="dark"');
    expect(html).toContain('Connect wallet');
    expect(html).not.toContain('modal-close');
  });
});
