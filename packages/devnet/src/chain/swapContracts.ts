import { parseEther, parseUnits } from 'viem';
import type { Address } from 'viem';

/**
 * Account that deploys the swap contracts and holds the pools' liquidity tokens. No dev account controls it
 * (it is the address of the key keccak256("devnet swap liquidity provider")); the node sends its start-up
 * transactions while impersonating it, so the dev accounts' balances, nonces and histories stay as they were.
 */
export const SWAP_LIQUIDITY_PROVIDER: Address = '0x811e87386acA9b5188B7F6403105501A75447068';

/** Decimals of both devnet dollar tokens (USDD and USDR), as on the dollar tokens of public chains. */
export const USD_TOKEN_DECIMALS = 6;

/** USDD balance minted to each of the first dev accounts at start-up: 1,000,000 USDD. */
export const USD_TOKEN_GENESIS_BALANCE = parseUnits('1000000', USD_TOKEN_DECIMALS);

/** USDR balance minted to each of the first dev accounts at start-up: 1,000,000 USDR. */
export const RESET_TOKEN_GENESIS_BALANCE = parseUnits('1000000', USD_TOKEN_DECIMALS);

/**
 * Reserves each pool is seeded with, in the tokens' smallest units; the prices they give are the devnet's
 * USD prices (1 ETH = 3,000 USD, 1 DEV = 1 USD, 1 USDD = 1 USDR = 1 USD).
 */
export const SWAP_POOL_SEEDS = {
  /** WETH/DEV: 100 ETH against 300,000 DEV. */
  wethDev: { weth: parseEther('100'), dev: parseEther('300000') },
  /** DEV/USDD: 500,000 DEV against 500,000 USDD. */
  devUsd: { dev: parseEther('500000'), usd: parseUnits('500000', USD_TOKEN_DECIMALS) },
  /** WETH/USDR: 100 ETH against 300,000 USDR. */
  wethReset: { weth: parseEther('100'), reset: parseUnits('300000', USD_TOKEN_DECIMALS) },
} as const;

/** The Uniswap V2 pairs seeded at start-up. */
export interface DevSwapPairs {
  /** WETH/DEV pair. */
  readonly wethDev: Address;
  /** DEV/USDD pair. */
  readonly devUsd: Address;
  /** WETH/USDR pair. */
  readonly wethReset: Address;
}

/** The Uniswap V2 deployment of a dev chain. */
export interface DevUniswapContracts {
  /** UniswapV2Factory (its fee switch is off; `feeToSetter` is {@link SWAP_LIQUIDITY_PROVIDER}). */
  readonly factory: Address;
  /** UniswapV2Router02: the spender of swap approvals and the target of swap transactions. */
  readonly router: Address;
  /** WETH9, which the router wraps native ETH into. */
  readonly weth: Address;
  readonly pairs: DevSwapPairs;
}

/** The swap contracts of a dev chain: the two dollar tokens and Uniswap V2 with its seeded pools. */
export interface DevSwapContracts {
  /** DevUsd ("Devnet USD", USDD, 6 decimals). */
  readonly usdToken: Address;
  /**
   * DevResetToken ("Devnet Reset USD", USDR, 6 decimals), whose `approve` reverts with
   * `AllowanceResetRequired` when both the current and the new allowance are non-zero.
   */
  readonly resetToken: Address;
  readonly uniswap: DevUniswapContracts;
}
