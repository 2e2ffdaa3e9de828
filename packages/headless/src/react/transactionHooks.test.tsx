// @vitest-environment happy-dom
import { ANVIL_ACCOUNTS, devTokenAbi, installDevWallet, startChain } from '@connect-modal/devnet';
import type { DevChain, InstalledDevWallet } from '@connect-modal/devnet';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { UserRejectedRequestError, createPublicClient, http, parseEther, verifyTypedData } from 'viem';
import type { Address } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connect, getPendingTransactions } from '../actions/index.js';
import { createConnectConfig, defineNetwork, memoryStorage } from '../core/index.js';
import { createEip155Adapter } from '../eip155/index.js';
import {
  ConnectProvider,
  usePendingTransactions,
  useSendTransaction,
  useSignTypedData,
  useWaitForTransactionReceipt,
  useWriteContract,
} from './index.js';

let chain: DevChain;
let wallet: InstalledDevWallet;
const stops: (() => void)[] = [];
const account = ANVIL_ACCOUNTS[0] as Address;

beforeAll(async () => {
  chain = await startChain({ chainId: 31337 });
});
afterAll(async () => {
  await chain?.stop();
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

function page(storage = memoryStorage()) {
  const network = defineNetwork({
    id: chain.chainId,
    name: 'Devnet',
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  });
  const config = createConnectConfig({ projectId: 'f'.repeat(32), networks: [network], adapters: [createEip155Adapter()], storage });
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <ConnectProvider config={config} queryClient={queryClient}>
      {children}
    </ConnectProvider>
  );
  return { config, wrapper };
}

async function connectedPage() {
  const rdns = `io.connectmodal.hooks${stops.length}${Date.now()}`;
  wallet = installDevWallet(
    {
      name: 'Dev Wallet',
      rdns,
      icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
      chains: { [chain.chainId]: chain.rpcUrl },
      initialChainId: chain.chainId,
      account,
      persist: false,
    },
    window,
  );
  const loaded = page();
  const stop = loaded.config.start();
  stops.push(() => {
    stop();
    wallet.uninstall();
  });
  await waitFor(() => expect(loaded.config._internal.connectors('eip155').map((connector) => connector.id)).toContain(rdns));
  await connect(loaded.config, { connectorId: rdns });
  return loaded;
}

const count = (method: string) => wallet.control.requests.filter((name) => name === method).length;

describe('wallet-write hooks against a real node', () => {
  it('useSendTransaction sends, usePendingTransactions lists it, useWaitForTransactionReceipt reads its receipt', async () => {
    const { wrapper } = await connectedPage();
    const { result } = renderHook(
      () => {
        const send = useSendTransaction();
        return { send, pending: usePendingTransactions(), receipt: useWaitForTransactionReceipt({ hash: send.data }) };
      },
      { wrapper },
    );
    expect(result.current.receipt.fetchStatus).toBe('idle');
    await act(async () => {
      result.current.send.sendTransaction({ to: ANVIL_ACCOUNTS[9] as Address, value: parseEther('0.25') });
    });
    await waitFor(() => expect(result.current.send.isSuccess).toBe(true));
    const hash = result.current.send.data;
    expect(result.current.pending[0]?.hash).toBe(hash);
    await waitFor(() => expect(result.current.receipt.data?.status).toBe('success'));
    expect(result.current.receipt.data?.transactionHash).toBe(hash);
    await waitFor(() => expect(result.current.pending[0]?.status).toBe('confirmed'));
  });

  it('useWriteContract moves tokens; a double click is one wallet request; a decline is not retried', async () => {
    const { wrapper, config } = await connectedPage();
    const { result } = renderHook(() => useWriteContract(), { wrapper });
    wallet.control.setPromptDelay(200);
    const variables = { address: chain.contracts.token, abi: devTokenAbi, functionName: 'transfer', args: [ANVIL_ACCOUNTS[8] as Address, 7n] } as const;
    let hashes: string[] = [];
    await act(async () => {
      hashes = await Promise.all([result.current.writeContractAsync(variables), result.current.writeContractAsync(variables)]);
    });
    expect(hashes[0]).toBe(hashes[1]);
    expect(count('eth_sendTransaction')).toBe(1);
    await waitFor(() => expect(result.current.data).toBe(hashes[0]));

    wallet.control.setPromptDelay(0);
    wallet.control.rejectNext('eth_sendTransaction');
    await act(async () => {
      await expect(result.current.writeContractAsync(variables)).rejects.toBeInstanceOf(UserRejectedRequestError);
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(count('eth_sendTransaction')).toBe(2);
    const node = createPublicClient({ transport: http(chain.rpcUrl) });
    expect(await node.readContract({ address: chain.contracts.token, abi: devTokenAbi, functionName: 'balanceOf', args: [ANVIL_ACCOUNTS[8] as Address] })).toBe(7n);
    await waitFor(() => expect(getPendingTransactions(config).map((transaction) => transaction.status)).toEqual(['confirmed']));
  });

  it('useSignTypedData signs what verifies', async () => {
    const { wrapper } = await connectedPage();
    const { result } = renderHook(() => useSignTypedData(), { wrapper });
    const typedData = {
      domain: { name: 'Hooks', version: '1', chainId: chain.chainId },
      types: { Vote: [{ name: 'proposal', type: 'uint256' }] },
      primaryType: 'Vote',
      message: { proposal: 42n },
    } as const;
    await act(async () => result.current.signTypedData(typedData));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(await verifyTypedData({ ...typedData, address: account, signature: result.current.data as `0x${string}` })).toBe(true);
  });

  it('usePendingTransactions renders nothing on the server, whatever the storage holds', () => {
    const stored = [{ hash: `0x${'cd'.repeat(32)}`, caipNetworkId: 'eip155:31337', kind: 'sendTransaction', status: 'confirmed', from: account, submittedAt: 1 }];
    const { wrapper: Wrapper } = page(memoryStorage({ '@connect-modal/pendingTransactions': JSON.stringify(stored) }));
    const Count = () => <span>{usePendingTransactions().length}</span>;
    expect(renderToString(<Wrapper><Count /></Wrapper>)).toBe('<span>0</span>');
  });
});
