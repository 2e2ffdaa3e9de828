// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createConnectConfig, mainnet, memoryStorage } from '@connect-modal/headless';
import type { ConnectConfigOptions } from '@connect-modal/headless';
import { defineConnectElement } from './defineConnectElement.js';
import { mountConnectModal } from './mountConnectModal.js';

function config(options: Partial<ConnectConfigOptions> = {}) {
  return createConnectConfig({ projectId: 'p', networks: [mainnet], storage: memoryStorage(), features: { analytics: false }, ...options });
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('mountConnectModal', () => {
  it('appends a <connect-modal> element carrying the config at the end of the body', () => {
    document.body.append(document.createElement('main'));
    const cfg = config();
    const element = mountConnectModal(cfg);
    expect(element.tagName).toBe('CONNECT-MODAL');
    expect(element.config).toBe(cfg);
    expect(document.body.lastElementChild).toBe(element);
  });

  it('leaves placing the element to the page when appending is off or the modal is embedded', () => {
    expect(mountConnectModal(config({ disableAppend: true })).isConnected).toBe(false);
    expect(mountConnectModal(config({ enableEmbedded: true })).isConnected).toBe(false);
    const target = document.createElement('section');
    document.body.append(target);
    expect(mountConnectModal(config({ enableEmbedded: true }), { appendTo: target }).parentElement).toBe(target);
  });

  it('registers each tag name once and accepts another name', () => {
    const first = defineConnectElement();
    expect(defineConnectElement()).toBe(first);
    const element = mountConnectModal(config(), { name: 'my-wallet-modal' });
    expect(element.tagName).toBe('MY-WALLET-MODAL');
    expect(customElements.get('my-wallet-modal')).toBeTruthy();
  });
});
