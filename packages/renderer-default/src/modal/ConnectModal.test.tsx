// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createConnectConfig, defineNetwork, memoryStorage, staticPlatform } from '@connect-modal/headless';
import type { AdapterConnection, ConnectConfig, NamespaceAdapter } from '@connect-modal/headless';
import { ConnectProvider } from '@connect-modal/headless/react';
import { ConnectModal } from './ConnectModal.js';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** An adapter with one announced wallet whose connect answers are queued by the test. */
function fakeAdapter() {
  const answers: (() => Promise<AdapterConnection>)[] = [];
  const adapter: NamespaceAdapter = {
    namespace: 'eip155',
    setup(host) {
      host.setConnectors([{ id: 'io.fake', name: 'Fake Wallet', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.fake' } }]);
      return () => {};
    },
    connect: () => (answers.shift() ?? (() => new Promise<AdapterConnection>(() => {})))(),
    reconnect: async () => undefined,
    disconnect: async () => {},
    switchNetwork: async () => {},
    getBalance: async () => ({ value: 0n, decimals: 18, symbol: 'ETH', formatted: '0' }),
    signMessage: async () => '0x',
  };
  return { adapter, answers };
}

function setup(options: { features?: { receive?: boolean } } = {}) {
  const { adapter, answers } = fakeAdapter();
  const network = defineNetwork({
    id: 31337,
    name: 'Devnet',
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:1/rpc'] } },
  });
  const config = createConnectConfig({
    projectId: 'a'.repeat(32),
    networks: [network],
    adapters: [adapter],
    storage: memoryStorage(),
    platform: staticPlatform({ isMobile: false }),
    features: { analytics: false, ...options.features },
    // The wallet directory answers with no wallets; nothing leaves the test.
    fetch: async () => new Response(JSON.stringify({ data: [], count: 0 }), { headers: { 'content-type': 'application/json' } }),
  });
  const opener = document.createElement('button');
  opener.textContent = 'Open';
  document.body.append(opener);
  const view = render(
    <ConnectProvider config={config}>
      <ConnectModal />
    </ConnectProvider>,
  );
  return { config, answers, opener, ...view };
}

function openFrom(opener: HTMLElement, config: ConnectConfig) {
  opener.focus();
  act(() => config._internal.modal.open());
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('ConnectModal', () => {
  it('opens on the Connect view, lists the announced wallet as installed, and closes with Escape back to the opener', async () => {
    const { config, opener } = setup();
    expect(screen.queryByRole('dialog')).toBeNull();
    openFrom(opener, config);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Connect wallet');
    const wallet = await screen.findByTestId('wallet-io.fake');
    expect(wallet.textContent).toContain('Fake Wallet');
    expect(wallet.textContent).toContain('Installed');
    expect(screen.getByTestId('all-wallets')).toBeTruthy();
    expect(screen.queryByTestId('modal-back')).toBeNull();

    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(config._internal.modal.get().open).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('shows the declined state on a 4001, connects on retry and closes', async () => {
    const { config, opener, answers } = setup();
    answers.push(() => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })));
    let finish: (value: AdapterConnection) => void = () => {};
    answers.push(() => new Promise<AdapterConnection>((resolve) => (finish = resolve)));
    openFrom(opener, config);
    fireEvent.click(await screen.findByTestId('wallet-io.fake'));
    await waitFor(() => expect(screen.getByTestId('connecting-view').getAttribute('data-state')).toBe('declined'));
    expect(screen.getByTestId('connecting-title').textContent).toBe('Connection declined');
    expect(screen.getByTestId('modal-title').textContent).toBe('Fake Wallet');

    fireEvent.click(screen.getByTestId('connecting-retry'));
    await waitFor(() => expect(screen.getByTestId('connecting-view').getAttribute('data-state')).toBe('waiting'));
    expect(screen.getByTestId('connecting-title').textContent).toBe('Continue in Fake Wallet');
    await act(async () => finish({ address: ADDRESS, chainId: 31337, accounts: [{ address: ADDRESS, type: 'eoa' }] }));
    await waitFor(() => expect(config._internal.modal.get().open).toBe(false));
    expect(config._internal.accounts.get('eip155').address).toBe(ADDRESS);
  });

  it('goes back through the router and shakes instead of closing when closing is refused', async () => {
    const { config, opener } = setup();
    openFrom(opener, config);
    fireEvent.click(await screen.findByTestId('all-wallets'));
    await screen.findByTestId('all-wallets-view');
    expect(screen.getByTestId('modal-title').textContent).toBe('All wallets');
    fireEvent.click(screen.getByTestId('modal-back'));
    await screen.findByTestId('connect-view');

    act(() => config._internal.modal.open({ view: 'ApproveTransaction' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(config._internal.modal.get().open).toBe(true);
    expect(config._internal.modal.get().shake).toBe(true);
    expect(screen.getByTestId('connect-modal-card').className).toMatch(/\S+ \S+/);
  });

  it('never registers the Receive view when the feature is off', async () => {
    const { config, opener } = setup({ features: { receive: false } });
    openFrom(opener, config);
    await screen.findByTestId('connect-view');
    act(() => config._internal.router.push('Receive' as never));
    await waitFor(() => expect(screen.getByTestId('view-Receive').textContent).toBe('This screen is not available.'));
  });

  it('renders the theme class, base class and theme variables on the modal root', async () => {
    const { config, opener } = setup();
    openFrom(opener, config);
    const root = (await screen.findByRole('dialog')).closest('[data-connect-modal]');
    expect(root?.getAttribute('data-theme')).toBe('light');
    expect(root?.className.split(' ').length).toBeGreaterThanOrEqual(3);
  });
});
