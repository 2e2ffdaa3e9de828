import { describe, expect, it } from 'vitest';
import { createConnectConfig, mainnet, memoryStorage, staticPlatform } from '../core/index.js';
import { createEip155Adapter } from '../eip155/index.js';
import { getModalView, goBack, openModal, pushView } from './modal.js';

describe('getModalView', () => {
  it('reads the shown view, its arguments and the stack as the modal moves', () => {
    const config = createConnectConfig({
      projectId: 'f'.repeat(32),
      networks: [mainnet],
      adapters: [createEip155Adapter()],
      storage: memoryStorage(),
      platform: staticPlatform({ isMobile: false }),
      features: { analytics: false },
    });
    openModal(config, { view: 'Connect' });
    expect(getModalView(config)).toEqual({ view: 'Connect', stack: ['Connect'], data: undefined });
    pushView(config, 'AllWallets', { walletId: 'abc' });
    expect(getModalView(config)).toEqual({ view: 'AllWallets', stack: ['Connect', 'AllWallets'], data: { walletId: 'abc' } });
    goBack(config);
    expect(getModalView(config)).toMatchObject({ view: 'Connect', stack: ['Connect'] });
  });
});
