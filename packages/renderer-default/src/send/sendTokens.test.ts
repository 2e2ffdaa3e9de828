import { describe, expect, it } from 'vitest';
import { sameToken, sendTokenOptions } from './sendTokens.js';
import type { SendTokenOption } from './sendDraft.js';

const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const balance = (symbol: string, numeric: string, decimals: number, address?: string, chainId = SOLANA) => ({
  name: symbol,
  symbol,
  chainId,
  ...(address ? { address } : {}),
  value: 0,
  price: 0,
  quantity: { decimals: String(decimals), numeric },
  iconUrl: '',
});

describe('send tokens on Solana', () => {
  it('lists SOL first and the SPL tokens by their mint, exactly in their decimals, on the network only', () => {
    const options = sendTokenOptions(
      [
        balance('USDC', '1.005', 6, `${SOLANA}:${MINT}`),
        balance('SOL', '99.749995001', 9),
        balance('ETH', '1', 18, undefined, 'eip155:1'),
        balance('BAD', 'not a number', 6, `${SOLANA}:${MINT.slice(1)}`),
      ],
      SOLANA,
    );
    expect(options.map(({ symbol, address, balance: units, decimals }) => ({ symbol, address, units, decimals }))).toEqual([
      { symbol: 'SOL', address: undefined, units: 99_749_995_001n, decimals: 9 },
      { symbol: 'USDC', address: MINT, units: 1_005_000n, decimals: 6 },
    ]);
  });

  it('tells mints apart by case, as base58 does, while EVM contracts match in any case', () => {
    const option = (address: string | undefined, caipNetworkId: string): SendTokenOption => ({ symbol: 'T', name: 'T', decimals: 6, caipNetworkId, ...(address ? { address } : {}) });
    expect(sameToken(option(MINT, SOLANA), option(MINT, SOLANA))).toBe(true);
    expect(sameToken(option(MINT, SOLANA), option(MINT.toLowerCase(), SOLANA))).toBe(false);
    expect(sameToken(option(undefined, SOLANA), option(undefined, SOLANA))).toBe(true);
    expect(sameToken(option(undefined, SOLANA), option(MINT, SOLANA))).toBe(false);
    const contract = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
    expect(sameToken(option(contract, 'eip155:1'), option(contract.toLowerCase(), 'eip155:1'))).toBe(true);
    expect(sameToken(option(contract, 'eip155:1'), option(contract, 'eip155:10'))).toBe(false);
  });
});
