import { decodeFunctionData, erc20Abi } from 'viem';
import type { Address, Hex } from 'viem';
import type { SwapToken } from '../services/blockchainApiSchemas.js';
import { SwapError } from './swapErrors.js';

/** What a swap asks the visitor to approve before it can sell a token: shown by an approval screen. */
export interface SwapApproval {
  readonly chainId: number;
  readonly caipNetworkId: string;
  /** The token whose allowance is set. */
  readonly token: SwapToken;
  /** The token's contract. */
  readonly tokenAddress: Address;
  /** Who may spend the token: the swap router. */
  readonly spender: Address;
  /** The allowance granted, in the token's base units: exactly the amount sold. */
  readonly amount: bigint;
  /** Whether the allowance is set to 0 first (a token that refuses to change a non-zero allowance). */
  readonly resetRequired: boolean;
}

/**
 * Reads an `approve(spender, amount)` built by the swap service and checks it is what the swap needs: a call to the
 * sold token's own contract, granting exactly `amount` (0 for a reset) to the same spender as the approval. Anything
 * else is refused (`SWAP_SERVICE_ERROR`) before the wallet is asked, so a wrong or hostile answer cannot approve more
 * than is sold, or approve someone else.
 */
export function readApproveCall(
  tx: { readonly to: Address; readonly data: Hex; readonly value: bigint },
  expected: { readonly tokenAddress: Address; readonly amount: bigint; readonly spender?: Address | undefined },
  what: string,
): Address {
  const refuse = (reason: string) => new SwapError('SWAP_SERVICE_ERROR', `The swap service answered an unexpected ${what} transaction: ${reason}`);
  if (tx.to.toLowerCase() !== expected.tokenAddress.toLowerCase()) throw refuse('it is not sent to the token contract');
  if (tx.value !== 0n) throw refuse('it sends value');
  let call: { functionName: string; args?: readonly unknown[] | undefined };
  try {
    call = decodeFunctionData({ abi: erc20Abi, data: tx.data });
  } catch {
    throw refuse('it is not an ERC-20 approve');
  }
  if (call.functionName !== 'approve' || !call.args) throw refuse('it is not an ERC-20 approve');
  const [spender, amount] = call.args as readonly [Address, bigint];
  if (amount !== expected.amount) throw refuse(`it approves ${amount} base units instead of ${expected.amount}`);
  if (expected.spender && spender.toLowerCase() !== expected.spender.toLowerCase()) throw refuse('its spender differs from the approval');
  return spender;
}
