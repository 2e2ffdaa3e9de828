// @vitest-environment happy-dom
import { ANVIL_ACCOUNTS, NATIVE_TOKEN_ADDRESS, startApiServer, startChain } from '@connect-modal/devnet';
import type { DevChain, InstalledDevWallet, RunningApiServer } from '@connect-modal/devnet';
import { createPublicClient, createWalletClient, erc20Abi, http, parseEther } from 'viem';
import type { Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isUserRejection } from '../core/index.js';
import { TransactionRevertedError } from '../core/transactions/index.js';
import { SWAP_QUOTE_LIFETIME_MS, SwapError, getSwapQuote, getSwapTokens, swap } from './index.js';
import { devWalletPages } from './testing/devWalletPages.js';
import { getDataServices } from '../services/getDataServices.js';
import type { SwapApproval, SwapStep } from './index.js';

let chain: DevChain;
let server: RunningApiServer;
const pages = devWalletPages('swap');

beforeAll(async () => {
  chain = await startChain({ chainId: 31337 });
  server = await startApiServer({ chains: [chain] });
});
afterAll(async () => {
  await server?.stop();
  await chain?.stop();
});
afterEach(() => pages.closeAll());

const node = () => createPublicClient({ transport: http(chain.rpcUrl) });
const caip = (address: string) => `eip155:${chain.chainId}:${address}`;
const ETH = () => caip(NATIVE_TOKEN_ADDRESS);
const DEV = () => caip(chain.contracts.token);
const USDR = () => caip(chain.contracts.resetToken);
const balanceOf = (token: Address, owner: Address) => node().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
const allowanceOf = (token: Address, owner: Address) =>
  node().readContract({ address: token, abi: erc20Abi, functionName: 'allowance', args: [owner, chain.contracts.uniswap.router] });

/** The dev wallet on a page and a config whose blockchain API is the devnet's. */
function connectedPage(accountIndex: number) {
  return pages.open({ chains: [chain], account: ANVIL_ACCOUNTS[accountIndex] as Address, config: { endpoints: { blockchainApi: server.url } } });
}

const sends = (wallet: InstalledDevWallet) => wallet.control.requests.filter((name) => name === 'eth_sendTransaction').length;

describe('swap quotes', () => {
  it('lists the tokens and quotes exactly, with slippage 1 by default and a lifetime', async () => {
    const { config, account } = await connectedPage(2);
    const tokens = await getSwapTokens(config);
    expect(tokens.map((token) => token.symbol)).toEqual(expect.arrayContaining(['ETH', 'DEV', 'USDD', 'USDR']));
    expect(tokens.find((token) => token.symbol === 'USDR')?.approvalResetRequired).toBe(true);
    const quote = await getSwapQuote(config, { from: ETH(), to: DEV(), amount: '0.1' });
    expect(quote.fromAmount).toBe(parseEther('0.1'));
    expect(quote.userAddress.toLowerCase()).toBe(account.toLowerCase());
    expect(quote.slippage).toBe(1);
    expect(quote.toAmountMin).toBe((quote.toAmount * 9_900n) / 10_000n);
    expect(quote.expiresAt - quote.quotedAt).toBe(SWAP_QUOTE_LIFETIME_MS);
    // The pool holds 100 ETH : 300,000 DEV; 0.1 ETH buys a little under 300 DEV after the 0.3 % fee.
    expect(quote.toAmount > parseEther('295') && quote.toAmount < parseEther('300')).toBe(true);
  });

  it('tells bad input, no liquidity and networks off the swap list apart', async () => {
    const { config } = await connectedPage(2);
    await expect(getSwapQuote(config, { from: ETH(), to: DEV(), amount: '0.1', slippage: 51 })).rejects.toMatchObject({ code: 'SWAP_INVALID_PARAMETER' });
    await expect(getSwapQuote(config, { from: ETH(), to: DEV(), amount: 'abc' })).rejects.toMatchObject({ code: 'SWAP_INVALID_PARAMETER' });
    await expect(getSwapQuote(config, { from: ETH(), to: DEV(), amount: '1000' })).rejects.toMatchObject({ code: 'SWAP_INSUFFICIENT_LIQUIDITY' });
    await expect(getSwapQuote(config, { from: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', to: 'eip155:1:0x0000000000000000000000000000000000000001', amount: '1' })).rejects.toMatchObject({
      code: 'SWAP_UNSUPPORTED_NETWORK',
      message: 'Network not supported for Swaps',
    });
  });
});

describe('swap quote refreshes', () => {
  it('ask for the token list once in its lifetime, and for the gas price and the quote each time', async () => {
    const { config } = await connectedPage(4);
    const { api } = getDataServices(config);
    const tokens = vi.spyOn(api, 'fetchSwapTokens');
    const gas = vi.spyOn(api, 'fetchGasPrice');
    const quotes = vi.spyOn(api, 'fetchSwapQuote');
    const first = await getSwapQuote(config, { from: ETH(), to: DEV(), amount: '0.25' });
    const again = await getSwapQuote(config, { from: ETH(), to: DEV(), amount: '0.25' });
    expect(again.toAmount).toBe(first.toAmount);
    expect([tokens.mock.calls.length, gas.mock.calls.length, quotes.mock.calls.length]).toEqual([1, 2, 2]);
  });
});

describe('swap', () => {
  it('swaps ETH for DEV without approval, then DEV for ETH with an exact approval first', async () => {
    const { config, wallet, account } = await connectedPage(3);
    const devBefore = await balanceOf(chain.contracts.token, account);
    const quote = await getSwapQuote(config, { from: ETH(), to: DEV(), amount: '0.5' });
    const steps: SwapStep[] = [];
    const first = swap(config, { quote, onStep: (step) => steps.push(step) });
    const second = swap(config, { quote });
    const [result, joined] = await Promise.all([first, second]);
    expect(joined.hash).toBe(result.hash);
    expect(sends(wallet)).toBe(1);
    expect(steps).toEqual(['swapping']);
    expect(result.approvalHash).toBeUndefined();
    const bought = (await balanceOf(chain.contracts.token, account)) - devBefore;
    expect(bought >= quote.toAmountMin).toBe(true);

    const back = await getSwapQuote(config, { from: DEV(), to: ETH(), amount: '100' });
    const backSteps: SwapStep[] = [];
    const ethBefore = await node().getBalance({ address: account });
    const sold = await swap(config, { quote: back, onStep: (step) => backSteps.push(step) });
    expect(backSteps).toEqual(['approving', 'swapping']);
    expect(sold.approvalHash).toMatch(/^0x/);
    expect(await allowanceOf(chain.contracts.token, account)).toBe(0n);
    expect(await balanceOf(chain.contracts.token, account)).toBe(devBefore + bought - parseEther('100'));
    expect((await node().getBalance({ address: account })) > ethBefore).toBe(true);
  });

  it('refuses a sale larger than the balance before any approval: nothing asked of the wallet, nothing approved', async () => {
    // Account 8 holds ETH but no DEV.
    const { config, wallet, account } = await connectedPage(8);
    expect(await balanceOf(chain.contracts.token, account)).toBe(0n);
    const quote = await getSwapQuote(config, { from: DEV(), to: ETH(), amount: '10' });
    await expect(swap(config, { quote })).rejects.toMatchObject({ code: 'SWAP_INSUFFICIENT_BALANCE', message: 'Insufficient DEV balance' });
    expect(sends(wallet)).toBe(0);
    expect(await allowanceOf(chain.contracts.token, account)).toBe(0n);
  });

  it('an approval the visitor declines before the wallet is asked stops the swap: no request, nothing approved', async () => {
    const { config, wallet, account } = await connectedPage(3);
    const quote = await getSwapQuote(config, { from: DEV(), to: ETH(), amount: '5' });
    const declined = new SwapError('SWAP_APPROVAL_DECLINED', 'The approval was declined');
    const steps: SwapStep[] = [];
    await expect(swap(config, { quote, onStep: (step) => steps.push(step), confirmApproval: () => Promise.reject(declined) })).rejects.toBe(declined);
    expect(steps).toEqual([]);
    expect(sends(wallet)).toBe(0);
    expect(await allowanceOf(chain.contracts.token, account)).toBe(0n);
  });

  it('refuses an expired quote without asking the wallet', async () => {
    const { config, wallet } = await connectedPage(3);
    const quote = await getSwapQuote(config, { from: ETH(), to: DEV(), amount: '0.01' });
    await expect(swap(config, { quote: { ...quote, expiresAt: quote.quotedAt } })).rejects.toMatchObject({ code: 'SWAP_QUOTE_EXPIRED' });
    expect(sends(wallet)).toBe(0);
  });

  it('a declined swap leaves the exact approval; a larger USDR swap then resets it to 0 before approving', async () => {
    const { config, wallet, account } = await connectedPage(4);
    const usdr = chain.contracts.resetToken;
    await swap(config, { quote: await getSwapQuote(config, { from: ETH(), to: USDR(), amount: '1' }) });
    const held = await balanceOf(usdr, account);

    wallet.control.rejectNext('eth_sendTransaction');
    const small = await getSwapQuote(config, { from: USDR(), to: ETH(), amount: '100' });
    // The approval is the first prompt: declining it leaves no approval at all.
    const declined = await swap(config, { quote: small }).catch((error: unknown) => error);
    expect(isUserRejection(declined)).toBe(true);
    expect(await allowanceOf(usdr, account)).toBe(0n);

    // Approved, then the swap declined: the exact approval stays (100 USDR), reused by the next swap of that size.
    const steps: SwapStep[] = [];
    const declineSwap = swap(config, {
      quote: small,
      onStep: (step) => {
        steps.push(step);
        if (step === 'swapping') wallet.control.rejectNext('eth_sendTransaction');
      },
    });
    expect(isUserRejection(await declineSwap.catch((error: unknown) => error))).toBe(true);
    expect(steps).toEqual(['approving', 'swapping']);
    expect(await allowanceOf(usdr, account)).toBe(100_000_000n);
    expect(await balanceOf(usdr, account)).toBe(held);

    const larger = await getSwapQuote(config, { from: USDR(), to: ETH(), amount: '250' });
    const largerSteps: SwapStep[] = [];
    const approvals: SwapApproval[] = [];
    const confirmApproval = async (approval: SwapApproval) => {
      // Asked before anything is sent for the approval.
      expect(largerSteps).toEqual([]);
      approvals.push(approval);
    };
    const result = await swap(config, { quote: larger, onStep: (step) => largerSteps.push(step), confirmApproval });
    expect(approvals).toEqual([
      expect.objectContaining({ spender: chain.contracts.uniswap.router, tokenAddress: usdr, amount: 250_000_000n, resetRequired: true, chainId: chain.chainId }),
    ]);
    expect(approvals[0]?.token.symbol).toBe('USDR');
    expect(largerSteps).toEqual(['resetting', 'approving', 'swapping']);
    expect(result.resetHash).toMatch(/^0x/);
    expect(await allowanceOf(usdr, account)).toBe(0n);
    expect(await balanceOf(usdr, account)).toBe(held - 250_000_000n);
  });

  it('refuses when the price moved past the slippage before building, and reverts when it moves after', async () => {
    const { config, wallet, account } = await connectedPage(5);
    const frontRunner = createWalletClient({ chain: chain.chain, transport: http(chain.rpcUrl), account: privateKeyToAccount(chain.privateKeys[6] as `0x${string}`) });
    const frontRun = async () => {
      const built = await fetch(`${server.url}/v1/convert/build-transaction`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ amount: parseEther('20').toString(), from: ETH(), to: DEV(), userAddress: ANVIL_ACCOUNTS[6], eip155: { slippage: 50 } }),
      }).then((response) => response.json() as Promise<{ tx: { to: Address; data: `0x${string}`; amount: string } }>);
      const hash = await frontRunner.sendTransaction({ to: built.tx.to, data: built.tx.data, value: BigInt(built.tx.amount) });
      await node().waitForTransactionReceipt({ hash, pollingInterval: 20 });
    };
    const ethBefore = await node().getBalance({ address: account });
    const moved = await getSwapQuote(config, { from: ETH(), to: DEV(), amount: '1', slippage: 0.5 });
    await frontRun();
    await expect(swap(config, { quote: moved })).rejects.toMatchObject({ code: 'SWAP_SLIPPAGE_EXCEEDED' });
    expect(sends(wallet)).toBe(0);
    expect(await node().getBalance({ address: account })).toBe(ethBefore);

    const quote = await getSwapQuote(config, { from: ETH(), to: DEV(), amount: '1', slippage: 0.5 });
    const devBefore = await balanceOf(chain.contracts.token, account);
    wallet.control.setPromptDelay(1_500);
    const pending = swap(config, { quote }).catch((error: unknown) => error);
    await expect.poll(() => sends(wallet), { timeout: 5_000 }).toBe(1);
    await frontRun();
    const error = await pending;
    wallet.control.setPromptDelay(0);
    expect(error instanceof TransactionRevertedError || (error instanceof Error && /INSUFFICIENT_OUTPUT_AMOUNT|revert/i.test(error.message))).toBe(true);
    expect(await balanceOf(chain.contracts.token, account)).toBe(devBefore);
  });
});
