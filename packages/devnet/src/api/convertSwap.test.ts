import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeFunctionData, erc20Abi, parseEther, parseUnits } from 'viem';
import type { Address } from 'viem';
import { uniswapV2Router02Abi } from '../chain/uniswapArtifacts.generated.js';
import { startConvertTestKit } from './convertTestKit.js';
import type { BuiltTx, ConvertTestKit } from './convertTestKit.js';

let kit: ConvertTestKit;

beforeAll(async () => {
  kit = await startConvertTestKit();
});

afterAll(async () => {
  await kit?.stop();
});

function account(index: number): Address {
  const address = kit.chain.accounts[index];
  if (!address) throw new Error(`no dev account ${index}`);
  return address;
}

async function quote(amount: bigint, from: string, to: string) {
  const { status, body } = await kit.get('/v1/convert/quotes', { amount: amount.toString(), userAddress: account(0), from, to, gasPrice: '1' });
  expect(status).toBe(200);
  const [first] = body.quotes as { fromAmount: string; toAmount: string; fromAccount: string; toAccount: string; path: Address[] }[];
  if (!first) throw new Error('no quote');
  return first;
}

async function buildSwap(user: Address, amount: bigint, from: string, to: string, extra: Record<string, unknown> = {}) {
  const { status, body } = await kit.post('/v1/convert/build-transaction', {
    amount: amount.toString(),
    from,
    to,
    userAddress: user,
    projectId: 'devnet-project',
    ...extra,
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return body as { tx: BuiltTx; toAmount: string; toAmountMin: string; deadline: number; path: Address[] };
}

async function buildApprove(user: Address, from: string, to: string, amount: bigint) {
  const { status, body } = await kit.get('/v1/convert/build-approve', { userAddress: user, from, to, amount: amount.toString() });
  expect(status, JSON.stringify(body)).toBe(200);
  return body as { tx: BuiltTx; spender: Address; amount: string; allowance: string; allowanceResetRequired: boolean; resetTx?: BuiltTx };
}

describe('convert endpoints over the Uniswap V2 pools', () => {
  it('quotes exactly what the router’s getAmountsOut gives, on the best route', async () => {
    const { uniswap, token, usdToken, resetToken } = kit.chain.contracts;
    const { eth, dev, usd, reset } = kit.caip;
    const cases: [bigint, string, string, Address[]][] = [
      [parseEther('1'), eth, dev, [uniswap.weth, token]],
      [parseEther('2500'), dev, eth, [token, uniswap.weth]],
      [parseEther('0.5'), eth, usd, [uniswap.weth, token, usdToken]],
      [parseUnits('1234.5678', 6), usd, reset, [usdToken, token, uniswap.weth, resetToken]],
    ];
    for (const [amount, from, to, path] of cases) {
      const found = await quote(amount, from, to);
      const amounts = await kit.amountsOut(amount, path);
      expect(found).toEqual({ id: null, fromAmount: amount.toString(), fromAccount: from, toAmount: amounts.at(-1)!.toString(), toAccount: to, path });
    }
    // 1 ETH buys a little under 3,000 DEV: the pool price less the 0.3% fee and about 1% of price impact.
    const ethForDev = BigInt((await quote(parseEther('1'), eth, dev)).toAmount);
    expect(ethForDev).toBeGreaterThan(parseEther('2950'));
    expect(ethForDev).toBeLessThan(parseEther('3000'));
  });

  it('swaps ETH for DEV with the built router call, moving balances by exactly the quoted amounts', async () => {
    const user = account(3);
    const { token, uniswap } = kit.chain.contracts;
    const amount = parseEther('1.5');
    const quoted = await quote(amount, kit.caip.eth, kit.caip.dev);
    const built = await buildSwap(user, amount, kit.caip.eth, kit.caip.dev);
    expect(built.toAmount).toBe(quoted.toAmount);
    expect(built.toAmountMin).toBe(((BigInt(quoted.toAmount) * 99n) / 100n).toString());
    expect(built.tx).toMatchObject({ from: user, to: uniswap.router, amount: amount.toString() });
    expect(BigInt(built.tx.eip155.gas ?? '0')).toBeGreaterThan(21_000n);
    const latest = await kit.client.getBlock();
    expect(built.deadline).toBe(Number(latest.timestamp) + 1200);
    const call = decodeFunctionData({ abi: uniswapV2Router02Abi, data: built.tx.data });
    expect(call).toEqual({
      functionName: 'swapExactETHForTokens',
      args: [BigInt(built.toAmountMin), [uniswap.weth, token], user, BigInt(built.deadline)],
    });

    const [ethBefore, devBefore] = await Promise.all([kit.client.getBalance({ address: user }), kit.balanceOf(token, user)]);
    const receipt = await kit.send(3, built.tx);
    expect(receipt.status).toBe('success');
    expect(await kit.balanceOf(token, user)).toBe(devBefore + BigInt(quoted.toAmount));
    expect(await kit.client.getBalance({ address: user })).toBe(ethBefore - amount - kit.gasCost(receipt));
  });

  it('swaps DEV for ETH after build-approve’s exact approval of the router', async () => {
    const user = account(1);
    const { token, uniswap } = kit.chain.contracts;
    const amount = parseEther('4000');
    const refused = await kit.post('/v1/convert/build-transaction', { amount: amount.toString(), from: kit.caip.dev, to: kit.caip.eth, userAddress: user });
    expect(refused).toMatchObject({ status: 400, body: { code: 'INSUFFICIENT_ALLOWANCE' } });

    const approval = await buildApprove(user, kit.caip.dev, kit.caip.eth, amount);
    expect(approval).toMatchObject({ spender: uniswap.router, amount: amount.toString(), allowance: '0', allowanceResetRequired: false });
    expect(approval.resetTx).toBeUndefined();
    expect(approval.tx).toMatchObject({ from: user, to: token, value: '0' });
    expect(decodeFunctionData({ abi: erc20Abi, data: approval.tx.data })).toEqual({ functionName: 'approve', args: [uniswap.router, amount] });
    expect((await kit.send(1, approval.tx)).status).toBe('success');
    const allowance = await kit.get('/v1/convert/allowance', { tokenAddress: kit.caip.dev, userAddress: user });
    expect(allowance).toEqual({ status: 200, body: { allowance: amount.toString(), spender: uniswap.router } });

    const quoted = await quote(amount, kit.caip.dev, kit.caip.eth);
    const built = await buildSwap(user, amount, kit.caip.dev, kit.caip.eth, { eip155: { slippage: 0.5 } });
    expect(built.tx.amount).toBe('0');
    expect(built.toAmountMin).toBe(((BigInt(quoted.toAmount) * 9950n) / 10000n).toString());
    expect(decodeFunctionData({ abi: uniswapV2Router02Abi, data: built.tx.data })).toEqual({
      functionName: 'swapExactTokensForETH',
      args: [amount, BigInt(built.toAmountMin), [token, uniswap.weth], user, BigInt(built.deadline)],
    });
    const [ethBefore, devBefore] = await Promise.all([kit.client.getBalance({ address: user }), kit.balanceOf(token, user)]);
    const receipt = await kit.send(1, built.tx);
    expect(receipt.status).toBe('success');
    expect(await kit.balanceOf(token, user)).toBe(devBefore - amount);
    expect(await kit.client.getBalance({ address: user })).toBe(ethBefore + BigInt(quoted.toAmount) - kit.gasCost(receipt));
    expect((await kit.get('/v1/convert/allowance', { tokenAddress: kit.caip.dev, userAddress: user })).body.allowance).toBe('0');
  });

  it('resets a USDR allowance to 0 before approving another amount, then swaps USDR for USDD through three pools', async () => {
    const user = account(2);
    const { resetToken, usdToken, uniswap } = kit.chain.contracts;
    const first = await buildApprove(user, kit.caip.reset, kit.caip.usd, parseUnits('10', 6));
    expect(first.allowanceResetRequired).toBe(false);
    expect((await kit.send(2, first.tx)).status).toBe('success');

    const amount = parseUnits('2500', 6);
    const second = await buildApprove(user, kit.caip.reset, kit.caip.usd, amount);
    expect(second).toMatchObject({ allowance: parseUnits('10', 6).toString(), allowanceResetRequired: true });
    if (!second.resetTx) throw new Error('no reset transaction');
    expect(decodeFunctionData({ abi: erc20Abi, data: second.resetTx.data })).toEqual({ functionName: 'approve', args: [uniswap.router, 0n] });
    // The approval alone is refused while the old allowance stands.
    await expect(kit.client.call({ account: user, to: second.tx.to, data: second.tx.data })).rejects.toThrow(/reverted/);
    expect((await kit.send(2, second.resetTx)).status).toBe('success');
    expect((await kit.send(2, second.tx)).status).toBe('success');
    const third = await buildApprove(user, kit.caip.reset, kit.caip.usd, amount);
    expect(third).toMatchObject({ allowance: amount.toString(), allowanceResetRequired: true });

    const quoted = await quote(amount, kit.caip.reset, kit.caip.usd);
    expect(quoted.path).toEqual([resetToken, uniswap.weth, kit.chain.contracts.token, usdToken]);
    const built = await buildSwap(user, amount, kit.caip.reset, kit.caip.usd);
    expect(decodeFunctionData({ abi: uniswapV2Router02Abi, data: built.tx.data }).functionName).toBe('swapExactTokensForTokens');
    const [resetBefore, usdBefore] = await Promise.all([kit.balanceOf(resetToken, user), kit.balanceOf(usdToken, user)]);
    expect((await kit.send(2, built.tx)).status).toBe('success');
    expect(await kit.balanceOf(resetToken, user)).toBe(resetBefore - amount);
    expect(await kit.balanceOf(usdToken, user)).toBe(usdBefore + BigInt(quoted.toAmount));
  });

  it('a trade front-run below its minimum output reverts; a wider slippage tolerance lets it through', async () => {
    const victim = account(4);
    const { token, uniswap } = kit.chain.contracts;
    const amount = parseEther('2');
    const tight = await buildSwap(victim, amount, kit.caip.eth, kit.caip.dev);
    const wide = await buildSwap(victim, amount, kit.caip.eth, kit.caip.dev, { eip155: { slippage: 20 } });

    // Another account buys DEV first, pushing the price past 1%.
    const frontRun = await buildSwap(account(5), parseEther('5'), kit.caip.eth, kit.caip.dev);
    expect((await kit.send(5, frontRun.tx)).status).toBe('success');
    const [, nowOut] = await kit.amountsOut(amount, [uniswap.weth, token]);
    expect(nowOut).toBeLessThan(BigInt(tight.toAmountMin));

    await expect(kit.client.call({ account: victim, to: tight.tx.to, data: tight.tx.data, value: amount })).rejects.toThrow(
      /UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT/,
    );
    const devBefore = await kit.balanceOf(token, victim);
    const reverted = await kit.send(4, tight.tx);
    expect(reverted.status).toBe('reverted');
    expect(await kit.balanceOf(token, victim)).toBe(devBefore);

    const through = await kit.send(4, wide.tx);
    expect(through.status).toBe('success');
    const bought = (await kit.balanceOf(token, victim)) - devBefore;
    expect(bought).toBe(nowOut);
    expect(bought).toBeGreaterThanOrEqual(BigInt(wide.toAmountMin));
  });

  it('refuses an amount over the pools’ liquidity as insufficient liquidity, not insufficient balance', async () => {
    const rich = account(6);
    const tooMuch = parseEther('1000');
    const quoted = await kit.get('/v1/convert/quotes', { amount: tooMuch.toString(), userAddress: rich, from: kit.caip.eth, to: kit.caip.dev });
    expect(quoted).toMatchObject({ status: 400, body: { code: 'INSUFFICIENT_LIQUIDITY', error: expect.stringMatching(/^Insufficient liquidity/) } });
    expect(await kit.client.getBalance({ address: rich })).toBeGreaterThan(tooMuch);
    const built = await kit.post('/v1/convert/build-transaction', { amount: tooMuch.toString(), from: kit.caip.eth, to: kit.caip.dev, userAddress: rich });
    expect(built).toMatchObject({ status: 400, body: { code: 'INSUFFICIENT_LIQUIDITY' } });

    // Within the pools' liquidity, a seller without the tokens is told about the balance instead.
    const poor = await kit.post('/v1/convert/build-transaction', { amount: parseEther('10').toString(), from: kit.caip.dev, to: kit.caip.eth, userAddress: rich });
    expect(poor).toMatchObject({ status: 400, body: { code: 'INSUFFICIENT_BALANCE', error: expect.stringMatching(/^Insufficient balance/) } });
    // Without the estimate, nothing about the seller is checked and no gas limit is given.
    const unchecked = await buildSwap(rich, parseEther('10'), kit.caip.dev, kit.caip.eth, { disableEstimate: true });
    expect(unchecked.tx.eip155.gas).toBeUndefined();
    expect(BigInt(unchecked.tx.eip155.gasPrice)).toBeGreaterThan(0n);
  });
});
