import { describe, expect, it } from 'vitest';
import { ONRAMP_PRICE_CENTS, USD_PRICES } from './apiFixtures.js';
import { ReplyError } from './ApiReply.js';
import type { DevnetApiState } from './DevnetApiState.js';
import { describeCents, formatCents, formatUnitsExact, parseCryptoUnits, parseFiatCents } from './onrampAmounts.js';
import { computeOnrampQuote, quoteJson } from './onrampQuote.js';
import type { OnrampQuoteInput } from './onrampQuote.js';
import { createOnrampLinkSigner } from './onrampSigning.js';

// The quote only reads the chains' ids and names, and whether a Solana engine runs.
const state = {
  chains: [{ devChain: { chainId: 31337, chain: { name: 'Devnet 31337' } }, caipNetworkId: 'eip155:31337' }],
  solana: { caipNetworkId: 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K' },
} as unknown as DevnetApiState;

const ETH = { purchaseCurrency: 'ETH', paymentCurrency: 'USD', network: 'devnet-31337' } as const;

function refusal(input: OnrampQuoteInput): { status: number; json: unknown } {
  try {
    computeOnrampQuote(state, input);
  } catch (error) {
    if (error instanceof ReplyError) return { status: error.reply.status, json: error.reply.json };
    throw error;
  }
  throw new Error('the quote was not refused');
}

describe('onramp amounts', () => {
  it('reads fiat as integer cents and crypto as base units, refusing what is not exact', () => {
    expect(parseFiatCents('100')).toBe(10_000n);
    expect(parseFiatCents('99.5')).toBe(9_950n);
    expect(parseFiatCents('7500.01')).toBe(750_001n);
    for (const bad of ['1.005', '-1', '1e3', '0', '0.00', '', '1,000', ' . ']) expect(() => parseFiatCents(bad)).toThrow(ReplyError);
    expect(() => parseFiatCents(100)).toThrow(/decimal string/);
    expect(parseCryptoUnits('0.000000000000000001', 18, 'ETH')).toBe(1n);
    expect(() => parseCryptoUnits('0.0000000001', 9, 'SOL')).toThrow(/at most 9 decimals/);
    expect(formatCents(750_000n)).toBe('7500.00');
    expect(formatCents(5n)).toBe('0.05');
    expect(describeCents(2_500_000n, 'USD')).toBe('25,000.00 USD');
    expect(formatUnitsExact(32_666_666_666_666_666n, 18)).toBe('0.032666666666666666');
    expect(formatUnitsExact(2_000_000_000n, 9)).toBe('2');
  });

  it('prices the onramp at the prices the rest of the devnet uses', () => {
    for (const [symbol, cents] of Object.entries(ONRAMP_PRICE_CENTS.USD ?? {})) {
      if (USD_PRICES[symbol] !== undefined) expect(cents).toBe(BigInt(USD_PRICES[symbol]) * 100n);
    }
  });
});

describe('computeOnrampQuote', () => {
  it('takes the fee (1.5 % for DevRamp, rounded up to the cent) and the network fee off the total, exactly', () => {
    const quote = computeOnrampQuote(state, { ...ETH, amount: '100.00' });
    expect(quoteJson(quote, 'q')).toEqual({
      coinbaseFee: { amount: '1.50', currency: 'USD' },
      networkFee: { amount: '0.50', currency: 'USD' },
      paymentSubtotal: { amount: '98.00', currency: 'USD' },
      paymentTotal: { amount: '100.00', currency: 'USD' },
      // 98.00 USD at 3,000.00 USD per ETH, rounded down to the wei.
      purchaseAmount: { amount: '0.032666666666666666', currency: 'ETH' },
      quoteId: 'q',
      provider: 'devramp',
      paymentMethod: 'card',
      network: 'devnet-31337',
    });
    expect(quote.purchaseUnits).toBe((9_800n * 10n ** 18n) / 300_000n);
    // 1.5 % of 10.01 is 15.015 cents: the provider rounds up.
    expect(computeOnrampQuote(state, { ...ETH, amount: '10.01' }).feeCents).toBe(16n);
  });

  it('has two providers with their own fee: TestPay takes 1 %', () => {
    const quote = computeOnrampQuote(state, { ...ETH, amount: '100', provider: 'testpay' });
    expect(quote.feeCents).toBe(100n);
    expect(quote.subtotalCents).toBe(9_850n);
  });

  it('buys SOL on the devnet Solana engine in lamports, and in euros at the euro price', () => {
    const quote = computeOnrampQuote(state, { purchaseCurrency: 'SOL', paymentCurrency: 'EUR', network: 'devnet-solana', amount: '50' });
    // 50.00 - 0.75 - 0.50 = 48.75 EUR at 138.00 EUR per SOL.
    expect(quote.purchaseUnits).toBe((4_875n * 10n ** 9n) / 13_800n);
    expect(quoteJson(quote, 'q').purchaseAmount).toEqual({ amount: '0.353260869', currency: 'SOL' });
  });

  it('from a crypto amount, asks the smallest total that pays for exactly that much', () => {
    const quote = computeOnrampQuote(state, { ...ETH, purchaseAmount: '0.01' });
    expect(quote.purchaseUnits).toBe(10n ** 16n);
    // 0.01 ETH costs 30.00; with 1.5 % and 0.50 on top the total is 30.97 (30.96 would leave 29.99).
    expect(quote.totalCents).toBe(3_097n);
    expect(quote.subtotalCents).toBeGreaterThanOrEqual(3_000n);
    expect(refusal({ ...ETH, amount: '30', purchaseAmount: '0.01' }).json).toMatchObject({ code: 'INVALID_BODY' });
  });

  it("applies the specification's fallback limits to DevRamp: card 10 to 7,500, bank 10 to 25,000", () => {
    expect(computeOnrampQuote(state, { ...ETH, amount: '10.00' }).totalCents).toBe(1_000n);
    expect(computeOnrampQuote(state, { ...ETH, amount: '7500.00' }).totalCents).toBe(750_000n);
    expect(refusal({ ...ETH, amount: '9.99' })).toEqual({
      status: 400,
      json: { code: 'AMOUNT_BELOW_MINIMUM', error: 'The card minimum of DevRamp is 10.00 USD' },
    });
    expect(refusal({ ...ETH, amount: '7500.01' }).json).toEqual({
      code: 'AMOUNT_ABOVE_MAXIMUM',
      error: 'The card maximum of DevRamp is 7,500.00 USD',
    });
    expect(computeOnrampQuote(state, { ...ETH, amount: '25000', paymentMethod: 'bank' }).paymentKind).toBe('bank');
    expect(computeOnrampQuote(state, { ...ETH, amount: '25000', paymentMethod: 'ACH_BANK_ACCOUNT' }).paymentKind).toBe('bank');
    expect(refusal({ ...ETH, amount: '25000.01', paymentMethod: 'bank' }).json).toMatchObject({
      error: 'The bank maximum of DevRamp is 25,000.00 USD',
    });
  });

  it("applies TestPay's own limits", () => {
    expect(refusal({ ...ETH, amount: '19.99', provider: 'testpay' }).json).toMatchObject({ error: 'The card minimum of TestPay is 20.00 USD' });
    expect(refusal({ ...ETH, amount: '5000.01', provider: 'testpay' }).json).toMatchObject({ code: 'AMOUNT_ABOVE_MAXIMUM' });
    expect(refusal({ ...ETH, amount: '10000.01', provider: 'testpay', paymentMethod: 'bank' }).json).toMatchObject({
      error: 'The bank maximum of TestPay is 10,000.00 USD',
    });
  });

  it('refuses unknown currencies, networks, providers and methods with their own codes', () => {
    expect(refusal({ ...ETH, purchaseCurrency: 'DOGE', amount: '100' }).json).toMatchObject({ code: 'UNKNOWN_CURRENCY' });
    expect(refusal({ ...ETH, paymentCurrency: 'JPY', amount: '100' }).json).toMatchObject({ code: 'UNKNOWN_CURRENCY' });
    expect(refusal({ ...ETH, network: 'devnet-solana', amount: '100' }).json).toEqual({
      code: 'UNKNOWN_NETWORK',
      error: 'ETH is not offered on network devnet-solana',
    });
    expect(refusal({ ...ETH, provider: 'nobody', amount: '100' }).json).toMatchObject({ code: 'UNKNOWN_PROVIDER' });
    expect(refusal({ ...ETH, paymentMethod: 'cash', amount: '100' }).json).toMatchObject({ code: 'UNKNOWN_PAYMENT_METHOD' });
    expect(refusal({ ...ETH, amount: 100 }).json).toMatchObject({ code: 'INVALID_AMOUNT' });
    expect(refusal({ ...ETH, network: undefined, amount: '100' }).json).toEqual({ code: 'INVALID_BODY', error: 'network is required' });
  });
});

describe('purchase link signatures', () => {
  it('verify only the parameters they were made for, with the key that made them', () => {
    const signer = createOnrampLinkSigner();
    const signed = signer.sign(new URLSearchParams({ partnerUserId: 'u', presetFiatAmount: '100.00' }));
    expect(signer.verify(signed)).toBe(true);
    expect(signer.verify(new URLSearchParams(signed.toString()))).toBe(true);
    const altered = new URLSearchParams(signed);
    altered.set('presetFiatAmount', '1000.00');
    expect(signer.verify(altered)).toBe(false);
    const added = new URLSearchParams(signed);
    added.append('presetFiatAmount', '1000.00');
    expect(signer.verify(added)).toBe(false);
    const removed = new URLSearchParams(signed);
    removed.delete('partnerUserId');
    expect(signer.verify(removed)).toBe(false);
    const twice = new URLSearchParams(signed);
    twice.append('signature', signed.get('signature') ?? '');
    expect(signer.verify(twice)).toBe(false);
    expect(createOnrampLinkSigner().verify(signed)).toBe(false);
  });
});
