import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, createWalletClient, erc20Abi, http, maxUint256, parseEther, parseUnits } from 'viem';
import type { Address, PublicClient } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { devResetTokenAbi } from './artifacts.generated.js';
import { uniswapPairAddress } from './deploySwapContracts.js';
import { DEV_TOKEN_GENESIS_BALANCE, startChain } from './startChain.js';
import type { DevChain } from './startChain.js';
import {
  RESET_TOKEN_GENESIS_BALANCE,
  SWAP_LIQUIDITY_PROVIDER,
  SWAP_POOL_SEEDS,
  USD_TOKEN_GENESIS_BALANCE,
} from './swapContracts.js';
import {
  UNISWAP_V2_PAIR_INIT_CODE_HASH,
  uniswapV2FactoryAbi,
  uniswapV2PairAbi,
  uniswapV2Router02Abi,
} from './uniswapArtifacts.generated.js';

let devChain: DevChain;
let client: PublicClient;

beforeAll(async () => {
  devChain = await startChain();
  client = createPublicClient({ chain: devChain.chain, transport: http(devChain.rpcUrl), pollingInterval: 20 });
});

afterAll(async () => {
  await devChain?.stop();
});

function walletOf(index: number) {
  const key = devChain.privateKeys[index];
  if (!key) throw new Error(`no dev key ${index}`);
  return createWalletClient({ chain: devChain.chain, transport: http(devChain.rpcUrl), account: privateKeyToAccount(key) });
}

async function reservesOf(pair: Address, token: Address, other: Address): Promise<[bigint, bigint]> {
  const [token0, [reserve0, reserve1]] = await Promise.all([
    client.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'token0' }),
    client.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'getReserves' }),
  ]);
  expect([token.toLowerCase(), other.toLowerCase()]).toContain(token0.toLowerCase());
  return token0.toLowerCase() === token.toLowerCase() ? [reserve0, reserve1] : [reserve1, reserve0];
}

describe('swap contracts on a dev chain', () => {
  it('deploys the router over the factory and WETH, and pair addresses follow the published init code hash', async () => {
    const { uniswap, token, usdToken, resetToken } = devChain.contracts;
    expect(await client.readContract({ address: uniswap.router, abi: uniswapV2Router02Abi, functionName: 'factory' })).toBe(uniswap.factory);
    expect(await client.readContract({ address: uniswap.router, abi: uniswapV2Router02Abi, functionName: 'WETH' })).toBe(uniswap.weth);
    const pairs: [Address, Address, Address][] = [
      [uniswap.pairs.wethDev, uniswap.weth, token],
      [uniswap.pairs.devUsd, token, usdToken],
      [uniswap.pairs.wethReset, uniswap.weth, resetToken],
    ];
    for (const [pair, a, b] of pairs) {
      expect(await client.readContract({ address: uniswap.factory, abi: uniswapV2FactoryAbi, functionName: 'getPair', args: [a, b] })).toBe(pair);
      expect(uniswapPairAddress(uniswap.factory, a, b)).toBe(pair);
    }
    expect(await client.readContract({ address: uniswap.factory, abi: uniswapV2FactoryAbi, functionName: 'allPairsLength' })).toBe(3n);
    // The hash UniswapV2Library.pairFor is published with; the router finds the seeded pairs through it.
    expect(UNISWAP_V2_PAIR_INIT_CODE_HASH).toBe('0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f');
  });

  it('seeds each pool with its reserves, held by the liquidity provider alone', async () => {
    const { uniswap, token, usdToken, resetToken } = devChain.contracts;
    expect(await reservesOf(uniswap.pairs.wethDev, uniswap.weth, token)).toEqual([SWAP_POOL_SEEDS.wethDev.weth, SWAP_POOL_SEEDS.wethDev.dev]);
    expect(await reservesOf(uniswap.pairs.devUsd, token, usdToken)).toEqual([SWAP_POOL_SEEDS.devUsd.dev, SWAP_POOL_SEEDS.devUsd.usd]);
    expect(await reservesOf(uniswap.pairs.wethReset, uniswap.weth, resetToken)).toEqual([
      SWAP_POOL_SEEDS.wethReset.weth,
      SWAP_POOL_SEEDS.wethReset.reset,
    ]);
    for (const pair of Object.values(uniswap.pairs)) {
      const supply = await client.readContract({ address: pair, abi: erc20Abi, functionName: 'totalSupply' });
      const held = await client.readContract({ address: pair, abi: erc20Abi, functionName: 'balanceOf', args: [SWAP_LIQUIDITY_PROVIDER] });
      // Uniswap V2 locks the first 1000 liquidity units at the zero address.
      expect(supply - held).toBe(1000n);
    }
    expect(devChain.accounts).not.toContain(SWAP_LIQUIDITY_PROVIDER);
    // The dev accounts only deployed the DevToken, the smart-account factory and one smart account.
    expect(await client.getTransactionCount({ address: devChain.accounts[0]! })).toBe(3);
    expect(await client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [devChain.accounts[0]!] })).toBe(
      DEV_TOKEN_GENESIS_BALANCE,
    );
  });

  it('mints USDD and USDR, 6 decimals each, to the first three accounts', async () => {
    const { usdToken, resetToken } = devChain.contracts;
    const read = (address: Address, functionName: 'symbol' | 'decimals' | 'name') => client.readContract({ address, abi: erc20Abi, functionName });
    expect([await read(usdToken, 'name'), await read(usdToken, 'symbol'), await read(usdToken, 'decimals')]).toEqual(['Devnet USD', 'USDD', 6]);
    expect([await read(resetToken, 'name'), await read(resetToken, 'symbol'), await read(resetToken, 'decimals')]).toEqual([
      'Devnet Reset USD',
      'USDR',
      6,
    ]);
    expect(USD_TOKEN_GENESIS_BALANCE).toBe(parseUnits('1000000', 6));
    for (const [index, expected] of [[0, USD_TOKEN_GENESIS_BALANCE], [2, USD_TOKEN_GENESIS_BALANCE], [3, 0n]] as const) {
      const holder = devChain.accounts[index]!;
      expect(await client.readContract({ address: usdToken, abi: erc20Abi, functionName: 'balanceOf', args: [holder] })).toBe(expected);
      expect(await client.readContract({ address: resetToken, abi: erc20Abi, functionName: 'balanceOf', args: [holder] })).toBe(
        expected === 0n ? 0n : RESET_TOKEN_GENESIS_BALANCE,
      );
    }
  });

  it('prices a swap on the router exactly as the constant-product formula with the 0.3% fee does', async () => {
    const { uniswap, token } = devChain.contracts;
    const amountIn = parseEther('1');
    const [, out] = await client.readContract({
      address: uniswap.router,
      abi: uniswapV2Router02Abi,
      functionName: 'getAmountsOut',
      args: [amountIn, [uniswap.weth, token]],
    });
    const { weth: reserveIn, dev: reserveOut } = SWAP_POOL_SEEDS.wethDev;
    expect(out).toBe((amountIn * 997n * reserveOut) / (reserveIn * 1000n + amountIn * 997n));
  });

  it('refuses to change a non-zero USDR allowance to another non-zero value until it is reset to 0', async () => {
    const { resetToken, uniswap } = devChain.contracts;
    const wallet = walletOf(2);
    const owner = wallet.account.address;
    const approve = async (value: bigint) => {
      const hash = await wallet.writeContract({ address: resetToken, abi: devResetTokenAbi, functionName: 'approve', args: [uniswap.router, value] });
      return client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
    };
    const allowance = () => client.readContract({ address: resetToken, abi: erc20Abi, functionName: 'allowance', args: [owner, uniswap.router] });
    expect((await approve(5_000_000n)).status).toBe('success');
    await expect(
      client.simulateContract({ account: owner, address: resetToken, abi: devResetTokenAbi, functionName: 'approve', args: [uniswap.router, 7_000_000n] }),
    ).rejects.toThrow(/AllowanceResetRequired/);
    // Mined anyway (with an explicit gas limit), the approval reverts and the allowance stays.
    const hash = await wallet.writeContract({
      address: resetToken,
      abi: devResetTokenAbi,
      functionName: 'approve',
      args: [uniswap.router, 7_000_000n],
      gas: 100_000n,
    });
    expect((await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })).status).toBe('reverted');
    expect(await allowance()).toBe(5_000_000n);
    expect((await approve(0n)).status).toBe('success');
    expect((await approve(7_000_000n)).status).toBe('success');
    expect(await allowance()).toBe(7_000_000n);
    expect((await approve(0n)).status).toBe('success');
    expect((await approve(maxUint256)).status).toBe('success');
    expect(await allowance()).toBe(maxUint256);
  });
});

describe('startChain with interval mining', () => {
  it('deploys the swap contracts first, then mines on its block time', async () => {
    const timed = await startChain({ chainId: 31340, blockTime: 1 });
    try {
      const timedClient = createPublicClient({ chain: timed.chain, transport: http(timed.rpcUrl), pollingInterval: 50 });
      expect(timed.contracts).toEqual(devChain.contracts);
      const [, reserve1] = await timedClient.readContract({ address: timed.contracts.uniswap.pairs.wethDev, abi: uniswapV2PairAbi, functionName: 'getReserves' });
      expect([SWAP_POOL_SEEDS.wethDev.weth, SWAP_POOL_SEEDS.wethDev.dev]).toContain(reserve1);
      // Blocks keep coming with no transaction sent, which mining on each transaction never does.
      const before = await timedClient.getBlockNumber({ cacheTime: 0 });
      await new Promise((resolve) => setTimeout(resolve, 2_200));
      expect(await timedClient.getBlockNumber({ cacheTime: 0 })).toBeGreaterThan(before);
      const wallet = createWalletClient({ chain: timed.chain, transport: http(timed.rpcUrl), account: privateKeyToAccount(timed.privateKeys[3]!) });
      const hash = await wallet.sendTransaction({ to: timed.accounts[4]!, value: 1n });
      expect((await timedClient.waitForTransactionReceipt({ hash, timeout: 5_000 })).status).toBe('success');
    } finally {
      await timed.stop();
    }
  });
});
