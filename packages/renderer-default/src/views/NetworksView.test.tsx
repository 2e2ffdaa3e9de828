// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConnectConfig, defineNetwork, memoryStorage, staticPlatform } from '@connect-modal/headless';
import type { NamespaceAdapter } from '@connect-modal/headless';
import { ConnectProvider, useAccount, useModal } from '@connect-modal/headless/react';
import { ConnectModal } from '../modal/ConnectModal.js';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

const devnet = (id: number, name: string) =>
  defineNetwork({
    id,
    name,
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [`http://127.0.0.1:1/rpc/${id}`] } },
  });

/** What the page's own code would reach through the hooks: the modal's operations and the account. */
interface Handles {
  modal: ReturnType<typeof useModal>;
  account: ReturnType<typeof useAccount>;
}

function Page({ handles }: { handles: Partial<Handles> }) {
  handles.modal = useModal();
  handles.account = useAccount();
  return <ConnectModal />;
}

/** A modal over an adapter with one announced wallet that connects at once on the first network. */
function setup(enableNetworkSwitch: boolean) {
  const switchNetwork = vi.fn(async () => {});
  const adapter: NamespaceAdapter = {
    namespace: 'eip155',
    setup(host) {
      host.setConnectors([{ id: 'io.fake', name: 'Fake Wallet', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.fake' } }]);
      return () => {};
    },
    connect: async () => ({ address: ADDRESS, chainId: 31337, accounts: [{ address: ADDRESS, type: 'eoa' }] }),
    reconnect: async () => undefined,
    disconnect: async () => {},
    switchNetwork,
    getBalance: async () => ({ value: 0n, decimals: 18, symbol: 'ETH', formatted: '0' }),
    signMessage: async () => '0x',
  };
  const config = createConnectConfig({
    projectId: 'a'.repeat(32),
    networks: [devnet(31337, 'Devnet One'), devnet(31338, 'Devnet Two')],
    adapters: [adapter],
    storage: memoryStorage(),
    platform: staticPlatform({ isMobile: false }),
    features: { analytics: false },
    enableNetworkSwitch,
    // Every service answers with an empty list; nothing leaves the test.
    fetch: async () => new Response(JSON.stringify({ data: [], count: 0 }), { headers: { 'content-type': 'application/json' } }),
  });
  const handles: Partial<Handles> = {};
  render(
    <ConnectProvider config={config}>
      <Page handles={handles} />
    </ConnectProvider>,
  );
  return { handles: handles as Handles, switchNetwork };
}

/** Connects the fake wallet through the Connect view, then opens the modal again on the Account view. */
async function connectAndOpenAccount(handles: Handles) {
  act(() => handles.modal.open());
  fireEvent.click(await screen.findByTestId('wallet-io.fake'));
  await waitFor(() => expect(handles.account.isConnected).toBe(true));
  await waitFor(() => expect(handles.modal.isOpen).toBe(false));
  act(() => handles.modal.open());
  return screen.findByTestId('account-view');
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('network switching in the default modal', () => {
  it('offers the switch by default: the account shows the network as a button to the Networks view, whose rows switch', async () => {
    const { handles, switchNetwork } = setup(true);
    await connectAndOpenAccount(handles);
    const network = screen.getByTestId('account-network');
    expect(network.tagName).toBe('BUTTON');
    expect(network.textContent).toContain('Devnet One');

    fireEvent.click(network);
    const list = within(await screen.findByTestId('networks-view')).getByTestId('network-list');
    expect(within(list).getAllByRole('button')).toHaveLength(2);
    fireEvent.click(within(list).getByTestId('network-31338'));
    await waitFor(() => expect(switchNetwork).toHaveBeenCalledTimes(1));
    expect(switchNetwork.mock.calls[0]).toEqual([expect.objectContaining({ id: 'io.fake' }), expect.objectContaining({ caipNetworkId: 'eip155:31338' })]);
  });

  it('with enableNetworkSwitch: false shows the network as plain text, and the Networks view, named by the app, only lists', async () => {
    const { handles, switchNetwork } = setup(false);
    await connectAndOpenAccount(handles);
    const network = screen.getByTestId('account-network');
    expect(network.tagName).toBe('P');
    expect(network.textContent).toContain('Devnet One');
    expect(within(screen.getByTestId('account-view')).queryByRole('button', { name: /Devnet One/ })).toBeNull();
    fireEvent.click(network);
    expect(screen.queryByTestId('networks-view')).toBeNull();
    expect(handles.modal.view).toBe('Account');

    act(() => handles.modal.push('Networks'));
    const list = within(await screen.findByTestId('networks-view')).getByTestId('network-list');
    expect(within(list).queryAllByRole('button')).toHaveLength(0);
    expect(within(list).getByTestId('network-31337').textContent).toContain('Devnet One');
    expect(within(list).getByTestId('network-31338').textContent).toContain('Devnet Two');
    expect(within(list).getByTestId('network-31337').closest('li')?.getAttribute('aria-current')).toBe('true');
    expect(within(list).getByTestId('network-31338').closest('li')?.hasAttribute('aria-current')).toBe(false);

    fireEvent.click(within(list).getByTestId('network-31338'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(switchNetwork).not.toHaveBeenCalled();
    expect(handles.modal.view).toBe('Networks');
  });
});
