import { describe, expect, it } from 'vitest';
import type { SwapQuote } from '@connect-modal/headless';
import { routeOf } from './SwapQuoteSummary.js';
import { findSwapToken, isNativeSwapToken, matchSwapToken, swapTokenBalance, typedSlippage, typedUnits } from './swapTokens.js';
import type { SwapListToken } from './swapTokens.js';

const NATIVE = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
const DEV = 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3';
const USD = 'eip155:31337:0x0000000000000000000000000000000000000A11';
const token = (address: string, symbol: string, decimals: number): SwapListToken => ({ address, symbol, name: symbol, decimals, logoUri: '' });
const TOKENS = [token(NATIVE, 'ETH', 18), token(DEV, 'DEV', 18), token(USD, 'USDD', 6)];

describe('swap tokens', () => {
  it('tells the native currency by its id and finds tokens by id in any case or by symbol', () => {
    expect(isNativeSwapToken(NATIVE.toUpperCase().replace('EIP155', 'eip155'))).toBe(true);
    expect(isNativeSwapToken(DEV)).toBe(false);
    expect(findSwapToken(TOKENS, DEV.toLowerCase())?.symbol).toBe('DEV');
    expect(findSwapToken(TOKENS, undefined)).toBeUndefined();
    expect(matchSwapToken(TOKENS, 'usdd')?.address).toBe(USD);
    expect(matchSwapToken(TOKENS, DEV)?.symbol).toBe('DEV');
    expect(matchSwapToken(TOKENS, 'NOPE')).toBeUndefined();
  });

  it('reads the balance of a listed token exactly, and none for a token the list does not name', () => {
    const balances = [
      { name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', value: 0, price: 0, quantity: { decimals: '18', numeric: '1.000000000000000001' }, iconUrl: '' },
      { name: 'USDD', symbol: 'USDD', chainId: 'eip155:31337', address: USD.toLowerCase(), value: 0, price: 0, quantity: { decimals: '6', numeric: '2.5' }, iconUrl: '' },
    ];
    expect(swapTokenBalance(balances, TOKENS[0], 'eip155:31337')).toBe(1_000_000_000_000_000_001n);
    expect(swapTokenBalance(balances, TOKENS[2], 'eip155:31337')).toBe(2_500_000n);
    expect(swapTokenBalance(balances, TOKENS[1], 'eip155:31337')).toBeUndefined();
    expect(swapTokenBalance(balances, TOKENS[0], 'eip155:1')).toBeUndefined();
  });

  it('reads typed amounts exactly and slippage from 0 to 50 with at most two decimals', () => {
    expect(typedUnits('1.005', 6)).toBe(1_005_000n);
    expect(typedUnits('1.0000001', 6)).toBeUndefined();
    expect(typedUnits('abc', 18)).toBeUndefined();
    expect(typedSlippage('1')).toBe(1);
    expect(typedSlippage(' 0.55 ')).toBe(0.55);
    expect(typedSlippage('50')).toBe(50);
    for (const bad of ['', '50.01', '51', '0.555', '-1', '1e1', 'x']) expect(typedSlippage(bad), bad).toBeUndefined();
  });

  it('names the route by symbols, the wrapped native token at an end standing for the currency', () => {
    const quote = { path: ['0xb8317c199a295c82AcAE89199e465fE3303dC79A', DEV.split(':')[2], USD], from: TOKENS[0], to: TOKENS[2] } as unknown as SwapQuote;
    expect(routeOf(quote, TOKENS)).toBe('ETH → DEV → USDD');
    const middle = { path: [DEV, '0x00000000000000000000000000000000000000B0', USD], from: TOKENS[1], to: TOKENS[2] } as unknown as SwapQuote;
    expect(routeOf(middle, TOKENS)).toBe('DEV → 0x00000000000000000000000000000000000000B0 → USDD');
  });
});
