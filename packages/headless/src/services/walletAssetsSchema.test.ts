import { describe, expect, it } from 'vitest';
import { parseWalletAssets } from './walletAssetsSchema.js';

const eth = {
  address: 'native',
  balance: '0xde0b6b3a7640000',
  type: 'NATIVE',
  metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000, value: 3000, iconUrl: 'https://img.example/eth' },
};

describe('parseWalletAssets', () => {
  it('accepts assets by hex chain id', () => {
    expect(parseWalletAssets({ '0x1': [eth], '0x7a69': [] })).toEqual({ '0x1': [eth], '0x7a69': [] });
  });

  it('refuses anything else, so the balance service is used instead', () => {
    expect(parseWalletAssets({ '1': [eth] })).toBeUndefined();
    expect(parseWalletAssets({ '0x1': [{ ...eth, type: 'ERC721' }] })).toBeUndefined();
    expect(parseWalletAssets({ '0x1': [{ ...eth, balance: '100' }] })).toBeUndefined();
    expect(parseWalletAssets([eth])).toBeUndefined();
    expect(parseWalletAssets(null)).toBeUndefined();
  });
});
