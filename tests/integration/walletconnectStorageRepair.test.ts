// A sign-client store the client cannot read (text that is not JSON, values of the wrong type) no longer keeps
// WalletConnect from starting: the connector removes its own records, starts the client again, empty, and pairs and
// signs. Records of another storage prefix (another app on the page) stay as they were.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { verifyMessage } from 'viem';
import type { Hex } from 'viem';
import { createMemoryKeyValueStorage } from '@connect-modal/headless/walletconnect';
import { pairApp, startWcApp, startWcHarness } from './walletconnectHarness.js';
import type { WcApp, WcHarness } from './walletconnectHarness.js';

const CORRUPTED: readonly [string, unknown][] = [
  ['keychain', '{not json'],
  ['pairing', 42],
  ['subscription', 'a string where a list belongs'],
  ['expirer', '\u0000'],
  ['history', '\uD800'],
  ['messages', null],
];

describe('WalletConnect on a corrupted sign-client store', () => {
  let harness: WcHarness;
  const apps: WcApp[] = [];

  beforeAll(async () => {
    harness = await startWcHarness();
  });

  afterEach(async () => {
    for (const app of apps.splice(0)) app.stop();
    await harness.wallet.disconnect().catch(() => {});
  });

  afterAll(async () => {
    await harness?.stop();
  });

  it('removes its own unreadable records, starts again and pairs; another prefix keeps its records', { timeout: 60_000 }, async () => {
    const wcStorage = createMemoryKeyValueStorage();
    for (const [name, value] of CORRUPTED) {
      await wcStorage.setItem(`wc@2:core:0.3:corrupted-app//${name}`, value);
      await wcStorage.setItem(`wc@2:core:0.3:other-app//${name}`, value);
    }
    const app = startWcApp(harness, { wcStorage, storagePrefix: 'corrupted-app' });
    apps.push(app);
    const errors: unknown[] = [];
    app.config.events.on('error', (event) => errors.push(event));
    await pairApp(app, harness.wallet);
    const signature = await app.config._internal.signMessage('after a repaired store');
    expect(await verifyMessage({ address: harness.wallet.address, message: 'after a repaired store', signature: signature as Hex })).toBe(true);
    // The failed start was reported once, as a restore problem.
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ source: 'walletconnect:restore' });
    const others = (await wcStorage.getEntries()).filter(([key]) => key.includes('other-app'));
    expect(Object.fromEntries(others)).toEqual(Object.fromEntries(CORRUPTED.map(([name, value]) => [`wc@2:core:0.3:other-app//${name}`, value])));
  });
});
