// @vitest-environment happy-dom
import { ANVIL_ACCOUNTS, NATIVE_TOKEN_ADDRESS, startApiServer, startChain } from '@connect-modal/devnet';
import type { DevChain, RunningApiServer } from '@connect-modal/devnet';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { erc20Abi, createPublicClient, http } from 'viem';
import type { Address } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SWAP_QUOTE_LIFETIME_MS } from '../actions/index.js';
import { devWalletPages } from '../actions/testing/devWalletPages.js';
import type { SwapStep } from '../actions/index.js';
import { createManualClock } from '../core/clock/index.js';
import { ConnectProvider, useSwap, useSwapQuote } from './index.js';

let chain: DevChain;
let server: RunningApiServer;
const pages = devWalletPages('swaphooks');

beforeAll(async () => {
  chain = await startChain({ chainId: 31337 });
  server = await startApiServer({ chains: [chain] });
});
afterAll(async () => {
  await server?.stop();
  await chain?.stop();
});
afterEach(() => pages.closeAll());

async function connectedPage(clock = createManualClock(Date.now())) {
  const { config, wallet, account } = await pages.open({
    chains: [chain],
    account: ANVIL_ACCOUNTS[0] as Address,
    config: { endpoints: { blockchainApi: server.url }, clock },
  });
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <ConnectProvider config={config} queryClient={queryClient}>
      {children}
    </ConnectProvider>
  );
  return { config, wrapper, wallet, account, clock };
}

const ETH = () => `eip155:${chain.chainId}:${NATIVE_TOKEN_ADDRESS}`;
const DEV = () => `eip155:${chain.chainId}:${chain.contracts.token}`;

describe('useSwapQuote and useSwap', () => {
  it('quotes, marks the quote expired after its lifetime, and swaps DEV for ETH through an approval step', async () => {
    const { wrapper, wallet, account, clock } = await connectedPage();
    const { result } = renderHook(
      () => ({ quote: useSwapQuote({ from: DEV(), to: ETH(), amount: '50', query: { refetchInterval: false } }), swap: useSwap() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.quote.data).toBeDefined());
    const quote = result.current.quote.data!;
    expect(quote.fromAmount).toBe(50n * 10n ** 18n);
    expect(quote.slippage).toBe(1);
    expect(result.current.quote.isExpired).toBe(false);

    const steps: SwapStep[] = [];
    const devBefore = await createPublicClient({ transport: http(chain.rpcUrl) }).readContract({ address: chain.contracts.token, abi: erc20Abi, functionName: 'balanceOf', args: [account] });
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.swap.swapAsync({ quote, onStep: (step) => steps.push(step) });
      // A second click while the first runs joins it.
      result.current.swap.swap({ quote });
    });
    await waitFor(() => {
      expect(result.current.swap.isSuccess).toBe(true);
    });
    await done;
    expect(steps).toEqual(['approving', 'swapping']);
    expect(wallet.control.requests.filter((name) => name === 'eth_sendTransaction')).toHaveLength(2);
    expect(result.current.swap.step).toBeUndefined();
    const devAfter = await createPublicClient({ transport: http(chain.rpcUrl) }).readContract({ address: chain.contracts.token, abi: erc20Abi, functionName: 'balanceOf', args: [account] });
    expect(devBefore - devAfter).toBe(50n * 10n ** 18n);

    act(() => clock.advance(SWAP_QUOTE_LIFETIME_MS));
    await waitFor(() => expect(result.current.quote.isExpired).toBe(true));
    await act(async () => {
      await expect(result.current.swap.swapAsync({ quote })).rejects.toMatchObject({ code: 'SWAP_QUOTE_EXPIRED' });
    });
    expect(wallet.control.requests.filter((name) => name === 'eth_sendTransaction')).toHaveLength(2);
  });
});
