import { encodeDeployData, encodeFunctionData, encodePacked, getContractAddress, keccak256, maxUint256, numberToHex } from 'viem';
import type { Address } from 'viem';
import { devResetTokenAbi, devResetTokenBytecode, devTokenAbi, devUsdAbi, devUsdBytecode } from './artifacts.generated.js';
import { deployedAddress, sendNodeTransactions } from './sendNodeTransactions.js';
import type { DevNodeClient, NodeTransaction } from './sendNodeTransactions.js';
import {
  RESET_TOKEN_GENESIS_BALANCE,
  SWAP_LIQUIDITY_PROVIDER,
  SWAP_POOL_SEEDS,
  USD_TOKEN_GENESIS_BALANCE,
} from './swapContracts.js';
import type { DevSwapContracts, DevSwapPairs } from './swapContracts.js';
import {
  UNISWAP_V2_PAIR_INIT_CODE_HASH,
  uniswapV2FactoryAbi,
  uniswapV2FactoryBytecode,
  uniswapV2Router02Abi,
  uniswapV2Router02Bytecode,
  weth9Bytecode,
} from './uniswapArtifacts.generated.js';

/** ETH given to the liquidity provider: the pools' 200 ETH plus gas. */
const PROVIDER_FUNDS = 1_000n * 10n ** 18n;

/** The address of the Uniswap V2 pair of two tokens, as UniswapV2Library.pairFor derives it. */
export function uniswapPairAddress(factory: Address, tokenA: Address, tokenB: Address): Address {
  const [token0, token1] = BigInt(tokenA) < BigInt(tokenB) ? [tokenA, tokenB] : [tokenB, tokenA];
  return getContractAddress({
    opcode: 'CREATE2',
    from: factory,
    salt: keccak256(encodePacked(['address', 'address'], [token0, token1])),
    bytecodeHash: UNISWAP_V2_PAIR_INIT_CODE_HASH,
  });
}

const approveRouter = (token: Address, router: Address, label: string): NodeTransaction => ({
  label: `approve the router for ${label}`,
  to: token,
  data: encodeFunctionData({ abi: devTokenAbi, functionName: 'approve', args: [router, maxUint256] }),
});

const mintTo = (token: Address, amount: bigint, label: string): NodeTransaction => ({
  label: `mint ${label} for the pools`,
  to: token,
  data: encodeFunctionData({ abi: devUsdAbi, functionName: 'mint', args: [SWAP_LIQUIDITY_PROVIDER, amount] }),
});

/**
 * Deploys WETH9, the Uniswap V2 factory and router, USDD and USDR (minted to `holders`) and seeds the
 * WETH/DEV, DEV/USDD and WETH/USDR pools from {@link SWAP_LIQUIDITY_PROVIDER}, which the node impersonates
 * for the duration. `devToken` is the chain's DevToken; the chain must mine on every transaction.
 */
export async function deploySwapContracts(client: DevNodeClient, devToken: Address, holders: readonly Address[]): Promise<DevSwapContracts> {
  const provider = SWAP_LIQUIDITY_PROVIDER;
  await client.request({ method: 'anvil_setBalance', params: [provider, numberToHex(PROVIDER_FUNDS)] });
  await client.request({ method: 'anvil_impersonateAccount', params: [provider] });
  try {
    const deployments = await sendNodeTransactions(client, provider, [
      { label: 'WETH9', data: weth9Bytecode },
      {
        label: 'UniswapV2Factory',
        data: encodeDeployData({ abi: uniswapV2FactoryAbi, bytecode: uniswapV2FactoryBytecode, args: [provider] }),
      },
      {
        label: 'DevUsd',
        data: encodeDeployData({ abi: devUsdAbi, bytecode: devUsdBytecode, args: [holders, USD_TOKEN_GENESIS_BALANCE] }),
      },
      {
        label: 'DevResetToken',
        data: encodeDeployData({ abi: devResetTokenAbi, bytecode: devResetTokenBytecode, args: [holders, RESET_TOKEN_GENESIS_BALANCE] }),
      },
    ]);
    const weth = deployedAddress(deployments[0], 'WETH9');
    const factory = deployedAddress(deployments[1], 'UniswapV2Factory');
    const usdToken = deployedAddress(deployments[2], 'DevUsd');
    const resetToken = deployedAddress(deployments[3], 'DevResetToken');

    const [routerDeployment] = await sendNodeTransactions(client, provider, [
      {
        label: 'UniswapV2Router02',
        data: encodeDeployData({ abi: uniswapV2Router02Abi, bytecode: uniswapV2Router02Bytecode, args: [factory, weth] }),
      },
    ]);
    const router = deployedAddress(routerDeployment, 'UniswapV2Router02');

    const { wethDev, devUsd, wethReset } = SWAP_POOL_SEEDS;
    await sendNodeTransactions(client, provider, [
      mintTo(devToken, wethDev.dev + devUsd.dev, 'DEV'),
      mintTo(usdToken, devUsd.usd, 'USDD'),
      mintTo(resetToken, wethReset.reset, 'USDR'),
      approveRouter(devToken, router, 'DEV'),
      approveRouter(usdToken, router, 'USDD'),
      approveRouter(resetToken, router, 'USDR'),
      {
        label: 'seed the WETH/DEV pool',
        to: router,
        value: wethDev.weth,
        data: encodeFunctionData({
          abi: uniswapV2Router02Abi,
          functionName: 'addLiquidityETH',
          args: [devToken, wethDev.dev, wethDev.dev, wethDev.weth, provider, maxUint256],
        }),
      },
      {
        label: 'seed the DEV/USDD pool',
        to: router,
        data: encodeFunctionData({
          abi: uniswapV2Router02Abi,
          functionName: 'addLiquidity',
          args: [devToken, usdToken, devUsd.dev, devUsd.usd, devUsd.dev, devUsd.usd, provider, maxUint256],
        }),
      },
      {
        label: 'seed the WETH/USDR pool',
        to: router,
        value: wethReset.weth,
        data: encodeFunctionData({
          abi: uniswapV2Router02Abi,
          functionName: 'addLiquidityETH',
          args: [resetToken, wethReset.reset, wethReset.reset, wethReset.weth, provider, maxUint256],
        }),
      },
    ]);
    const pairs: DevSwapPairs = {
      wethDev: uniswapPairAddress(factory, weth, devToken),
      devUsd: uniswapPairAddress(factory, devToken, usdToken),
      wethReset: uniswapPairAddress(factory, weth, resetToken),
    };
    return { usdToken, resetToken, uniswap: { factory, router, weth, pairs } };
  } finally {
    await client.request({ method: 'anvil_stopImpersonatingAccount', params: [provider] });
  }
}
