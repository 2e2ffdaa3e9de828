// Amounts, decimals, prices and values a service sends are refused unless they are finite and non-negative, so an
// amount nobody knows is never shown as a number (before, "NaN", "abc" and "" passed and showed as 0).
import { describe, expect, it } from 'vitest';
import { safeParseWith } from '../core/validation/index.js';
import { MAX_AMOUNT_TEXT_LENGTH, amountTextSchema, decimalsTextSchema, hexBalanceSchema, moneyNumberSchema } from './amountSchemas.js';
import { balancesSchema, fungiblePricesSchema, historySchema, swapTokenSchema } from './blockchainApiSchemas.js';
import { walletAssetsSchema } from './walletAssetsSchema.js';

const accepts = (schema: Parameters<typeof safeParseWith>[0], value: unknown) => safeParseWith(schema, value).success;

const BAD_AMOUNTS = ['NaN', 'Infinity', '-Infinity', 'abc', '', ' ', '-1', '-0.5', '+1', '1e18', '1.', '.5', '0x10', '1,000', '1 000', ' 1', '١'];
const BAD_MONEY = [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -1, -0.01, '1', null];

const balance = (quantity: unknown, price: unknown = 1, value: unknown = 1) => ({
  balances: [{ symbol: 'ETH', name: 'Ether', chainId: 'eip155:1', quantity, price, value, iconUrl: '' }],
});
const history = (numeric: unknown, price: unknown = 1) => ({
  data: [
    {
      id: '1',
      metadata: { operationType: 'send', minedAt: '2026-01-01T00:00:00Z', sentFrom: '0x1', sentTo: '0x2', status: 'confirmed' },
      transfers: [{ direction: 'out', quantity: { numeric }, price, value: 1 }],
    },
  ],
  next: null,
});
const assets = (balanceHex: unknown, price: unknown = 1, decimals: unknown = 18) => ({
  '0x1': [{ address: '0x0', balance: balanceHex, type: 'NATIVE', metadata: { name: 'Ether', symbol: 'ETH', decimals, price, value: 1 } }],
});

describe('amount schemas', () => {
  it('accept plain non-negative decimals, whole decimals up to 255 and finite non-negative prices', () => {
    for (const value of ['0', '1', '1.5', '0.000000000000000001', '115792089237316195423570985008687907853269984665640564039457584007913129639935']) {
      expect({ value, ok: accepts(amountTextSchema, value) }).toEqual({ value, ok: true });
    }
    for (const value of ['0', '6', '18', '255']) expect({ value, ok: accepts(decimalsTextSchema, value) }).toEqual({ value, ok: true });
    for (const value of [0, 0.5, 3000, 1e300]) expect({ value, ok: accepts(moneyNumberSchema, value) }).toEqual({ value, ok: true });
    for (const value of ['0x', '0x0', `0x${'f'.repeat(64)}`, `0x${'0'.repeat(60)}${'f'.repeat(64)}`]) {
      expect({ value, ok: accepts(hexBalanceSchema, value) }).toEqual({ value, ok: true });
    }
  });

  it('refuse NaN, infinities, words, signs, exponents, empty text and what is too long', () => {
    for (const value of [...BAD_AMOUNTS, '1'.repeat(MAX_AMOUNT_TEXT_LENGTH + 1), 1, null]) {
      expect({ value, ok: accepts(amountTextSchema, value) }).toEqual({ value, ok: false });
    }
    for (const value of ['256', '1000', '-1', '1.5', '', 'NaN', 18]) expect({ value, ok: accepts(decimalsTextSchema, value) }).toEqual({ value, ok: false });
    for (const value of BAD_MONEY) expect({ value, ok: accepts(moneyNumberSchema, value) }).toEqual({ value, ok: false });
    for (const value of ['0x-1', `0x1${'0'.repeat(64)}`, '0xg', '12', '']) expect({ value, ok: accepts(hexBalanceSchema, value) }).toEqual({ value, ok: false });
  });
});

describe('answers with an unknown amount are refused whole', () => {
  it('token balances', () => {
    expect(accepts(balancesSchema, balance({ numeric: '1.5', decimals: '18' }))).toBe(true);
    for (const numeric of BAD_AMOUNTS) expect({ numeric, ok: accepts(balancesSchema, balance({ numeric, decimals: '18' })) }).toEqual({ numeric, ok: false });
    expect(accepts(balancesSchema, balance({ numeric: '1', decimals: 'NaN' }))).toBe(false);
    for (const price of BAD_MONEY) expect({ price, ok: accepts(balancesSchema, balance({ numeric: '1', decimals: '18' }, price)) }).toEqual({ price, ok: false });
    for (const value of BAD_MONEY) {
      expect({ value, ok: accepts(balancesSchema, balance({ numeric: '1', decimals: '18' }, 1, value)) }).toEqual({ value, ok: false });
    }
  });

  it('history transfers', () => {
    expect(accepts(historySchema, history('1.5'))).toBe(true);
    for (const numeric of BAD_AMOUNTS) expect({ numeric, ok: accepts(historySchema, history(numeric)) }).toEqual({ numeric, ok: false });
    for (const price of BAD_MONEY) expect({ price, ok: accepts(historySchema, history('1', price)) }).toEqual({ price, ok: false });
  });

  it('wallet assets, prices of fungibles and swap tokens', () => {
    expect(accepts(walletAssetsSchema, assets('0xde0b6b3a7640000'))).toBe(true);
    expect(accepts(walletAssetsSchema, assets(`0x1${'0'.repeat(100_000)}`))).toBe(false);
    expect(accepts(walletAssetsSchema, assets('0x1', -1))).toBe(false);
    expect(accepts(walletAssetsSchema, assets('0x1', 1, 256))).toBe(false);
    const fungible = (price: unknown) => ({ fungibles: [{ name: 'Ether', symbol: 'ETH', iconUrl: '', price }] });
    expect(accepts(fungiblePricesSchema, fungible(3000))).toBe(true);
    for (const price of BAD_MONEY) expect({ price, ok: accepts(fungiblePricesSchema, fungible(price)) }).toEqual({ price, ok: false });
    const token = (decimals: unknown) => ({ name: 'Ether', symbol: 'ETH', address: 'eip155:1:0x0', decimals, logoUri: '' });
    expect(accepts(swapTokenSchema, token(18))).toBe(true);
    for (const decimals of [-1, 1.5, 256, Number.NaN]) expect({ decimals, ok: accepts(swapTokenSchema, token(decimals)) }).toEqual({ decimals, ok: false });
  });
});
