// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createConnectConfig, defineNetwork, memoryStorage, staticPlatform } from '@connect-modal/headless';
import type { AdapterConnection, Connector, NamespaceAdapter } from '@connect-modal/headless';
import { ConnectProvider } from '@connect-modal/headless/react';
import { ConnectModal } from '../modal/ConnectModal.js';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const ANSWER: AdapterConnection = { address: ADDRESS, chainId: 31337, accounts: [{ address: ADDRESS, type: 'eoa' }] };

/**
 * An adapter whose wallets are asked through `connect`: it counts every time a wallet is asked and leaves each
 * request open until the test answers it.
 */
function countingAdapter(connectors: Connector[]) {
  const asked: string[] = [];
  const open: { answer(): void; decline(): void }[] = [];
  const adapter: NamespaceAdapter = {
    namespace: 'eip155',
    setup(host) {
      host.setConnectors(connectors);
      return () => {};
    },
    connect: (connector) => {
      asked.push(connector.id);
      return new Promise<AdapterConnection>((resolve, reject) => {
        open.push({ answer: () => resolve(ANSWER), decline: () => reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })) });
      });
    },
    reconnect: async () => undefined,
    disconnect: async () => {},
    switchNetwork: async () => {},
    getBalance: async () => ({ value: 0n, decimals: 18, symbol: 'ETH', formatted: '0' }),
    signMessage: async () => '0x',
  };
  return { adapter, asked, open };
}

function setup(connectors: Connector[]) {
  const { adapter, asked, open } = countingAdapter(connectors);
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
    // The wallet directory answers with no wallets; nothing leaves the test.
    fetch: async () => new Response(JSON.stringify({ data: [], count: 0 }), { headers: { 'content-type': 'application/json' } }),
  });
  render(
    <ConnectProvider config={config}>
      <ConnectModal />
    </ConnectProvider>,
  );
  act(() => config._internal.modal.open());
  return { config, asked, open };
}

const wallet = (id: string, extra: Partial<Connector> = {}): Connector => ({ id, name: 'Fake Wallet', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.fake' }, ...extra });

const WAIT = { timeout: 10_000 };

/** A view's element, once its code has loaded (slow on a busy machine). */
const find = (testId: string) => screen.findByTestId(testId, undefined, WAIT);

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('wallet rows while the wallet is asked', () => {
  it('disables the row of the wallet being asked: back on the list, choosing it again asks nothing', async () => {
    const { asked, open } = setup([wallet('io.fake')]);
    const row = await find('wallet-io.fake');
    fireEvent.click(row);
    fireEvent.click(row);
    await find('connecting-view');
    await waitFor(() => expect(open).toHaveLength(1), WAIT);
    fireEvent.click(screen.getByTestId('modal-back'));
    const again = await find('wallet-io.fake');
    await waitFor(() => expect(again.getAttribute('aria-disabled')).toBe('true'), WAIT);
    expect(again.textContent).toContain('Connecting…');
    for (let click = 0; click < 10; click += 1) fireEvent.click(again);
    fireEvent.keyDown(again, { key: 'Enter', repeat: true });
    expect(screen.queryByTestId('connecting-view')).toBeNull();
    expect(asked).toEqual(['io.fake']);
    await act(async () => open[0]?.answer());
  });

  it('disables Retry from its first press until the new attempt has an outcome: ten presses ask the wallet once', async () => {
    const { asked, open } = setup([wallet('io.fake')]);
    fireEvent.click(await find('wallet-io.fake'));
    await waitFor(() => expect(open).toHaveLength(1), WAIT);
    await act(async () => open[0]?.decline());
    await waitFor(() => expect(screen.getByTestId('connecting-view').getAttribute('data-state')).toBe('declined'), WAIT);
    const retry = screen.getByTestId('connecting-retry') as HTMLButtonElement;
    expect(retry.disabled).toBe(false);
    fireEvent.click(retry);
    expect(retry.disabled).toBe(true);
    for (let press = 1; press < 10; press += 1) fireEvent.click(retry);
    await waitFor(() => expect(open).toHaveLength(2), WAIT);
    expect(asked).toEqual(['io.fake', 'io.fake']);
    // Declined again: a new failure, and Retry is offered (enabled) for it.
    await act(async () => open[1]?.decline());
    await waitFor(() => expect((screen.getByTestId('connecting-retry') as HTMLButtonElement).disabled).toBe(false), WAIT);
    fireEvent.click(screen.getByTestId('connecting-retry'));
    await waitFor(() => expect(open).toHaveLength(3), WAIT);
    expect(asked).toHaveLength(3);
    await act(async () => open[2]?.answer());
  });

  it('lists both wallets claiming one rdns, each saying that two wallets claim this name', async () => {
    setup([wallet('io.fake', { duplicateRdns: true }), wallet('io.fake#2', { duplicateRdns: true }), { ...wallet('io.other'), info: { rdns: 'io.other' } }]);
    const first = await find('wallet-io.fake');
    const second = screen.getByTestId('wallet-io.fake#2');
    for (const row of [first, second]) {
      expect(row.getAttribute('data-duplicate-rdns')).toBe('true');
      expect(row.textContent).toContain('Two wallets claim this name');
    }
    expect(screen.getByTestId('wallet-io.other').textContent).not.toContain('Two wallets claim this name');
  });
});
