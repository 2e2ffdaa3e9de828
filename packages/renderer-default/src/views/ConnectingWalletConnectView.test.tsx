// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_LIFETIME_MS,
  createConnectConfig,
  createManualClock,
  defineNetwork,
  memoryStorage,
  staticPlatform,
} from '@connect-modal/headless';
import type { ConnectConfigOptions } from '@connect-modal/headless';
import { createEip155Adapter } from '@connect-modal/headless/eip155';
import { PAIRING_PREPARE_TIMEOUT_MS, createWalletConnectConnector } from '@connect-modal/headless/walletconnect';
import type { SignClientModule } from '@connect-modal/headless/walletconnect';
import { ConnectProvider } from '@connect-modal/headless/react';
import { ConnectModal } from '../modal/ConnectModal.js';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
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
  const module = { SignClient: { init: vi.fn(async () => client) } } as unknown as SignClientModule;
  return { client, approvals, module, uris: () => Array.from({ length: made }, (_, index) => uriFor(index + 1)) };
}

function session(seed: string) {
  return {
    topic: seed.repeat(64 / seed.length),
    expiry: 1_900_000_000,
    acknowledged: true,
    namespaces: {
      eip155: {
        accounts: [`eip155:31337:${ADDRESS}`],
        methods: ['personal_sign', 'eth_sendTransaction'],
        events: ['accountsChanged', 'chainChanged'],
      },
    },
    peer: { publicKey: 'p', metadata: { name: 'Phone Wallet', description: '', url: 'https://wallet.example', icons: [] } },
  };
}

function setup(options: Partial<ConnectConfigOptions> & { mobile?: boolean } = {}) {
  const { mobile, ...rest } = options;
  const fake = fakeSignClient();
  const clock = createManualClock(1_800_000_000_000);
  const config = createConnectConfig({
    projectId: 'a'.repeat(32),
    networks: [network],
    adapters: [createEip155Adapter({ eip6963: false, legacyInjected: false })],
    connectors: [createWalletConnectConnector({ verify: false, telemetry: false, loadSignClient: async () => fake.module })],
    storage: memoryStorage(),
    clock,
    platform: staticPlatform({ isMobile: mobile ?? false }),
    features: { analytics: false },
    fetch: async () => new Response(JSON.stringify({ data: [], count: 0 }), { headers: { 'content-type': 'application/json' } }),
    ...rest,
  });
  const writes: string[] = [];
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (value: string) => void writes.push(value) } });
  render(
    <ConnectProvider config={config}>
      <ConnectModal />
    </ConnectProvider>,
  );
  return { config, clock, fake, writes };
}

const shownUri = () => screen.getByTestId('walletconnect-uri').textContent;
/** Waits for the view (its code loads on first use) to show `uri`. */
const showsUri = (uri: string) => waitFor(() => expect(shownUri()).toBe(uri), { timeout: 10_000 });

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('ConnectingWalletConnect view', () => {
  it('is offered first on the Connect view, shows a QR code of the pairing URI, and copies the link', async () => {
    const { config, fake, writes } = setup();
    act(() => config._internal.modal.open());
    const rows = await screen.findAllByRole('button', { name: /WalletConnect/ }, { timeout: 10_000 });
    expect(rows[0]?.getAttribute('data-testid')).toBe('wallet-walletConnect');
    expect(rows[0]?.textContent).toContain('QR code');
    // Nothing of WalletConnect is loaded before the visitor asks for it.
    expect(fake.client.connect).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('wallet-walletConnect'));
    await screen.findByTestId('walletconnect-view');
    await showsUri(uriFor(1));
    expect(screen.getByTestId('modal-title').textContent).toBe('WalletConnect');
    const qr = within(screen.getByTestId('walletconnect-qr')).getByRole('img', { name: 'QR code to connect a wallet with WalletConnect' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h\d+/);
    expect(screen.getByTestId('walletconnect-title').textContent).toBe('Scan with your phone');

    fireEvent.click(screen.getByTestId('walletconnect-uri-copy'));
    await waitFor(() => expect(writes).toEqual([uriFor(1)]));
    await screen.findByText('Link copied');
  });

  it('replaces an expired URI with a new one, on the config clock', async () => {
    const { config, clock, fake } = setup();
    act(() => config._internal.modal.open({ view: 'ConnectingWalletConnect' }));
    await showsUri(uriFor(1));

    act(() => clock.advance(PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS - 1));
    expect(shownUri()).toBe(uriFor(1));
    act(() => clock.advance(2));
    await waitFor(() => expect(shownUri()).toBe(uriFor(2)));
    expect(fake.client.connect).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('walletconnect-view').getAttribute('data-state')).toBe('ready');
    expect(config._internal.connection.get().wcPairingExpiry).toBe(clock.now() + PAIRING_LIFETIME_MS);
  });

  it('opens a chosen wallet by its links with the encoded URI, remembering wcLinking and the recent wallet', async () => {
    const { config } = setup();
    const wallet = { walletId: 'rainbow', walletName: 'Rainbow', walletRdns: 'me.rainbow', desktopLink: 'rainbow-desktop://', webappLink: 'https://app.rainbow.example' };
    act(() => config._internal.modal.open({ view: 'ConnectingWalletConnect', data: wallet }));
    await showsUri(uriFor(1));
    expect(screen.getByTestId('modal-title').textContent).toBe('Rainbow');
    expect(screen.getByTestId('walletconnect-title').textContent).toBe('Scan with Rainbow');
    screen.getByRole('img', { name: 'QR code to connect Rainbow' });

    const app = screen.getByTestId('walletconnect-open-desktop_link');
    expect(app.getAttribute('href')).toBe(`rainbow-desktop://wc?uri=${encodeURIComponent(uriFor(1))}`);
    expect(app.textContent).toBe('Open Rainbow');
    const web = screen.getByTestId('walletconnect-open-webapp_link');
    expect(web.getAttribute('href')).toBe(`https://app.rainbow.example/wc?uri=${encodeURIComponent(uriFor(1))}`);
    expect(web.getAttribute('target')).toBe('_blank');
    expect(web.getAttribute('rel')).toBe('noopener noreferrer');

    // The page stays here in the test; in a browser the link opens the wallet.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    fireEvent.click(app);
    expect(config._internal.connection.get().wcLinking).toEqual({ name: 'Rainbow', href: app.getAttribute('href') });
    expect(config._internal.connection.getRecentWallets()).toEqual([{ id: 'rainbow', name: 'Rainbow', rdns: 'me.rainbow' }]);
    await waitFor(() => expect(screen.getByTestId('walletconnect-title').textContent).toBe('Continue in Rainbow'));
  });

  it('on a phone shows the chosen wallet and its app link instead of the code', async () => {
    const { config } = setup({ mobile: true });
    act(() => config._internal.modal.open({ view: 'ConnectingWalletConnect', data: { walletId: 'rainbow', walletName: 'Rainbow', mobileLink: 'rainbow://' } }));
    await showsUri(uriFor(1));
    expect(screen.queryByTestId('walletconnect-qr')).toBeNull();
    expect(screen.getByTestId('walletconnect-title').textContent).toBe('Continue in Rainbow');
    expect(screen.getByTestId('walletconnect-open-mobile_link').getAttribute('href')).toBe(`rainbow://wc?uri=${encodeURIComponent(uriFor(1))}`);
  });

  it('connects when the wallet approves, closes, and records the chosen wallet as recent', async () => {
    const { config, fake } = setup();
    act(() => config._internal.modal.open({ view: 'ConnectingWalletConnect', data: { walletId: 'rainbow', walletName: 'Rainbow' } }));
    await showsUri(uriFor(1));
    await act(async () => fake.approvals[0]?.resolve(session('a1')));
    await waitFor(() => expect(config._internal.modal.get().open).toBe(false));
    expect(config._internal.accounts.get('eip155')).toMatchObject({ status: 'connected', address: ADDRESS });
    expect(config._internal.connection.getRecentWallets()).toEqual([{ id: 'rainbow', name: 'Rainbow' }]);
  });

  it('shows a declined proposal with a retry that makes a new URI; a hostile session fails with the state unchanged', async () => {
    const { config, fake } = setup();
    act(() => config._internal.modal.open({ view: 'ConnectingWalletConnect' }));
    await showsUri(uriFor(1));
    await act(async () => fake.approvals[0]?.reject({ code: 5000, message: 'User rejected.' }));
    await waitFor(() => expect(screen.getByTestId('walletconnect-view').getAttribute('data-state')).toBe('declined'));
    expect(screen.getByTestId('walletconnect-title').textContent).toBe('Connection declined');
    expect(screen.queryByRole('img', { name: /QR code to connect/ })).toBeNull();

    fireEvent.click(screen.getByTestId('walletconnect-retry'));
    await waitFor(() => expect(shownUri()).toBe(uriFor(2)));
    const hostile = session('b2');
    await act(async () =>
      fake.approvals[1]?.resolve({ ...hostile, namespaces: { eip155: { ...hostile.namespaces.eip155, accounts: ['eip155:1:0x12'] } } }),
    );
    await waitFor(() => expect(screen.getByTestId('walletconnect-view').getAttribute('data-state')).toBe('failed'));
    expect(screen.getByTestId('walletconnect-title').textContent).toBe('Connection failed');
    expect(config._internal.accounts.get('eip155')).toMatchObject({ status: 'disconnected', address: undefined });
  });

  it('gives up waiting for a URI after a while (on the config clock) and offers a retry', async () => {
    const { config, clock, fake } = setup();
    // The relay never answers: the client never produces a URI.
    fake.client.connect.mockImplementationOnce(() => new Promise(() => {}));
    act(() => config._internal.modal.open({ view: 'ConnectingWalletConnect' }));
    await waitFor(() => expect(screen.getByTestId('walletconnect-view').getAttribute('data-state')).toBe('preparing'), { timeout: 10_000 });
    act(() => clock.advance(PAIRING_PREPARE_TIMEOUT_MS - 1));
    expect(screen.getByTestId('walletconnect-view').getAttribute('data-state')).toBe('preparing');
    act(() => clock.advance(1));
    await waitFor(() => expect(screen.getByTestId('walletconnect-view').getAttribute('data-state')).toBe('failed'));
    fireEvent.click(screen.getByTestId('walletconnect-retry'));
    // The stand-in's first URI comes from this second request: the hanging one never made one.
    await showsUri(uriFor(1));
    expect(fake.client.connect).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('walletconnect-view').getAttribute('data-state')).toBe('ready');
  });

  it('abandons the pairing when the visitor goes back', async () => {
    const { config } = setup();
    act(() => config._internal.modal.open());
    fireEvent.click(await screen.findByTestId('wallet-walletConnect'));
    await showsUri(uriFor(1));
    fireEvent.click(screen.getByTestId('modal-back'));
    await screen.findByTestId('connect-view');
    await waitFor(() => expect(config._internal.connection.get().wcUri).toBeUndefined());
    expect(config._internal.accounts.get('eip155').status).toBe('disconnected');
  });
});

describe('ConnectingWalletConnectBasic view', () => {
  it('under manual control opens on the basic view, starts no pairing, and shows the URI the app provides', async () => {
    const { config, fake } = setup({ manualWCControl: true });
    act(() => config._internal.modal.open());
    await screen.findByTestId('walletconnect-basic-view');
    expect(screen.getByTestId('walletconnect-basic-view').getAttribute('data-state')).toBe('manual');
    screen.getByRole('img', { name: 'Preparing the connection code' });
    expect(fake.client.connect).not.toHaveBeenCalled();

    act(() => config._internal.connection.update({ wcUri: uriFor(7), wcPairingExpiry: config.clock.now() + PAIRING_LIFETIME_MS }));
    await waitFor(() => expect(shownUri()).toBe(uriFor(7)));
    screen.getByRole('img', { name: 'QR code to connect a wallet with WalletConnect' });
    expect(screen.getByTestId('walletconnect-title').textContent).toBe('Scan with your phone');
  });

  it('on a phone under manual control the modal opens on all wallets', async () => {
    const { config } = setup({ manualWCControl: true, mobile: true });
    act(() => config._internal.modal.open());
    await screen.findByTestId('all-wallets-view');
  });
});
