// The stand-in provider's page: plain HTML forms, no script, every value escaped.
import { ONRAMP_PAYMENT_CURRENCIES } from './apiFixtures.js';
import type { ApiReply } from './ApiReply.js';
import { formatCents, formatUnitsExact } from './onrampAmounts.js';
import { findProvider } from './onrampCatalog.js';
import type { OnrampChoices, OnrampPurchase } from './onrampDesk.js';
import type { OnrampLink } from './onrampLink.js';
import type { OnrampQuoteDetails } from './onrampQuote.js';

/** Where the page posts a purchase to. */
export const COMPLETE_PATH = '/onramp/buy/complete';
/** Where the page posts the visitor's choices to see the quote they come to. */
export const REVIEW_PATH = '/onramp/buy/review';

const HEADERS = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
};

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#fff;color:#111}
main{max-width:28rem;margin:2rem auto;padding:0 1rem}
label{display:block;font-weight:600;margin-top:1rem}
input,select{font:inherit;padding:.5rem;margin-top:.25rem;width:100%;box-sizing:border-box;border:1px solid #555;border-radius:.25rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
button{font:inherit;padding:.6rem 1rem;margin:1rem .5rem 0 0;border-radius:.25rem;border:2px solid #1d4ed8;cursor:pointer}
.primary{background:#1d4ed8;color:#fff}.secondary{background:#fff;color:#1d4ed8}
.error{color:#b91c1c;font-weight:600}.note{color:#374151}`;

function escape(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(title: string, body: string, status = 200): ApiReply {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
  return { status, text: html, contentType: 'text/html; charset=utf-8', headers: HEADERS };
}

function rows(entries: ReadonlyArray<readonly [string, string]>): string {
  return `<dl>${entries.map(([term, value]) => `<dt>${escape(term)}</dt><dd>${escape(value)}</dd>`).join('')}</dl>`;
}

function select(id: string, label: string, options: ReadonlyArray<readonly [string, string]>, chosen: string): string {
  const items = options
    .map(([value, text]) => `<option value="${escape(value)}"${value === chosen ? ' selected' : ''}>${escape(text)}</option>`)
    .join('');
  return `<label for="${id}">${escape(label)}</label><select id="${id}" name="${id}">${items}</select>`;
}

function quoteRows(quote: OnrampQuoteDetails, address: string): string {
  const fiat = (cents: bigint) => `${formatCents(cents)} ${quote.paymentCurrency}`;
  return rows([
    ['You pay', fiat(quote.totalCents)],
    [`${quote.provider.name} fee`, fiat(quote.feeCents)],
    ['Network fee', fiat(quote.networkFeeCents)],
    ['You receive', `${formatUnitsExact(quote.purchaseUnits, quote.decimals)} ${quote.purchase.symbol}`],
    ['Network', quote.network.display_name],
    ['Sent to', address],
  ]);
}

/** The purchase form of a link: what the link fixes is shown, what it leaves open is asked for. */
export function buyPage(link: OnrampLink, options: { choices?: OnrampChoices; quote?: OnrampQuoteDetails; error?: string; status?: number } = {}): ApiReply {
  const { choices = {}, quote, error } = options;
  const providerName = findProvider(link.provider)?.name ?? link.provider;
  const fields: string[] = [`<input type="hidden" name="link" value="${escape(link.query)}">`];
  const fixed: Array<readonly [string, string]> = [];
  if (link.presetCryptoAmount !== undefined) fixed.push(['Amount to receive', `${link.presetCryptoAmount} ${link.purchaseCurrency}`]);
  else if (link.presetFiatAmount !== undefined) fixed.push(['Amount', link.presetFiatAmount]);
  else {
    const amount = choices.amount ?? '';
    fields.push(
      `<label for="amount">Amount to pay</label><input id="amount" name="amount" type="text" inputmode="decimal" autocomplete="off" required value="${escape(amount)}" aria-describedby="amount-hint">`,
      `<p id="amount-hint" class="note">Digits, with a dot and at most two decimals, such as 100.00</p>`,
    );
  }
  if (link.fiatCurrency !== undefined) fixed.push(['Currency', link.fiatCurrency]);
  else fields.push(select('fiatCurrency', 'Currency', ONRAMP_PAYMENT_CURRENCIES.map((currency) => [currency.id, currency.id]), choices.fiatCurrency ?? 'USD'));
  if (link.paymentMethod !== undefined) fixed.push(['Payment method', link.paymentMethod]);
  else fields.push(select('paymentMethod', 'Payment method', [['card', 'Card'], ['bank', 'Bank transfer']], choices.paymentMethod ?? 'card'));

  const body = `<h1>Buy ${escape(link.purchaseCurrency)} with ${escape(providerName)}</h1>
<p class="note">This page stands in for an onramp provider on the devnet. No money is taken: completing the purchase sends devnet ${escape(link.purchaseCurrency)} from the provider's devnet account.</p>
${error ? `<p role="alert" class="error">${escape(error)}</p>` : ''}
<form method="post" action="${COMPLETE_PATH}">
${fixed.length > 0 ? rows(fixed) : ''}
${fields.join('\n')}
<h2>Summary</h2>
${quote ? quoteRows(quote, link.address) : `<p class="note">Choose an amount and update the quote to see what you receive.</p>`}
<button type="submit" class="secondary" formaction="${REVIEW_PATH}">Update quote</button>
<button type="submit" class="primary">Complete purchase</button>
</form>`;
  return page(`Buy ${link.purchaseCurrency} with ${providerName}`, body, options.status ?? 200);
}

/** The receipt of a purchase: completed with its transaction, or failed with why. */
export function receiptPage(purchase: OnrampPurchase): ApiReply {
  const { quote } = purchase;
  const done = purchase.status === 'completed';
  const body = `<h1>${done ? 'Purchase complete' : 'Purchase failed'}</h1>
${done ? '' : `<p role="alert" class="error">${escape(purchase.error ?? 'The transfer could not be sent')}</p>`}
${rows([
  ['You paid', `${quote.paymentTotal.amount} ${quote.paymentTotal.currency}`],
  ['You receive', `${quote.purchaseAmount.amount} ${quote.purchaseAmount.currency}`],
  ['Sent to', purchase.address],
  ['Network', purchase.network],
  ...(purchase.transactionHash ? ([['Transaction', purchase.transactionHash]] as const) : []),
])}
<p class="note">You can close this page and go back to the app.</p>`;
  return page(done ? 'Purchase complete' : 'Purchase failed', body, done ? 200 : 502);
}

/** A refusal of the whole link (altered, foreign or expired): nothing can be bought from it. */
export function refusalPage(message: string, status: number): ApiReply {
  return page('Purchase link refused', `<h1>Purchase link refused</h1><p role="alert" class="error">${escape(message)}</p>`, status);
}
