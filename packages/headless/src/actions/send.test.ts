// @vitest-environment happy-dom
import { ANVIL_ACCOUNTS, startChain } from '@connect-modal/devnet';
import type { DevChain, InstalledDevWallet } from '@connect-modal/devnet';
import { UserRejectedRequestError, createPublicClient, erc20Abi, http, parseEther } from 'viem';
import type { Address } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineNetwork } from '../core/index.js';
import type { SendToken } from '../core/index.js';
import { SendValidationError, send } from './send.js';
import { getTransactionStack } from './modal.js';
import { getMaxSendable } from './sendMax.js';
import { devWalletPages } from './testing/devWalletPages.js';

let chain: DevChain;
const pages = devWalletPages('send');

beforeAll(async () => {
  chain = await startChain({ chainId: 31337 });
});
afterAll(async () => {
  await chain?.stop();
});
afterEach(() => pages.closeAll());

function connectedPage(account: Address) {
  return pages.open({ chains: [chain], account });
}

const node = () => createPublicClient({ transport: http(chain.rpcUrl) });
const ETH: SendToken = { symbol: 'ETH', decimals: 18 };
const usdd = (balance?: bigint): SendToken => ({ symbol: 'USDD', decimals: 6, address: chain.contracts.usdToken, ...(balance !== undefined ? { balance } : {}) });
const tokenBalance = (address: Address) =>
  node().readContract({ address: chain.contracts.usdToken, abi: erc20Abi, functionName: 'balanceOf', args: [address] });
const sends = (wallet: InstalledDevWallet) => wallet.control.requests.filter((method) => method === 'eth_sendTransaction').length;

describe('send (EVM)', () => {
  it('sends the native currency: the receiver gets exactly the amount', async () => {
    const { config, wallet } = await connectedPage(ANVIL_ACCOUNTS[2] as Address);
    const to = ANVIL_ACCOUNTS[6] as Address;
    const before = await node().getBalance({ address: to });
    wallet.control.setPromptDelay(300);
    const view = config._internal.router.get().view;
    const sending = send(config, { token: ETH, amount: '0.123456789012345678', to });
    // While the wallet is asked, a stack entry with no view marks the native send (SPEC section 2); the view stays.
    await vi.waitFor(() => expect(getTransactionStack(config)).toEqual([{ view: null }]));
    expect(config._internal.router.get().view).toBe(view);
    const sent = await sending;
    wallet.control.setPromptDelay(0);
    expect(getTransactionStack(config)).toEqual([]);
    expect(config._internal.router.get().view).toBe(view);
    await node().waitForTransactionReceipt({ hash: sent.hash as `0x${string}` });
    expect(await node().getBalance({ address: to })).toBe(before + 123_456_789_012_345_678n);
    expect(sent).toMatchObject({ value: 123_456_789_012_345_678n, to, caipNetworkId: `eip155:${chain.chainId}` });
  });

  it('sends 1.005 USDD as exactly 1,005,000 units through transfer', async () => {
    const from = ANVIL_ACCOUNTS[2] as Address;
    const { config } = await connectedPage(from);
    const to = ANVIL_ACCOUNTS[7] as Address;
    const [fromBefore, toBefore] = await Promise.all([tokenBalance(from), tokenBalance(to)]);
    const sent = await send(config, { token: usdd(fromBefore), amount: '1.005', to });
    await node().waitForTransactionReceipt({ hash: sent.hash as `0x${string}` });
    expect(await tokenBalance(to)).toBe(toBefore + 1_005_000n);
    expect(await tokenBalance(from)).toBe(fromBefore - 1_005_000n);
  });

  it('refuses, before any prompt, with the SPEC texts and the receivers where value is lost', async () => {
    const { config, wallet } = await connectedPage(ANVIL_ACCOUNTS[2] as Address);
    const to = ANVIL_ACCOUNTS[6] as Address;
    const refusal = (parameters: Parameters<typeof send>[1]) => send(config, parameters).then(() => undefined, (error: unknown) => error);
    expect(await refusal({ token: ETH, amount: '', to })).toMatchObject({ field: 'amount', message: 'An amount and receiver address are required' });
    expect(await refusal({ token: undefined, amount: '1', to })).toMatchObject({ field: 'token', message: 'A token is required' });
    expect(await refusal({ token: ETH, amount: '1', to: `0x${'0'.repeat(40)}` })).toMatchObject({ field: 'to', message: 'That is the zero address: whatever is sent there is lost' });
    expect(await refusal({ token: usdd(), amount: '1', to: chain.contracts.usdToken })).toMatchObject({ field: 'to', message: 'That is the USDD contract itself: tokens sent there are lost' });
    expect(await refusal({ token: ETH, amount: '1', to: 'So11111111111111111111111111111111111111112' })).toBeInstanceOf(SendValidationError);
    expect(await refusal({ token: usdd(1_000n), amount: '0.0000011', to })).toMatchObject({ field: 'amount', message: 'This token has at most 6 decimals' });
    expect(await refusal({ token: ETH, amount: '1', to: 'nobody.reown.id', resolveName: () => Promise.resolve(undefined) })).toMatchObject({
      field: 'to',
      message: 'No address is registered for nobody.reown.id',
      problem: { code: 'SEND_NAME_NOT_REGISTERED', values: { name: 'nobody.reown.id' } },
    });
    const solana = defineNetwork({ id: 'x', name: 'Other', chainNamespace: 'bip122', nativeCurrency: { name: 'B', symbol: 'B', decimals: 8 }, rpcUrls: { default: { http: [] } } });
    expect(await refusal({ token: ETH, amount: '1', to, network: solana })).toMatchObject({ field: 'network', message: 'Unsupported chain' });
    expect(sends(wallet)).toBe(0);
  });

  it('resolves a name at submit and sends to the address it points at then', async () => {
    const { config } = await connectedPage(ANVIL_ACCOUNTS[2] as Address);
    const first = ANVIL_ACCOUNTS[8] as Address;
    let holder = first;
    const resolveName = (name: string) => Promise.resolve(name === 'carol.reown.id' ? holder : undefined);
    holder = ANVIL_ACCOUNTS[9] as Address;
    const before = await node().getBalance({ address: holder });
    const sent = await send(config, { token: ETH, amount: '0.5', to: 'carol.reown.id', resolveName });
    expect(sent).toMatchObject({ to: holder, name: 'carol.reown.id' });
    await node().waitForTransactionReceipt({ hash: sent.hash as `0x${string}` });
    expect(await node().getBalance({ address: holder })).toBe(before + parseEther('0.5'));
  });

  it('ten submits at once ask the wallet once; a decline rejects with 4001 and moves nothing', async () => {
    const from = ANVIL_ACCOUNTS[3] as Address;
    const { config, wallet } = await connectedPage(from);
    const to = ANVIL_ACCOUNTS[6] as Address;
    const results = await Promise.all(Array.from({ length: 10 }, () => send(config, { token: ETH, amount: '0.01', to })));
    expect(new Set(results.map((result) => result.hash)).size).toBe(1);
    expect(sends(wallet)).toBe(1);
    await node().waitForTransactionReceipt({ hash: results[0]?.hash as `0x${string}` });
    const balance = await node().getBalance({ address: from });
    wallet.control.rejectNext('eth_sendTransaction');
    await expect(send(config, { token: ETH, amount: '0.01', to })).rejects.toBeInstanceOf(UserRejectedRequestError);
    expect(await node().getBalance({ address: from })).toBe(balance);
  });

  it('Max leaves the fee of the transfer, and sending it succeeds; a token Max is its whole balance', async () => {
    const from = ANVIL_ACCOUNTS[4] as Address;
    const { config } = await connectedPage(from);
    const balance = await node().getBalance({ address: from });
    const max = await getMaxSendable(config, { token: ETH, address: from });
    expect(max.value).toBe(balance - max.reserve);
    expect(max.reserve).toBeGreaterThan(0n);
    const sent = await send(config, { token: { ...ETH, balance }, amount: formatWei(max.value), to: ANVIL_ACCOUNTS[6] as Address });
    const receipt = await node().waitForTransactionReceipt({ hash: sent.hash as `0x${string}` });
    expect(receipt.status).toBe('success');
    expect(await node().getBalance({ address: from })).toBeLessThan(max.reserve);
    expect(await getMaxSendable(config, { token: usdd(1_005_000n), address: from })).toEqual({ value: 1_005_000n, reserve: 0n });
    await expect(getMaxSendable(config, { token: usdd(), address: from })).rejects.toThrow('The USDD balance is not known yet');
  });

  it('a transfer the token refuses is reported before the wallet is asked', async () => {
    const { config, wallet } = await connectedPage(ANVIL_ACCOUNTS[5] as Address);
    // The balance is not passed: the contract itself refuses more than is held.
    await expect(send(config, { token: usdd(), amount: '999999999', to: ANVIL_ACCOUNTS[6] as Address })).rejects.toThrow(/revert/i);
    expect(sends(wallet)).toBe(0);
  });
});

function formatWei(value: bigint): string {
  const digits = value.toString().padStart(19, '0');
  return `${digits.slice(0, -18)}.${digits.slice(-18)}`;
}
