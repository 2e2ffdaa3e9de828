// A sign-client store the client cannot read (text that is not JSON, values of the wrong type or shape) no longer keeps
// WalletConnect from starting: the connector removes its own unusable records before the client starts (and all of
// them if it still fails to start, starting it once more), then pairs and signs. Records of another storage prefix
// (another app on the page) stay as they were.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { verifyMessage } from 'viem';
import type { Hex } from 'viem';
import { createMemoryKeyValueStorage } from '@connect-modal/headless/walletconnect';
import type { SignClientModule } from '@connect-modal/headless/walletconnect';
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

/** Values the client reads without complaint, of shapes it cannot use: arrays nested deep, where records belong. */
const DEEP = `${'['.repeat(1000)}${']'.repeat(1000)}`;
const MISSHAPEN: readonly [string, unknown][] = [
  ['keychain', DEEP],
  ['pairing', JSON.parse(DEEP) as unknown],
  ['subscription', [[[1]]]],
  ['expirer', [[['x']]]],
  ['history', [[[]]]],
  ['messages', [[{}]]],
];

/** The real sign client, whose first start fails as it does on records it cannot read. */
async function failingOnce(): Promise<SignClientModule> {
  const { SignClient } = await import('@walletconnect/sign-client');
  let starts = 0;
  const init: typeof SignClient.init = async (options) => {
    starts += 1;
    if (starts === 1) throw new SyntaxError('Unexpected token in the stored keychain');
    return SignClient.init(options);
  };
  return { SignClient: Object.assign(Object.create(SignClient) as typeof SignClient, { init }) };
}

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

  it('a client that fails to start is started again on an emptied store, the failure reported once', { timeout: 60_000 }, async () => {
    const wcStorage = createMemoryKeyValueStorage();
    await wcStorage.setItem('wc@2:core:0.3:failing-app//keychain', { ['a'.repeat(64)]: 'b'.repeat(64) });
    await wcStorage.setItem('wc@2:core:0.3:bystander//keychain', { ['c'.repeat(64)]: 'd'.repeat(64) });
    const app = startWcApp(harness, { wcStorage, storagePrefix: 'failing-app', connector: { loadSignClient: failingOnce } });
    apps.push(app);
    const errors: unknown[] = [];
    app.config.events.on('error', (event) => errors.push(event));
    await pairApp(app, harness.wallet);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ source: 'walletconnect:restore' });
    const keychain = (await wcStorage.getItem('wc@2:core:0.3:failing-app//keychain')) as Record<string, string>;
    expect(Object.keys(keychain)).not.toContain('a'.repeat(64));
    expect(await wcStorage.getItem('wc@2:core:0.3:bystander//keychain')).toEqual({ ['c'.repeat(64)]: 'd'.repeat(64) });
  });

  it('starts and pairs on records of shapes it cannot use', { timeout: 60_000 }, async () => {
    const wcStorage = createMemoryKeyValueStorage();
    for (const [name, value] of MISSHAPEN) await wcStorage.setItem(`wc@2:core:0.3:misshapen-app//${name}`, value);
    const app = startWcApp(harness, { wcStorage, storagePrefix: 'misshapen-app' });
    apps.push(app);
    await pairApp(app, harness.wallet);
    const signature = await app.config._internal.signMessage('after misshapen records');
    expect(await verifyMessage({ address: harness.wallet.address, message: 'after misshapen records', signature: signature as Hex })).toBe(true);
  });

  it('removes its own unreadable records, starts again and pairs; another prefix keeps its records', { timeout: 60_000 }, async () => {
    const wcStorage = createMemoryKeyValueStorage();
    for (const [name, value] of CORRUPTED) {
      await wcStorage.setItem(`wc@2:core:0.3:corrupted-app//${name}`, value);
      await wcStorage.setItem(`wc@2:core:0.3:other-app//${name}`, value);
    }
    const app = startWcApp(harness, { wcStorage, storagePrefix: 'corrupted-app' });
    apps.push(app);
    await pairApp(app, harness.wallet);
    const signature = await app.config._internal.signMessage('after a repaired store');
    expect(await verifyMessage({ address: harness.wallet.address, message: 'after a repaired store', signature: signature as Hex })).toBe(true);
    // None of the unreadable values is left under the app's own prefix.
    const own = (await wcStorage.getEntries()).filter(([key]) => key.includes('corrupted-app'));
    for (const [key, value] of own) expect(CORRUPTED.some(([, bad]) => JSON.stringify(bad) === JSON.stringify(value)), key).toBe(false);
    const others = (await wcStorage.getEntries()).filter(([key]) => key.includes('other-app'));
    expect(Object.fromEntries(others)).toEqual(Object.fromEntries(CORRUPTED.map(([name, value]) => [`wc@2:core:0.3:other-app//${name}`, value])));
  });
});
