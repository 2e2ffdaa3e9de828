import type { Address, Hash, Hex, TransactionReceipt } from 'viem';
import type { ConnectConfig } from '../core/index.js';
import { joinInFlight, requestKey } from '../core/transactions/index.js';
import { getDataServices } from '../services/getDataServices.js';
import type { SwapCalldata } from '../services/blockchainApiSchemas.js';
import { isSwapQuoteExpired } from './getSwapQuote.js';
import type { SwapQuote } from './getSwapQuote.js';
import { sendTransaction } from './sendTransaction.js';
import { readApproveCall } from './swapApproval.js';
import type { SwapApproval } from './swapApproval.js';
import { SwapError, toSwapError } from './swapErrors.js';
import { evmReadNetwork, requireEvmAccount } from './transactions/evmAccount.js';
import { waitForTransactionReceipt } from './waitForTransactionReceipt.js';

/** Where a swap is: resetting the allowance to 0, approving the exact amount, or swapping. */
export type SwapStep = 'resetting' | 'approving' | 'swapping';

/** Parameters of {@link swap}. */
export interface SwapParameters {
  /** A quote from `getSwapQuote`, not expired. */
  readonly quote: SwapQuote;
  /** Called as each step starts, for the UI. */
  readonly onStep?: ((step: SwapStep) => void) | undefined;
  /**
   * Asked before an approval is sent, with what it grants (spender, token, exact amount, whether a reset to 0 comes
   * first); the swap waits for it, and stops with its rejection (such as the visitor declining on an approval
   * screen). Without it the approval goes straight to the wallet.
   */
  readonly confirmApproval?: ((approval: SwapApproval) => Promise<void>) | undefined;
}

/** What {@link swap} resolves with once the swap is mined. */
export interface SwapReturnType {
  /** The allowance reset to 0, when the token needed one. */
  readonly resetHash?: Hash;
  /** The exact approval, when the allowance was short. */
  readonly approvalHash?: Hash;
  /** The swap itself. */
  readonly hash: Hash;
  readonly receipt: TransactionReceipt;
}

type BuiltTx = NonNullable<SwapCalldata['tx']>;

function txFields(tx: BuiltTx | undefined, what: string): { to: Address; data: Hex; value: bigint; gas: bigint | undefined } {
  const value = tx?.amount ?? tx?.value ?? '0';
  const gas = tx?.eip155?.gas;
  if (!tx?.to || !/^0x[0-9a-fA-F]{40}$/.test(tx.to) || !tx.data || !/^0x(?:[0-9a-fA-F]{2})*$/.test(tx.data) || !/^\d+$/.test(value) || (gas !== undefined && !/^\d+$/.test(gas))) {
    throw new SwapError('SWAP_SERVICE_ERROR', `The swap service answered an invalid ${what} transaction`);
  }
  return { to: tx.to as Address, data: tx.data as Hex, value: BigInt(value), gas: gas === undefined ? undefined : BigInt(gas) };
}

/**
 * Swaps as quoted through the connected EVM wallet. Refuses an expired quote (`SWAP_QUOTE_EXPIRED`), a quote
 * of another account, and a sale larger than the balance (`SWAP_INSUFFICIENT_BALANCE`, before anything is approved). Selling a token whose router allowance is short, it first sends the reset to 0 when the
 * token requires one, then an approval of exactly the amount sold, waiting for each receipt; then it builds the
 * swap with the quote's slippage, refuses it when the price has moved past the quote's `toAmountMin`
 * (`SWAP_SLIPPAGE_EXCEEDED`), sends it and waits for its receipt (a revert rejects with `TransactionRevertedError`).
 * Wallet writes are never retried; a second submit of the same quote while one runs joins it.
 */
export function swap(config: ConnectConfig, parameters: SwapParameters): Promise<SwapReturnType> {
  const { quote } = parameters;
  if (isSwapQuoteExpired(config, quote)) {
    return Promise.reject(new SwapError('SWAP_QUOTE_EXPIRED', 'The quote has expired; get a new quote before swapping'));
  }
  const key = requestKey(['swap', quote.caipNetworkId, quote.userAddress, quote.from.address, quote.to.address, quote.fromAmount, quote.quotedAt]);
  return joinInFlight(config, key, () => runSwap(config, parameters));
}

/** The account's balance of a token (or of the native currency), read from the network's RPC. */
async function balanceOf(config: ConnectConfig, chainId: number, account: Address, token: Address | undefined): Promise<bigint> {
  const { readEvmBalance } = await import('./transactions/evmBalances.js');
  return readEvmBalance(config, evmReadNetwork(config, chainId), account, token);
}

async function runSwap(config: ConnectConfig, { quote, onStep, confirmApproval }: SwapParameters): Promise<SwapReturnType> {
  const account = requireEvmAccount(config);
  if (account.toLowerCase() !== quote.userAddress.toLowerCase()) {
    throw new SwapError('SWAP_ACCOUNT_CHANGED', 'The quote is for another account; get a new quote');
  }
  const { api } = getDataServices(config);
  const { chainId } = quote;
  const service = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      throw toSwapError(error);
    }
  };
  const mined = async (hash: Hash): Promise<TransactionReceipt> => waitForTransactionReceipt(config, { hash, chainId, pollingInterval: 250 });
  const from = quote.from.address;
  const to = quote.to.address;
  const amount = quote.fromAmount.toString();
  const result: { resetHash?: Hash; approvalHash?: Hash } = {};

  const native = from.toLowerCase().endsWith(':0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee');
  // Before any approval: an account that holds too little is told so, with nothing approved on its behalf.
  if ((await balanceOf(config, chainId, account, native ? undefined : (from.split(':')[2] as Address))) < quote.fromAmount) {
    throw new SwapError('SWAP_INSUFFICIENT_BALANCE', `Insufficient ${quote.from.symbol} balance`);
  }
  let spender: Address | undefined;
  if (!native) {
    const { allowance } = await service(() => api.fetchSwapAllowance({ tokenAddress: from, userAddress: account }));
    if (!/^\d+$/.test(allowance)) throw new SwapError('SWAP_SERVICE_ERROR', 'The swap service answered an invalid allowance');
    if (BigInt(allowance) < quote.fromAmount) {
      const approval = await service(() => api.generateApproveCalldata({ from, to, userAddress: account, amount }));
      const tokenAddress = from.split(':')[2] as Address;
      const approve = txFields(approval.tx, 'approval');
      spender = readApproveCall(approve, { tokenAddress, amount: quote.fromAmount }, 'approval');
      const resetRequired = approval.allowanceResetRequired === true;
      const reset = resetRequired ? txFields(approval.resetTx, 'allowance reset') : undefined;
      if (reset) readApproveCall(reset, { tokenAddress, amount: 0n, spender }, 'allowance reset');
      await confirmApproval?.({ chainId, caipNetworkId: quote.caipNetworkId, token: quote.from, tokenAddress, spender, amount: quote.fromAmount, resetRequired });
      if (reset) {
        onStep?.('resetting');
        result.resetHash = await sendTransaction(config, { to: reset.to, data: reset.data, value: 0n, chainId });
        await mined(result.resetHash);
      }
      onStep?.('approving');
      result.approvalHash = await sendTransaction(config, { to: approve.to, data: approve.data, value: 0n, chainId });
      await mined(result.approvalHash);
    }
  }

  onStep?.('swapping');
  const built = await service(() => api.generateSwapCalldata({ amount, from, to, userAddress: account, slippage: quote.slippage }));
  if (built.toAmount !== undefined && /^\d+$/.test(built.toAmount) && BigInt(built.toAmount) < quote.toAmountMin) {
    throw new SwapError(
      'SWAP_SLIPPAGE_EXCEEDED',
      `The price moved beyond the ${quote.slippage}% slippage tolerance since the quote; get a new quote`,
    );
  }
  const tx = txFields(built.tx, 'swap');
  // The swap goes to whoever was just approved, never to another contract.
  if (spender && tx.to.toLowerCase() !== spender.toLowerCase()) {
    throw new SwapError('SWAP_SERVICE_ERROR', 'The swap service answered a swap transaction for another contract than the approved spender');
  }
  const hash = await sendTransaction(config, { to: tx.to, data: tx.data, value: tx.value, gas: tx.gas, chainId });
  const receipt = await mined(hash);
  return { ...result, hash, receipt };
}
