import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS, createManualClock, isPairingExpired, staticPlatform } from '@connect-modal/headless';
import { parseWalletConnectUri } from '@connect-modal/headless/walletconnect';
import { startWcApp, startWcHarness, waitForConnection } from './walletconnectHarness.js';
import type { WcApp, WcHarness } from './walletconnectHarness.js';

// Pairing lifetimes run on an injected manual clock: nothing here waits for time to pass.
describe('WalletConnect pairing URIs', () => {
  let harness: WcHarness;
  const apps: WcApp[] = [];
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  // The first moment with less than the margin left.
  const EXPIRES_AFTER = PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS + 1;

  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled);
    harness = await startWcHarness();
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) app.stop();
    await harness.wallet.disconnect().catch(() => {});
    expect(unhandled.splice(0)).toEqual([]);
  });
  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    await harness?.stop();
  });

  const app = (platform: Parameters<typeof staticPlatform>[0] = {}) => {
    const clock = createManualClock(1_800_000_000_000);
    const started = startWcApp(harness, { clock, platform: staticPlatform(platform) });
    apps.push(started);
    return { ...started, clock };
  };

  const nextUri = (started: WcApp, previous?: string) =>
    waitForConnection(started.config, (state) => (state.wcUri !== previous ? state.wcUri : undefined));

  it('a URI lives 4 minutes and counts as expired with less than 10 s left; the connect then fails', async () => {
    const started = app();
    const { config, clock } = started;
    const connecting = config._internal.connect('walletConnect');
    const uri = await nextUri(started);
    expect(parseWalletConnectUri(uri).topic).toMatch(/^[0-9a-f]{64}$/);
    expect(config._internal.connection.get()).toMatchObject({ status: 'connecting', wcPairingExpiry: clock.now() + PAIRING_LIFETIME_MS });

    clock.advance(EXPIRES_AFTER - 1);
    const expiry = config._internal.connection.get().wcPairingExpiry;
    expect(config._internal.connection.get().wcUri).toBe(uri);
    expect(isPairingExpired(expiry, clock.now())).toBe(false);
    clock.advance(1);
    expect(isPairingExpired(expiry, clock.now())).toBe(true);
    await expect(connecting).rejects.toMatchObject({ name: 'WalletConnectError', code: 'WC_PAIRING_EXPIRED' });
    expect(config._internal.connection.get()).toMatchObject({ status: 'disconnected', wcUri: undefined, wcPairingExpiry: undefined });
    expect(config._internal.accounts.get('eip155').status).toBe('disconnected');
  });

  it('on desktop every connect makes a new URI, and the wallet can pair with the newest', async () => {
    const started = app();
    const { config } = started;
    const first = config._internal.connect('walletConnect');
    const uri1 = await nextUri(started);
    const second = config._internal.connect('walletConnect');
    const uri2 = await nextUri(started, uri1);
    expect(uri2).not.toBe(uri1);
    await harness.wallet.pair(uri2);
    await expect(first).resolves.toMatchObject({ address: harness.wallet.address });
    await expect(second).resolves.toMatchObject({ address: harness.wallet.address });
    expect(config._internal.connection.get()).toMatchObject({ status: 'connected', wcUri: undefined });
  });

  it.each([
    ['Telegram', { isTelegram: true }],
    ['iOS Safari', { isIosSafari: true }],
  ] as const)('on %s a pending unexpired URI is reused, an expired one is not', async (_name, platform) => {
    const started = app(platform);
    const { config, clock } = started;
    const first = config._internal.connect('walletConnect');
    const uri1 = await nextUri(started);
    clock.advance(EXPIRES_AFTER - 1);
    const proposals = harness.relay.messages.filter((entry) => entry.method === 'wc_proposeSession').length;
    const again = config._internal.connect('walletConnect');
    // Lets the second connect run to where it waits (a task boundary, not a timed wait).
    await new Promise((resolve) => setImmediate(resolve));
    // No new proposal goes out: the same URI stays on screen and both calls wait for it.
    expect(config._internal.connection.get().wcUri).toBe(uri1);

    clock.advance(1);
    await expect(first).rejects.toMatchObject({ code: 'WC_PAIRING_EXPIRED' });
    await expect(again).rejects.toMatchObject({ code: 'WC_PAIRING_EXPIRED' });
    expect(harness.relay.messages.filter((entry) => entry.method === 'wc_proposeSession')).toHaveLength(proposals);

    const fresh = config._internal.connect('walletConnect');
    const uri2 = await nextUri(started);
    expect(uri2).not.toBe(uri1);
    await harness.wallet.pair(uri2);
    await expect(fresh).resolves.toMatchObject({ address: harness.wallet.address });
  });

  it('links a wallet with the current URI, recording wcLinking and the recent wallet; not once it expired', async () => {
    const started = app({ isMobile: true });
    const { config, clock, walletConnect } = started;
    const connecting = config._internal.connect('walletConnect');
    const uri = await nextUri(started);
    const wallet = { id: 'wallet-1', name: 'Wallet One', rdns: 'one.wallet', mobile_link: 'walletone://', desktop_link: null, webapp_link: null };
    const link = walletConnect.linkWallet(wallet);
    expect(link).toEqual({ href: `walletone://wc?uri=${encodeURIComponent(uri)}`, kind: 'native', source: 'mobile_link', target: '_self' });
    expect(config._internal.connection.get().wcLinking).toEqual({ name: 'Wallet One', href: link?.href });
    expect(config._internal.connection.getRecentWallets()).toEqual([{ id: 'wallet-1', name: 'Wallet One', rdns: 'one.wallet' }]);

    clock.advance(EXPIRES_AFTER);
    await expect(connecting).rejects.toMatchObject({ code: 'WC_PAIRING_EXPIRED' });
    expect(walletConnect.linkWallet(wallet)).toBeUndefined();
  });

  it('cancelling the pairing fails the connect as a user rejection and clears the URI', async () => {
    const started = app();
    const connecting = started.config._internal.connect('walletConnect');
    await nextUri(started);
    started.walletConnect.cancelPairing();
    await expect(connecting).rejects.toMatchObject({ code: 4001, name: 'UserRejectedRequestError' });
    expect(started.config._internal.connection.get()).toMatchObject({ status: 'disconnected', wcUri: undefined });
  });

  it('loads the sign client only on the first connect, not at start-up', async () => {
    const loader = vi.fn(() => import('@walletconnect/sign-client'));
    const started = startWcApp(harness, { connector: { loadSignClient: loader } });
    apps.push(started);
    await started.config.ready();
    expect(loader).not.toHaveBeenCalled();
    const connecting = started.config._internal.connect('walletConnect');
    await nextUri(started);
    expect(loader).toHaveBeenCalledTimes(1);
    started.walletConnect.cancelPairing();
    await expect(connecting).rejects.toMatchObject({ code: 4001 });
  });
});
