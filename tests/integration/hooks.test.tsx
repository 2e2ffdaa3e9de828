// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, http, verifyMessage } from 'viem';
import type { Address } from 'viem';
import { ANVIL_ACCOUNTS, installDevWallet, startChain } from '@connect-modal/devnet';
import type { DevChain } from '@connect-modal/devnet';
import { createConnectConfig, defineNetwork, memoryStorage } from '@connect-modal/headless';
import { nativeBalanceQueryKey } from '@connect-modal/headless/queries';
import type { CaipNetwork, ConnectConfig } from '@connect-modal/headless';
import { createEip155Adapter } from '@connect-modal/headless/eip155';
import {
  ConnectProvider,
  useAccount,
  useBalance,
  useConnect,
  useConnectors,
  useDisconnect,
  useModal,
  useNetwork,
  useSignMessage,
  useSwitchNetwork,
} from '@connect-modal/headless/react';
import { QueryClient } from '@tanstack/react-query';

let chainA: DevChain;
let chainB: DevChain;
let proxy: Server;
let proxyUrl: string;
const faults: number[] = [];
const proxied: string[] = [];

function localNetwork(chain: DevChain, rpcUrl: string): CaipNetwork {
  return defineNetwork({
    id: chain.chainId,
    name: `Devnet ${chain.chainId}`,
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  });
}

beforeAll(async () => {
  [chainA, chainB] = await Promise.all([startChain({ chainId: 31337 }), startChain({ chainId: 31338 })]);
  // A real HTTP hop in front of the node that can answer with queued error statuses first.
  proxy = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      proxied.push(Buffer.concat(chunks).toString('utf8'));
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('access-control-allow-headers', '*');
      if (req.method === 'OPTIONS') return void res.writeHead(204).end();
      const status = faults.shift();
      if (status) return void res.writeHead(status, { 'content-type': 'text/plain' }).end(`fault ${status}`);
      const upstream = await fetch(chainA.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(upstream.status, { 'content-type': 'application/json' }).end(await upstream.text());
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await Promise.all([chainA?.stop(), chainB?.stop()]);
  await new Promise((resolve) => proxy?.close(resolve));
});

const uninstallers: (() => void)[] = [];
afterEach(() => {
  for (const uninstall of uninstallers.splice(0)) uninstall();
  faults.length = 0;
  proxied.length = 0;
  window.localStorage.clear();
});

function setup(options: { storage?: ReturnType<typeof memoryStorage>; account?: Address } = {}) {
  const account = options.account ?? (ANVIL_ACCOUNTS[1] as Address);
  const wallet = installDevWallet(
    {
      name: 'Dev Wallet',
      rdns: 'io.connectmodal.devwallet',
      icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
      chains: { [chainA.chainId]: chainA.rpcUrl, [chainB.chainId]: chainB.rpcUrl },
      initialChainId: chainA.chainId,
      account,
    },
    window,
  );
  uninstallers.push(wallet.uninstall);
  const networkA = localNetwork(chainA, proxyUrl);
  const networkB = localNetwork(chainB, chainB.rpcUrl);
  const config = createConnectConfig({
    projectId: 'f'.repeat(32),
    networks: [networkA, networkB],
    adapters: [createEip155Adapter()],
    storage: options.storage ?? memoryStorage(),
    fetch: (...args) => fetch(...args),
    // No service is involved here: the node is read directly.
    features: { analytics: false },
  });
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <ConnectProvider config={config} queryClient={queryClient}>
      {children}
    </ConnectProvider>
  );
  return { config, wallet, wrapper, networkA, networkB, queryClient, account };
}

async function connectDevWallet(config: ConnectConfig) {
  uninstallers.push(config.start());
  await waitFor(() => expect(config._internal.connectors().map((c) => c.id)).toContain('io.connectmodal.devwallet'));
  await config._internal.connect('io.connectmodal.devwallet');
}

describe('hooks against a real local node', () => {
  it('discovers the wallet, connects, reads the balance the node reports, switches network, disconnects', async () => {
    const { wrapper, networkB, account } = setup();
    const { result } = renderHook(
      () => ({
        connectors: useConnectors(),
        connect: useConnect(),
        account: useAccount(),
        network: useNetwork(),
        balance: useBalance(),
        switchNetwork: useSwitchNetwork(),
        disconnect: useDisconnect(),
      }),
      { wrapper },
    );
    expect(result.current.account.status).toBe('disconnected');
    await waitFor(() => expect(result.current.connectors.map((c) => c.name)).toEqual(['Dev Wallet']));
    await act(() => result.current.connect.connectAsync({ connectorId: 'io.connectmodal.devwallet' }));
    expect(result.current.account).toMatchObject({ isConnected: true, address: account, chainId: String(chainA.chainId) });
    const node = createPublicClient({ transport: http(chainA.rpcUrl) });
    const expected = await node.getBalance({ address: account });
    await waitFor(() => expect(result.current.balance.data?.value).toBe(expected));
    expect(result.current.balance.data?.symbol).toBe('ETH');

    await act(() => result.current.switchNetwork.switchNetworkAsync({ network: networkB }));
    expect(result.current.network.caipNetworkId).toBe(`eip155:${chainB.chainId}`);
    expect(result.current.account.chainId).toBe(String(chainB.chainId));

    await act(() => result.current.disconnect.disconnectAsync());
    expect(result.current.account).toMatchObject({ isConnected: false, address: undefined, status: 'disconnected' });
  });

  it('ten components reading the same balance make one request', async () => {
    const { wrapper, config } = setup();
    await connectDevWallet(config);
    proxied.length = 0;
    const { result } = renderHook(() => Array.from({ length: 10 }, () => useBalance()), { wrapper });
    await waitFor(() => expect(result.current.every((query) => query.isSuccess)).toBe(true));
    expect(proxied.filter((body) => body.includes('eth_getBalance'))).toHaveLength(1);
  });

  it('reconnects after a reload from storage: connecting, then connected', async () => {
    const storage = memoryStorage();
    const first = setup({ storage });
    await connectDevWallet(first.config);
    const { config, wrapper, account } = setup({ storage });
    expect(config._internal.accounts.get('eip155').status).toBe('connecting');
    const { result } = renderHook(() => useAccount(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('connected'));
    expect(result.current.address).toBe(account);
  });

  it('a reload after the wallet revoked access ends disconnected', async () => {
    const storage = memoryStorage();
    const first = setup({ storage });
    await connectDevWallet(first.config);
    await first.wallet.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
    const { wrapper } = setup({ storage });
    const { result } = renderHook(() => useAccount(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('disconnected'));
  });

  it('a switch in the wallet to an unrequested chain opens UnsupportedChain', async () => {
    const { wrapper, config, wallet } = setup();
    await connectDevWallet(config);
    const { result } = renderHook(() => ({ modal: useModal(), network: useNetwork() }), { wrapper });
    await act(async () => wallet.control.switchChain(10));
    expect(result.current.modal).toMatchObject({ isOpen: true, view: 'UnsupportedChain' });
    expect(result.current.network.isUnsupported).toBe(true);
    expect(result.current.network.network?.name).toBe('Unknown Network');
  });

  it('survives RPC answers of 429 then 500, then succeeds', async () => {
    const { wrapper, config, queryClient } = setup();
    await connectDevWallet(config);
    queryClient.removeQueries({ queryKey: nativeBalanceQueryKey(undefined, undefined).slice(0, 2) });
    proxied.length = 0;
    faults.push(429, 500);
    const { result } = renderHook(() => useBalance(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true), { timeout: 5000 });
    expect(proxied.filter((body) => body.includes('eth_getBalance'))).toHaveLength(3);
    expect(faults).toEqual([]);
  });

  it('a rejected signature (4001) reaches the wallet once and is not retried', async () => {
    const { wrapper, config, wallet, account } = setup();
    await connectDevWallet(config);
    const { result } = renderHook(() => useSignMessage(), { wrapper });
    wallet.control.rejectNext('personal_sign');
    await act(async () => {
      await expect(result.current.signMessageAsync({ message: 'hello' })).rejects.toMatchObject({ code: 4001 });
    });
    expect(wallet.control.requests.filter((method) => method === 'personal_sign')).toHaveLength(1);
    await waitFor(() => expect(result.current.isError).toBe(true));
    const signature = await config._internal.signMessage('hello');
    expect(await verifyMessage({ address: account, message: 'hello', signature: signature as `0x${string}` })).toBe(true);
  });
});
