import { randomUUID } from 'node:crypto';
import { errorReply, jsonReply } from './ApiReply.js';
import {
  ONRAMP_FEE_PERCENT,
  ONRAMP_NETWORK_FEE,
  ONRAMP_PAYMENT_CURRENCIES,
  ONRAMP_PURCHASE_CURRENCIES,
  USD_PRICES,
} from './apiFixtures.js';
import type { DevnetApiState } from './DevnetApiState.js';
import { readJsonBody } from './readRequestBody.js';
import type { Route } from './Route.js';

function purchaseCurrencies(state: DevnetApiState) {
  const devnetNetworks = state.chains.map((chain) => ({
    name: `devnet-${chain.devChain.chainId}`,
    display_name: chain.devChain.chain.name,
    chain_id: String(chain.devChain.chainId),
    contract_address: '',
  }));
  return ONRAMP_PURCHASE_CURRENCIES.map((currency) => ({
    ...currency,
    networks: currency.symbol === 'ETH' ? [...currency.networks, ...devnetNetworks] : [...currency.networks],
  }));
}

/** A currency named by id or symbol, as a string or as an object carrying either. */
function currencyKey(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null) {
    const { id, symbol } = value as { id?: unknown; symbol?: unknown };
    if (typeof symbol === 'string') return symbol;
    if (typeof id === 'string') return id;
  }
  return undefined;
}

const ONRAMP_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Devnet onramp</title></head>
<body><h1>Devnet onramp</h1><p>This stands in for a payment provider. No purchase is made.</p></body></html>`;

/** Onramp options, quotes and purchase URLs from fixtures; the URL leads to a local placeholder page. */
export const onrampRoutes: readonly Route[] = [
  {
    method: 'GET',
    pattern: /^\/v1\/onramp\/options$/,
    handle: ({ state }) =>
      jsonReply(200, { paymentCurrencies: ONRAMP_PAYMENT_CURRENCIES, purchaseCurrencies: purchaseCurrencies(state) }),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/onramp\/quote$/,
    async handle({ req, state }) {
      const body = await readJsonBody(req);
      const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
      const purchaseKey = currencyKey(fields.purchaseCurrency);
      const paymentKey = currencyKey(fields.paymentCurrency);
      const amount = typeof fields.amount === 'number' ? fields.amount : Number(fields.amount);
      const purchase = purchaseCurrencies(state).find((currency) => currency.id === purchaseKey || currency.symbol === purchaseKey);
      const payment = ONRAMP_PAYMENT_CURRENCIES.find((currency) => currency.id === paymentKey);
      if (!purchase || !payment) return errorReply(400, 'Unknown currency');
      if (typeof fields.network !== 'string' || !purchase.networks.some((network) => network.name === fields.network)) {
        return errorReply(400, 'Unknown network');
      }
      if (!Number.isFinite(amount) || amount <= 0) return errorReply(400, 'Invalid amount');
      const fee = (amount * ONRAMP_FEE_PERCENT) / 100;
      const subtotal = amount - fee - ONRAMP_NETWORK_FEE;
      if (subtotal <= 0) return errorReply(400, 'Amount too small');
      const price = USD_PRICES[purchase.symbol] ?? 1;
      const fiat = (value: number) => ({ amount: value.toFixed(2), currency: payment.id });
      return jsonReply(200, {
        coinbaseFee: fiat(fee),
        networkFee: fiat(ONRAMP_NETWORK_FEE),
        paymentSubtotal: fiat(subtotal),
        paymentTotal: fiat(amount),
        purchaseAmount: { amount: (subtotal / price).toFixed(8), currency: purchase.symbol },
        quoteId: randomUUID(),
      });
    },
  },
  {
    method: 'POST',
    pattern: /^\/v1\/generators\/onrampurl$/,
    async handle({ req, state }) {
      const body = await readJsonBody(req);
      const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
      if (!Array.isArray(fields.destinationWallets) || typeof fields.partnerUserId !== 'string') {
        return errorReply(400, 'destinationWallets and partnerUserId are required');
      }
      const url = new URL('/onramp/buy', state.publicBaseUrl);
      url.searchParams.set('partnerUserId', fields.partnerUserId);
      if (typeof fields.defaultNetwork === 'string') url.searchParams.set('defaultNetwork', fields.defaultNetwork);
      return jsonReply(200, { url: url.toString() });
    },
  },
  {
    method: 'GET',
    pattern: /^\/onramp\/buy$/,
    handle: () => ({ status: 200, text: ONRAMP_PAGE, contentType: 'text/html; charset=utf-8' }),
  },
];
