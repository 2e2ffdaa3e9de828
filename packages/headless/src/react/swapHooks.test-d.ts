import type { Hash, TransactionReceipt } from 'viem';
import { describe, expectTypeOf, it } from 'vitest';
import { getSwapQuote, swap } from '../actions/index.js';
import type { SwapErrorCode, SwapQuote, SwapReturnType, SwapStep } from '../actions/index.js';
import { base, createConnectConfig, mainnet } from '../core/index.js';
import { useSwap, useSwapQuote } from './index.js';

const config = createConnectConfig({ projectId: 'p', networks: [mainnet, base] });

describe('swap types', () => {
  it('quotes in exact bigints and swaps a quote', () => {
    expectTypeOf(getSwapQuote(config, { from: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', to: 'eip155:1:0x1', amount: '1' })).resolves.toEqualTypeOf<SwapQuote>();
    expectTypeOf<SwapQuote['fromAmount']>().toEqualTypeOf<bigint>();
    expectTypeOf<SwapQuote['toAmountMin']>().toEqualTypeOf<bigint>();
    expectTypeOf<SwapReturnType['hash']>().toEqualTypeOf<Hash>();
    expectTypeOf<SwapReturnType['receipt']>().toEqualTypeOf<TransactionReceipt>();
    expectTypeOf(swap).parameter(1).toHaveProperty('quote').toEqualTypeOf<SwapQuote>();
    expectTypeOf<'SWAP_QUOTE_EXPIRED'>().toExtend<SwapErrorCode>();
    // @ts-expect-error amounts are decimal strings, never floats
    void getSwapQuote(config, { from: 'a', to: 'b', amount: 1.5 });
  });

  it('types the hooks', () => {
    const quote = useSwapQuote({ config, from: 'a', to: 'b', amount: '1', slippage: 0.5 });
    expectTypeOf(quote.data).toEqualTypeOf<SwapQuote | undefined>();
    expectTypeOf(quote.isExpired).toEqualTypeOf<boolean>();
    const mutation = useSwap({ config });
    expectTypeOf(mutation.step).toEqualTypeOf<SwapStep | undefined>();
    expectTypeOf(mutation.swapAsync).returns.resolves.toEqualTypeOf<SwapReturnType>();
  });
});
