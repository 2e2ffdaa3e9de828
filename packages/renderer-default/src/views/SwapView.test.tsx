// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createConnectConfig, defineNetwork, memoryStorage, staticPlatform } from '@connect-modal/headless';
import type { NamespaceAdapter } from '@connect-modal/headless';
import { ConnectProvider, useAccount, useModal } from '@connect-modal/headless/react';
import { ConnectModal } from '../modal/ConnectModal.js';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

interface Handles {
  modal: ReturnType<typeof useModal>;
  account: ReturnType<typeof useAccount>;
}

function Page({ handles }: { handles: Partial<Handles> }) {
  handles.modal = useModal();
  handles.account = useAccount();
  return <ConnectModal />;
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('Swap off the swap networks', () => {
  it("says 'Network not supported for Swaps' on a network outside the specification's twelve, asking no service", async () => {
    const adapter: NamespaceAdapter = {
      namespace: 'eip155',
      setup(host) {
        host.setConnectors([{ id: 'io.fake', name: 'Fake Wallet', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.fake' } }]);
        return () => {};
      },
      connect: async () => ({ address: ADDRESS, chainId: 31337, accounts: [{ address: ADDRESS, type: 'eoa' }] }),
      reconnect: async () => undefined,
      disconnect: async () => {},
      switchNetwork: async () => {},
      getBalance: async () => ({ value: 0n, decimals: 18, symbol: 'ETH', formatted: '0' }),
      signMessage: async () => '0x',
    };
    const requested: string[] = [];
    const config = createConnectConfig({
      projectId: 'a'.repeat(32),
      networks: [
        defineNetwork({
          id: 31337,
          name: 'Devnet',
          chainNamespace: 'eip155',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: ['http://127.0.0.1:1/rpc'] } },
        }),
      ],
      adapters: [adapter],
      storage: memoryStorage(),
      platform: staticPlatform({ isMobile: false }),
      features: { analytics: false },
      // The hosted blockchain API (the default): its swap networks are the specification's twelve.
      fetch: async (input) => {
        requested.push(String(input instanceof Request ? input.url : input));
        return new Response(JSON.stringify({ data: [], count: 0, balances: [] }), { headers: { 'content-type': 'application/json' } });
      },
    });
    const handles: Partial<Handles> = {};
    render(
      <ConnectProvider config={config}>
        <Page handles={handles} />
      </ConnectProvider>,
    );
    act(() => handles.modal!.open());
    fireEvent.click(await screen.findByTestId('wallet-io.fake'));
    await waitFor(() => expect(handles.account!.isConnected).toBe(true));
    await waitFor(() => expect(handles.modal!.isOpen).toBe(false));
    act(() => handles.modal!.open());
    await screen.findByTestId('account-view');

    fireEvent.click(screen.getByTestId('wallet-feature-swaps'));
    expect((await screen.findByTestId('swap-unsupported')).textContent).toBe('Network not supported for Swaps');
    expect(requested.filter((url) => url.includes('/convert/'))).toEqual([]);
  });
});
