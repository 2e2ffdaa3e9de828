import { expect, it } from 'vitest';
import * as renderer from './index.js';

it('exports the public API', () => {
  expect(Object.keys(renderer).sort()).toEqual([
    'ConnectButton',
    'ConnectModal',
    'DEFAULT_ELEMENT_NAME',
    'SHIPPED_LOCALES',
    'closeModal',
    'createConnectElement',
    'createViewRegistry',
    'defineConnectElement',
    'englishMessages',
    'mountConnectModal',
    'openModal',
    'preloadConnectModal',
    'truncateAddress',
  ]);
  expect(renderer.DEFAULT_ELEMENT_NAME).toBe('connect-modal');
});
