import { getAddress, isAddress } from 'viem';
import type { Address } from 'viem';
import { DEV_TOKEN, NATIVE_CURRENCY, NATIVE_TOKEN_ADDRESS, RESET_TOKEN, USD_TOKEN } from '../api/apiFixtures.js';
import type { DevChainContracts } from '../chain/deployDevContracts.js';

/** A token the devnet swaps: the native currency or one of the dev chain's ERC-20s. */
export interface SwapToken {
  /** Contract address, or {@link NATIVE_TOKEN_ADDRESS} for the native currency. */
  readonly address: Address;
  readonly native: boolean;
  /** What the pools hold in its place: WETH for the native currency, else the token itself. */
  readonly poolAddress: Address;
  readonly name: string;
  readonly symbol: string;
  readonly decimals: number;
  /** True when `approve` reverts unless the current or the new allowance is 0 (the token must be reset first). */
  readonly approvalResetRequired: boolean;
}

/** The tokens swapped on a dev chain, native currency first. */
export function swapTokensOf(contracts: DevChainContracts): SwapToken[] {
  const erc20 = (address: Address, metadata: { name: string; symbol: string; decimals: number }, approvalResetRequired = false): SwapToken => ({
    address,
    native: false,
    poolAddress: address,
    ...metadata,
    approvalResetRequired,
  });
  return [
    { address: NATIVE_TOKEN_ADDRESS, native: true, poolAddress: contracts.uniswap.weth, ...NATIVE_CURRENCY, approvalResetRequired: false },
    erc20(contracts.token, DEV_TOKEN),
    erc20(contracts.usdToken, USD_TOKEN),
    erc20(contracts.resetToken, RESET_TOKEN, true),
  ];
}

/** The token of `address` (any case) on a dev chain; undefined for a token the devnet does not swap. */
export function findSwapToken(contracts: DevChainContracts, address: string): SwapToken | undefined {
  if (!isAddress(address, { strict: false })) return undefined;
  const wanted = address.toLowerCase();
  return swapTokensOf(contracts).find((token) => token.address.toLowerCase() === wanted);
}

/** The checksummed form of a swap token's address as a CAIP-10 account of `caipNetworkId`. */
export function swapTokenCaip(caipNetworkId: string, token: SwapToken): string {
  return `${caipNetworkId}:${token.native ? NATIVE_TOKEN_ADDRESS : getAddress(token.address)}`;
}
