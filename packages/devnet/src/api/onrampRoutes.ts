import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { ReplyError, errorReply, jsonReply } from './ApiReply.js';
import type { ApiReply } from './ApiReply.js';
import { ONRAMP_PAYMENT_CURRENCIES } from './apiFixtures.js';
import type { DevnetApiState } from './DevnetApiState.js';
import { onrampError } from './onrampAmounts.js';
import { providersJson, purchaseCurrencies } from './onrampCatalog.js';
import type { OnrampChoices } from './onrampDesk.js';
import { OnrampLinkError, buildOnrampLink, parseOnrampLink } from './onrampLink.js';
import type { OnrampLink } from './onrampLink.js';
import { buyPage, receiptPage, refusalPage, COMPLETE_PATH, REVIEW_PATH } from './onrampPage.js';
import { computeOnrampQuote, quoteJson } from './onrampQuote.js';
import { readJsonBody, readRequestBody } from './readRequestBody.js';
import type { Route } from './Route.js';

/** Largest form the provider's page posts. */
const MAX_FORM_BYTES = 64 * 1024;

interface PostedForm {
  readonly link: string;
  readonly choices: OnrampChoices;
  readonly json: boolean;
}

function field(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** The page's form, posted as `application/x-www-form-urlencoded` by a browser or as JSON by a script. */
async function readForm(req: IncomingMessage): Promise<PostedForm> {
  const type = req.headers['content-type'] ?? '';
  const json = type.includes('application/json') || (req.headers.accept ?? '').includes('application/json');
  let fields: Record<string, unknown>;
  if (type.includes('application/json')) {
    const body = await readJsonBody(req, MAX_FORM_BYTES);
    fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } else {
    fields = Object.fromEntries(new URLSearchParams(await readRequestBody(req, MAX_FORM_BYTES)));
  }
  const link = field(fields.link);
  if (link === undefined) throw onrampError('INVALID_BODY', 'link (the signed query of the purchase link) is required');
  return {
    link: link.startsWith('?') ? link.slice(1) : link,
    choices: { amount: field(fields.amount), fiatCurrency: field(fields.fiatCurrency), paymentMethod: field(fields.paymentMethod) },
    json,
  };
}

/** The link, or the refusal to answer with (a page, or JSON for a script). */
function readLink(state: DevnetApiState, query: string, json: boolean): OnrampLink | ApiReply {
  try {
    return parseOnrampLink(state, state.onramp.signer, query);
  } catch (error) {
    if (!(error instanceof OnrampLinkError)) throw error;
    const code = error.status === 403 ? 'INVALID_LINK' : 'LINK_EXPIRED';
    return json ? jsonReply(error.status, { error: error.message, code }) : refusalPage(error.message, error.status);
  }
}

function isReply(value: OnrampLink | ApiReply): value is ApiReply {
  return 'status' in value;
}

/** The message of a 400 a quote was refused with, or undefined for any other failure. */
function refusalMessage(error: unknown): string | undefined {
  if (!(error instanceof ReplyError) || error.reply.status !== 400) return undefined;
  const json = error.reply.json as { error?: unknown } | undefined;
  return typeof json?.error === 'string' ? json.error : undefined;
}

/**
 * Onramp options, exact quotes, signed purchase links, and the stand-in provider: its page (`/onramp/buy`), which
 * on completion sends the quoted crypto from the provider's devnet treasury, and its purchase records.
 */
export const onrampRoutes: readonly Route[] = [
  {
    method: 'GET',
    pattern: /^\/v1\/onramp\/options$/,
    handle: ({ state }) =>
      jsonReply(200, {
        paymentCurrencies: ONRAMP_PAYMENT_CURRENCIES,
        purchaseCurrencies: purchaseCurrencies(state),
        providers: providersJson(),
      }),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/onramp\/quote$/,
    async handle({ req, state }) {
      const body = await readJsonBody(req);
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw onrampError('INVALID_BODY', 'Expected a JSON object');
      const fields = body as Record<string, unknown>;
      const quote = computeOnrampQuote(state, {
        purchaseCurrency: fields.purchaseCurrency,
        paymentCurrency: fields.paymentCurrency,
        network: fields.network,
        amount: fields.amount,
        purchaseAmount: fields.purchaseAmount,
        paymentMethod: fields.paymentMethod,
        provider: fields.provider,
      });
      return jsonReply(200, quoteJson(quote, randomUUID()));
    },
  },
  {
    method: 'POST',
    pattern: /^\/v1\/generators\/onrampurl$/,
    async handle({ req, state }) {
      return jsonReply(200, { url: buildOnrampLink(state, state.onramp.signer, await readJsonBody(req)) });
    },
  },
  {
    method: 'GET',
    pattern: /^\/onramp\/buy$/,
    handle({ query, state }) {
      const link = readLink(state, query.toString(), false);
      if (isReply(link)) return link;
      const done = state.onramp.get(link.sessionId);
      if (done && done.status !== 'pending') return receiptPage(done);
      if (link.presetFiatAmount === undefined && link.presetCryptoAmount === undefined) return buyPage(link);
      try {
        return buyPage(link, { quote: state.onramp.quoteFor(state, link, {}) });
      } catch (error) {
        const message = refusalMessage(error);
        if (message === undefined) throw error;
        return buyPage(link, { error: message, status: 400 });
      }
    },
  },
  {
    method: 'POST',
    pattern: new RegExp(`^${REVIEW_PATH.replaceAll('/', '\\/')}$`),
    async handle({ req, state }) {
      const form = await readForm(req);
      const link = readLink(state, form.link, form.json);
      if (isReply(link)) return link;
      try {
        const quote = state.onramp.quoteFor(state, link, form.choices);
        return form.json ? jsonReply(200, quoteJson(quote, link.sessionId)) : buyPage(link, { choices: form.choices, quote });
      } catch (error) {
        const message = refusalMessage(error);
        if (message === undefined || form.json) throw error;
        return buyPage(link, { choices: form.choices, error: message, status: 400 });
      }
    },
  },
  {
    method: 'POST',
    pattern: new RegExp(`^${COMPLETE_PATH.replaceAll('/', '\\/')}$`),
    async handle({ req, state }) {
      const form = await readForm(req);
      const link = readLink(state, form.link, form.json);
      if (isReply(link)) return link;
      try {
        const purchase = await state.onramp.complete(state, link, form.choices);
        if (form.json) return jsonReply(purchase.status === 'completed' ? 200 : 502, purchase);
        return receiptPage(purchase);
      } catch (error) {
        const message = refusalMessage(error);
        if (message === undefined || form.json) throw error;
        return buyPage(link, { choices: form.choices, error: message, status: 400 });
      }
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/onramp\/purchases\/([^/]+)$/,
    handle({ params, state }) {
      const purchase = state.onramp.get(params[0] ?? '');
      return purchase ? jsonReply(200, purchase) : errorReply(404, 'No such purchase');
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/onramp\/purchases$/,
    handle({ query, state }) {
      const address = query.get('address')?.toLowerCase();
      const partner = query.get('partnerUserId');
      const data = state.onramp
        .list()
        .filter((purchase) => (address === undefined || purchase.address.toLowerCase() === address) && (partner === null || purchase.partnerUserId === partner));
      return jsonReply(200, { data });
    },
  },
];
