// @vitest-environment happy-dom
import { ANVIL_ACCOUNTS, installDevWallet, startApiServer, startChain } from '@connect-modal/devnet';
import type { DevChain, RunningApiServer } from '@connect-modal/devnet';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createPublicClient, http, parseEther } from 'viem';
import type { Address } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../actions/index.js';
import type { GetOnrampUrlReturnType } from '../actions/index.js';
import { createConnectConfig, defineNetwork, memoryStorage } from '../core/index.js';
import { createEip155Adapter } from '../eip155/index.js';
import { ConnectProvider, useOnramp, useOnrampOptions, useOnrampQuote } from './index.js';

let chain: DevChain;
let server: RunningApiServer;
const stops: (() => void)[] = [];
const account = ANVIL_ACCOUNTS[6] as Address;

beforeAll(async () => {
  chain = await startChain({ chainId: 31337 });
  server = await startApiServer({ chains: [chain] });
});
afterAll(async () => {
  await server?.stop();
  await chain?.stop();
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  server.api.requests.length = 0;
});

async function page(onramp: boolean) {
  const rdns = `io.connectmodal.onramphooks${onramp ? 'on' : 'off'}`;
  const wallet = installDevWallet(
    { name: 'Dev Wallet', rdns, icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>', chains: { [chain.chainId]: chain.rpcUrl }, initialChainId: chain.chainId, account, persist: false },
    window,
  );
  const network = defineNetwork({
    id: chain.chainId,
    name: 'Devnet',
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  });
  const config = createConnectConfig({
    projectId: 'f'.repeat(32),
    networks: [network],
    adapters: [createEip155Adapter()],
    storage: memoryStorage(),
    features: { analytics: false, onramp },
    endpoints: { blockchainApi: server.url },
  });
  const stop = config.start();
  stops.push(() => {
    stop();
    wallet.uninstall();
  });
  await waitFor(() => expect(config._internal.connectors('eip155').some((connector) => connector.id === rdns)).toBe(true));
  await connect(config, { connectorId: rdns });
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <ConnectProvider config={config} queryClient={queryClient}>
      {children}
    </ConnectProvider>
  );
  return { wrapper };
}

const onrampRequests = () => server.api.requests.filter((request) => request.path.startsWith('/v1/onramp') || request.path.includes('onrampurl'));

describe('useOnrampOptions, useOnrampQuote and useOnramp', () => {
  it('quote with one shared options request, then get the page, and the purchase lands exactly', async () => {
    const { wrapper } = await page(true);
    const { result } = renderHook(
      () => ({ options: useOnrampOptions(), quote: useOnrampQuote({ amount: '150.00', provider: 'testpay' }), onramp: useOnramp() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.quote.data).toBeDefined());
    expect(result.current.options.data?.providers?.map((provider) => provider.id)).toEqual(['devramp', 'testpay']);
    // 150.00 - 1.50 (1 %) - 0.50 = 148.00 USD at 3,000.00 USD per ETH.
    expect(result.current.quote.data?.purchaseAmount).toEqual({ amount: '0.049333333333333333', currency: 'ETH' });
    expect(onrampRequests().map((request) => request.path)).toEqual(['/v1/onramp/options', '/v1/onramp/quote']);

    let started: GetOnrampUrlReturnType | undefined;
    await act(async () => {
      started = await result.current.onramp.getOnrampUrlAsync({ amount: '150.00', provider: 'testpay' });
    });
    await waitFor(() => expect(result.current.onramp.data?.url).toBe(started?.url));
    const node = createPublicClient({ transport: http(chain.rpcUrl) });
    const before = await node.getBalance({ address: account });
    const url = new URL(started?.url ?? '');
    const completion = await fetch(new URL('/onramp/buy/complete', url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ link: url.search }),
    });
    expect(completion.status).toBe(200);
    expect(await node.getBalance({ address: account })).toBe(before + parseEther('0.049333333333333333'));
  });

  it('a quote out of limits fails without asking the service; nothing is fetched while the feature is off', async () => {
    const on = await page(true);
    const { result } = renderHook(() => useOnrampQuote({ amount: '7500.01' }), { wrapper: on.wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ code: 'ONRAMP_AMOUNT_ABOVE_MAXIMUM', message: 'The maximum is 7,500.00 USD' });
    expect(onrampRequests().map((request) => request.path)).toEqual(['/v1/onramp/options']);
    for (const stop of stops.splice(0)) stop();
    server.api.requests.length = 0;

    const off = await page(false);
    const hooks = renderHook(() => ({ options: useOnrampOptions(), quote: useOnrampQuote({ amount: '100' }) }), { wrapper: off.wrapper });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(hooks.result.current.options.fetchStatus).toBe('idle');
    expect(hooks.result.current.quote.fetchStatus).toBe('idle');
    expect(onrampRequests()).toEqual([]);
  });
});
