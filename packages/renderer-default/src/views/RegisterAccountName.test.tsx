// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { privateKeyToAccount } from 'viem/accounts';
import { ANVIL_PRIVATE_KEYS, startApiServer } from '@connect-modal/devnet';
import type { RunningApiServer } from '@connect-modal/devnet';
import { createConnectConfig, defineNetwork, memoryStorage, staticPlatform } from '@connect-modal/headless';
import type { NamespaceAdapter } from '@connect-modal/headless';
import { ConnectProvider, useAccount, useModal } from '@connect-modal/headless/react';
import { ConnectModal } from '../modal/ConnectModal.js';

let server: RunningApiServer;

beforeAll(async () => {
  // The devnet's name service: it checks each registration's signature with real crypto.
  server = await startApiServer({ chains: [] });
});
afterAll(async () => {
  await server?.stop();
});
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

interface Handles {
  modal: ReturnType<typeof useModal>;
  account: ReturnType<typeof useAccount>;
}

function Page({ handles }: { handles: Partial<Handles> }) {
  handles.modal = useModal();
  handles.account = useAccount();
  return <ConnectModal />;
}

/** A modal over a wallet that holds a dev account's key and signs with it; the blockchain API is the devnet's. */
function setup(accountIndex: number) {
  const signer = privateKeyToAccount(ANVIL_PRIVATE_KEYS[accountIndex] as `0x${string}`);
  const signed: string[] = [];
  const adapter: NamespaceAdapter = {
    namespace: 'eip155',
    setup(host) {
      host.setConnectors([{ id: 'io.fake', name: 'Key Wallet', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.fake' } }]);
      return () => {};
    },
    connect: async () => ({ address: signer.address, chainId: 31337, accounts: [{ address: signer.address, type: 'eoa' }] }),
    reconnect: async () => undefined,
    disconnect: async () => {},
    switchNetwork: async () => {},
    getBalance: async () => ({ value: 0n, decimals: 18, symbol: 'ETH', formatted: '0' }),
    signMessage: async (_connector, message) => {
      signed.push(message);
      return signer.signMessage({ message });
    },
  };
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
    endpoints: { blockchainApi: server.url, walletDirectory: server.url, analytics: server.url },
  });
  const handles: Partial<Handles> = {};
  render(
    <ConnectProvider config={config}>
      <Page handles={handles} />
    </ConnectProvider>,
  );
  return { handles: handles as Handles, signer, signed };
}

/** Connects, opens Account and follows its way to RegisterAccountName. */
async function openRegister(handles: Handles) {
  act(() => handles.modal.open());
  fireEvent.click(await screen.findByTestId('wallet-io.fake'));
  await waitFor(() => expect(handles.account.isConnected).toBe(true));
  await waitFor(() => expect(handles.modal.isOpen).toBe(false));
  act(() => handles.modal.open());
  await screen.findByTestId('account-view');
  fireEvent.click(await screen.findByTestId('account-choose-name', {}, { timeout: 5_000 }));
  return screen.findByTestId('register-account-name-view');
}

const type = (value: string) => fireEvent.change(screen.getByLabelText('Account name'), { target: { value } });
const problem = () => screen.getByTestId('account-name-problem').textContent;

describe('RegisterAccountName', () => {
  it('checks the rule as the name is typed and lists the service’s suggestions after a pause', async () => {
    const { handles, signed } = setup(8);
    await openRegister(handles);
    const register = screen.getByTestId('account-name-register');
    expect(register).toHaveProperty('disabled', true);
    type('ab');
    expect(problem()).toBe('Use at least 4 characters');
    expect(register).toHaveProperty('disabled', true);
    type('ab c');
    expect(problem()).toBe('Use only letters, digits and hyphens');
    expect(screen.getByLabelText('Account name').getAttribute('aria-invalid')).toBe('true');
    type('alice');
    expect(problem()).toBe('');
    expect(register).toHaveProperty('disabled', false);
    const list = await screen.findByTestId('account-name-suggestions', {}, { timeout: 3_000 });
    const rows = await within(list).findAllByTestId('account-name-suggestion', {}, { timeout: 3_000 });
    const taken = rows.find((row) => row.textContent?.startsWith('alice.reown.id'));
    expect(taken?.textContent).toContain('Taken');
    expect(taken).toHaveProperty('disabled', true);
    const free = rows.find((row) => row.textContent?.startsWith('alice-dev.reown.id'));
    expect(free?.textContent).toContain('Available');
    fireEvent.click(free as HTMLElement);
    expect((screen.getByLabelText('Account name') as HTMLInputElement).value).toBe('alice-dev');
    expect(signed).toEqual([]);
  });

  it('keeps the name and says it is taken, then registers another: the success view and Account show it', async () => {
    const { handles, signer, signed } = setup(9);
    await openRegister(handles);
    type('alice');
    fireEvent.click(screen.getByTestId('account-name-register'));
    await waitFor(() => expect(problem()).toBe('alice.reown.id is already taken. Try another name.'));
    expect((screen.getByLabelText('Account name') as HTMLInputElement).value).toBe('alice');
    expect(signed).toHaveLength(1);

    type('Ivy-9');
    fireEvent.click(screen.getByTestId('account-name-register'));
    await screen.findByTestId('register-account-name-success-view', {}, { timeout: 5_000 });
    expect(screen.getByTestId('registered-account-name').textContent).toBe('ivy-9.reown.id');
    expect(JSON.parse(signed[1] as string)).toMatchObject({ name: 'ivy-9.reown.id' });
    expect(server.api.names.reverse(signer.address).map((profile) => profile.name)).toEqual(['ivy-9.reown.id']);
    fireEvent.click(screen.getByTestId('account-name-done'));
    await screen.findByTestId('account-view');
    await waitFor(() => expect(screen.getByTestId('account-name').textContent).toBe('ivy-9.reown.id'));
    expect(screen.queryByTestId('account-choose-name')).toBeNull();
  });
});
