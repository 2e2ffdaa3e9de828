// The headless core alone, as a custom UI without React would start: a config, two networks and the EIP-155
// adapter. Its bundle is the core entry's size.
import { base, createConnectConfig, mainnet } from '@connect-modal/headless';
import { createEip155Adapter } from '@connect-modal/headless/eip155';

const config = createConnectConfig({
  projectId: '00000000000000000000000000000000',
  networks: [mainnet, base],
  adapters: [createEip155Adapter()],
  features: { analytics: false },
});

const status = document.getElementById('status');
if (status) {
  const stop = config.start();
  window.addEventListener('pagehide', stop);
  status.textContent = config.options.networks.map((network) => network.name).join(', ');
}
