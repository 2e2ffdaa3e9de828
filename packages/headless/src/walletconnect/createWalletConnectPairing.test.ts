import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_LIFETIME_MS,
  createConnectConfig,
  createManualClock,
  defineNetwork,
  memoryStorage,
  staticPlatform,
} from '../core/index.js';
import type { ConnectConfig, ConnectConfigOptions } from '../core/index.js';
import { createEip155Adapter } from '../eip155/index.js';
import { createWalletConnectConnector } from './createWalletConnectConnector.js';
import type { SignClientModule } from './createWalletConnectConnector.js';
import { PAIRING_PREPARE_TIMEOUT_MS, createWalletConnectPairing } from './createWalletConnectPairing.js';
import type { WalletConnectPairing, WalletConnectPairingStatus } from './createWalletConnectPairing.js';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const START = 1_800_000_000_000;
const network = defineNetwork({
  id: 31337,
  name: 'Devnet',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1/rpc'] } },
});

function uriFor(index: number): string {
  const hex = (seed: number) => seed.toString(16).padStart(2, '0').repeat(32);
  return `wc:${hex(index)}@2?relay-protocol=irn&symKey=${hex(index + 100)}&expiryTimestamp=1800000240`;
}

/** A stand-in for the sign client: each connect makes a new URI whose approval the test settles. */
function fakeSignClient() {
  const approvals: { resolve(value: unknown): void; reject(error: unknown): void }[] = [];
  let made = 0;
  const client = {
    core: { verify: {}, heartbeat: { stop: vi.fn() }, relayer: { transportClose: vi.fn(async () => {}) } },
    session: { getAll: () => [], get: () => undefined },
    on: vi.fn(),
    off: vi.fn(),
    connect: vi.fn(async () => {
      made += 1;
      const approval = new Promise((resolve, reject) => approvals.push({ resolve, reject }));
      return { uri: uriFor(made), approval: () => approval };
    }),
    request: vi.fn(),
    disconnect: vi.fn(async () => {}),
  };
  const init = vi.fn(async (): Promise<typeof client> => client);
  const module = { SignClient: { init } } as unknown as SignClientModule;
  return { client, approvals, module, init };
}

function session() {
  return {
    topic: 'a1'.repeat(32),
    expiry: 1_900_000_000,
    acknowledged: true,
    namespaces: {
      eip155: { accounts: [`eip155:31337:${ADDRESS}`], methods: ['personal_sign'], events: ['accountsChanged', 'chainChanged'] },
    },
    peer: { publicKey: 'p', metadata: { name: 'Phone Wallet', description: '', url: 'https://wallet.example', icons: [] } },
  };
}

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

function setup(options: Omit<Partial<ConnectConfigOptions>, 'platform'> & { platform?: Parameters<typeof staticPlatform>[0]; started?: boolean } = {}) {
  const { platform, started = true, ...rest } = options;
  const fake = fakeSignClient();
  const clock = createManualClock(START);
  const config = createConnectConfig({
    projectId: 'a'.repeat(32),
    networks: [network],
    adapters: [createEip155Adapter({ eip6963: false, legacyInjected: false })],
    connectors: [createWalletConnectConnector({ verify: false, telemetry: false, loadSignClient: async () => fake.module })],
    storage: memoryStorage(),
    clock,
    platform: staticPlatform(platform ?? {}),
    features: { analytics: false },
    ...rest,
  });
  if (started) stops.push(config.start());
  return { config, clock, fake };
}

/** A pairing with every state it went through, in order (repeats left out). */
function observe(config: ConnectConfig, options: Parameters<typeof createWalletConnectPairing>[1] = {}) {
  const pairing = createWalletConnectPairing(config, options);
  const seen: WalletConnectPairingStatus[] = [pairing.getState().status];
  stops.push(
    pairing.subscribe(() => {
      const { status } = pairing.getState();
      if (seen.at(-1) !== status) seen.push(status);
    }),
  );
  return { pairing, seen };
}

/** Waits until the pairing's state has `status`. */
const reaches = (pairing: WalletConnectPairing, status: WalletConnectPairingStatus) =>
  vi.waitFor(() => expect(pairing.getState().status).toBe(status));

describe('createWalletConnectPairing', () => {
  it('does nothing until started, then shows the URI with its expiry; the state object changes only with the state', async () => {
    const { config, clock, fake } = setup();
    const { pairing, seen } = observe(config);
    expect(pairing.getState()).toEqual({ status: 'preparing', uri: undefined, expiresAt: undefined, linking: undefined, renewals: 0, error: undefined });
    expect(fake.init).not.toHaveBeenCalled();

    pairing.start();
    await reaches(pairing, 'ready');
    const state = pairing.getState();
    expect(state).toMatchObject({ uri: uriFor(1), expiresAt: clock.now() + PAIRING_LIFETIME_MS, renewals: 0, error: undefined });
    expect(pairing.getState()).toBe(state);
    // Starting again while a URI is shown asks for nothing more.
    pairing.start();
    expect(fake.client.connect).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['preparing', 'ready']);
  });

  it('replaces an expired URI at once, on the config clock, counting the renewals', async () => {
    const { config, clock, fake } = setup();
    const { pairing, seen } = observe(config);
    pairing.start();
    await reaches(pairing, 'ready');

    clock.advance(PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS);
    expect(pairing.getState()).toMatchObject({ status: 'ready', uri: uriFor(1) });
    clock.advance(1);
    expect(pairing.getState()).toMatchObject({ status: 'expired', uri: undefined, expiresAt: undefined });
    await reaches(pairing, 'ready');
    expect(pairing.getState()).toMatchObject({ uri: uriFor(2), expiresAt: clock.now() + PAIRING_LIFETIME_MS, renewals: 1 });
    expect(fake.client.connect).toHaveBeenCalledTimes(2);
    expect(seen).toEqual(['preparing', 'ready', 'expired', 'ready']);
  });

  it('fails when no URI arrives within 15 s, and a retry starts over', async () => {
    const { config, clock, fake } = setup();
    // The relay never answers: the client never makes a URI.
    fake.client.connect.mockImplementationOnce(() => new Promise(() => {}));
    await config.ready();
    const { pairing } = observe(config);
    pairing.start();
    clock.advance(PAIRING_PREPARE_TIMEOUT_MS - 1);
    await Promise.resolve();
    expect(pairing.getState().status).toBe('preparing');
    clock.advance(1);
    expect(pairing.getState()).toMatchObject({ status: 'failed', error: expect.objectContaining({ code: 'WC_PAIRING_FAILED' }) });

    pairing.retry();
    await reaches(pairing, 'ready');
    expect(pairing.getState()).toMatchObject({ uri: uriFor(1), error: undefined });
    expect(fake.client.connect).toHaveBeenCalledTimes(2);
  });

  it('a proposal the wallet declines is declined; another failure is failed; retry makes a new URI', async () => {
    const { config, fake } = setup();
    const { pairing } = observe(config);
    pairing.start();
    await reaches(pairing, 'ready');
    fake.approvals[0]?.reject({ code: 5000, message: 'User rejected.' });
    await reaches(pairing, 'declined');
    expect(pairing.getState()).toMatchObject({ uri: undefined, error: expect.objectContaining({ code: 4001 }) });

    pairing.retry();
    await reaches(pairing, 'ready');
    expect(pairing.getState().uri).toBe(uriFor(2));
    fake.approvals[1]?.reject(new Error('relay gone'));
    await reaches(pairing, 'failed');
    expect(pairing.getState().error).toBeInstanceOf(Error);
  });

  it('connects when the wallet approves and records the picked wallet as recent', async () => {
    const { config, fake } = setup();
    const { pairing } = observe(config, { wallet: { id: 'rainbow', name: 'Rainbow', rdns: 'me.rainbow' } });
    pairing.start();
    await reaches(pairing, 'ready');
    fake.approvals[0]?.resolve(session());
    await vi.waitFor(() => expect(config._internal.accounts.get('eip155')).toMatchObject({ status: 'connected', address: ADDRESS }));
    expect(config._internal.connection.getRecentWallets()).toEqual([{ id: 'rainbow', name: 'Rainbow', rdns: 'me.rainbow' }]);
    expect(pairing.getState().uri).toBeUndefined();
  });

  it('cancel abandons the waiting pairing as a decline, even before the URI exists', async () => {
    const shown = setup();
    const first = observe(shown.config);
    first.pairing.start();
    await reaches(first.pairing, 'ready');
    first.pairing.cancel();
    await reaches(first.pairing, 'declined');
    expect(shown.config._internal.connection.get().wcUri).toBeUndefined();

    // Cancelled while the client still loads: the URI it then makes is abandoned as it arrives.
    const early = setup();
    let loaded: () => void = () => {};
    early.fake.init.mockImplementationOnce(() => new Promise((resolve) => (loaded = () => resolve(early.fake.client))));
    const second = observe(early.config);
    second.pairing.start();
    await vi.waitFor(() => expect(early.fake.init).toHaveBeenCalled());
    second.pairing.cancel();
    loaded();
    await reaches(second.pairing, 'declined');
    expect(early.fake.client.connect).toHaveBeenCalledTimes(1);
    expect(early.config._internal.connection.get().wcUri).toBeUndefined();
  });

  it('started before the config offers its connectors, asks once they are there; cancelled before, never asks', async () => {
    const { config, fake } = setup({ started: false });
    const { pairing } = observe(config);
    pairing.start();
    expect(pairing.getState().status).toBe('preparing');
    stops.push(config.start());
    await reaches(pairing, 'ready');
    expect(fake.client.connect).toHaveBeenCalledTimes(1);

    const later = setup({ started: false });
    const waiting = observe(later.config);
    waiting.pairing.start();
    waiting.pairing.cancel();
    expect(waiting.pairing.getState().status).toBe('declined');
    stops.push(later.config.start());
    await Promise.resolve();
    expect(later.fake.init).not.toHaveBeenCalled();
  });

  it('on Telegram and iOS Safari a second pairing reuses the pending URI; on desktop it makes a new one', async () => {
    for (const platform of [{ isTelegram: true }, { isIosSafari: true }]) {
      const { config, fake } = setup({ platform });
      const first = observe(config).pairing;
      first.start();
      await reaches(first, 'ready');
      const second = observe(config).pairing;
      second.start();
      await Promise.resolve();
      expect(second.getState()).toMatchObject({ status: 'ready', uri: uriFor(1) });
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(fake.client.connect).toHaveBeenCalledTimes(1);
    }
    const desktop = setup();
    const first = observe(desktop.config).pairing;
    first.start();
    await reaches(first, 'ready');
    observe(desktop.config).pairing.start();
    await vi.waitFor(() => expect(desktop.config._internal.connection.get().wcUri).toBe(uriFor(2)));
  });

  it('links a wallet with the URI and records the one opened through the connector', async () => {
    const { config } = setup({ platform: { isMobile: true } });
    const rainbow = { id: 'rainbow', name: 'Rainbow', mobile_link: 'rainbow://', desktop_link: 'rainbow-desktop://', webapp_link: 'https://app.rainbow.example' };
    const { pairing } = observe(config, { wallet: rainbow });
    expect(pairing.linksFor()).toEqual([]);
    pairing.start();
    await reaches(pairing, 'ready');
    const encoded = encodeURIComponent(uriFor(1));
    const [app, web] = pairing.linksFor();
    expect(app).toMatchObject({ href: `rainbow://wc?uri=${encoded}`, source: 'mobile_link', wallet: { id: 'rainbow', mobile_link: 'rainbow://' } });
    expect(web).toMatchObject({ href: `https://app.rainbow.example/wc?uri=${encoded}`, source: 'webapp_link', target: '_blank' });
    // Asked for computer links on a phone, the desktop app's scheme is still not offered: only the web app.
    expect(pairing.linksFor(rainbow, false).map((link) => link.source)).toEqual(['webapp_link']);
    expect(pairing.linksFor({ id: 'x', name: 'X', mobile_link: 'javascript:alert(1)' }, true)).toEqual([]);

    if (!app) throw new Error('no app link');
    expect(pairing.open(app)).toBe(app);
    expect(pairing.getState().linking).toEqual({ name: 'Rainbow', href: app.href });
    expect(config._internal.connection.getRecentWallets()).toEqual([{ id: 'rainbow', name: 'Rainbow' }]);
  });

  it('under manual control starts nothing and shows the URI the app gives; without a connector source it records no link', async () => {
    const { config, clock, fake } = setup({ manualWCControl: true, connectors: [] });
    const { pairing, seen } = observe(config);
    pairing.start();
    pairing.retry();
    expect(pairing.getState().status).toBe('manual');
    config._internal.connection.update({ wcUri: uriFor(7), wcPairingExpiry: clock.now() + PAIRING_LIFETIME_MS });
    expect(pairing.getState()).toMatchObject({ status: 'ready', uri: uriFor(7) });
    const [link] = pairing.linksFor({ id: 'rainbow', name: 'Rainbow', desktop_link: 'rainbow-desktop://' }, false);
    if (!link) throw new Error('no link');
    expect(pairing.open(link)).toBe(link);
    expect(config._internal.connection.get().wcLinking).toBeUndefined();
    expect(config._internal.connection.getRecentWallets()).toEqual([]);
    // The app's URI expires on the config clock like any other; the app is expected to give a new one.
    clock.advance(PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS + 1);
    expect(seen).toEqual(['manual', 'ready', 'expired']);
    expect(fake.init).not.toHaveBeenCalled();
  });

  it('is unavailable when the app has no WalletConnect connector', () => {
    const { config } = setup({ connectors: [] });
    const { pairing } = observe(config);
    pairing.start();
    expect(pairing.getState().status).toBe('unavailable');
  });

  it('reaches the sign client only through the connector: the pairing and its React hook import core, links and errors', () => {
    // Core in any of its modules; of WalletConnect only the deep links and the error classes, never the client.
    const importsOf = (path: string) =>
      [...readFileSync(new URL(path, import.meta.url), 'utf8').matchAll(/^import(?!\s+type)[^;]*?from\s+'([^']+)'/gm)]
        .map((match) => match[1])
        .filter((specifier) => !specifier?.startsWith('../core/'));
    expect(importsOf('./createWalletConnectPairing.ts').sort()).toEqual(['./ProviderRpcError.js', './WalletConnectError.js', './buildWalletDeepLink.js']);
    expect(importsOf('../react/useWalletConnectPairing.ts').sort()).toEqual(['../walletconnect/createWalletConnectPairing.js', './ConnectProvider.js', 'react']);
  });
});
