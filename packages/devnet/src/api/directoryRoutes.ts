import { errorReply, jsonReply } from './ApiReply.js';
import type { ApiReply } from './ApiReply.js';
import type { DevnetApiState } from './DevnetApiState.js';
import { withHostileWallet } from './hostileWallet.js';
import { queryWallets } from './queryWallets.js';
import { readJsonBody } from './readRequestBody.js';
import { renderPlaceholderSvg } from './renderPlaceholderSvg.js';
import type { Route } from './Route.js';

/** Largest page `/getWallets` serves. */
export const MAX_WALLET_ENTRIES = 500;

function list(query: URLSearchParams, name: string): string[] | undefined {
  const value = query.get(name);
  if (value === null || value.trim() === '') return undefined;
  return value.split(',').map((item) => item.trim()).filter((item) => item !== '');
}

function positiveInteger(query: URLSearchParams, name: string, fallback: number, max: number): number | undefined {
  const value = query.get(name);
  if (value === null || value === '') return fallback;
  if (!/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 && number <= max ? number : undefined;
}

function svgReply(seed: string, label: string): ApiReply {
  return {
    status: 200,
    text: renderPlaceholderSvg(seed, label),
    contentType: 'image/svg+xml',
    headers: { 'cache-control': 'public, max-age=86400' },
  };
}

function imageRoute(pattern: RegExp, label: (id: string, state: DevnetApiState) => string): Route {
  return { method: 'GET', pattern, handle: ({ params, state }) => svgReply(params[0] ?? '', label(params[0] ?? '', state)) };
}

/** Wallet directory, images, project settings and the analytics sink. */
export const directoryRoutes: readonly Route[] = [
  {
    method: 'GET',
    pattern: /^\/getWallets$/,
    handle({ query, state }) {
      const page = positiveInteger(query, 'page', 1, 1_000_000);
      const entries = positiveInteger(query, 'entries', 40, MAX_WALLET_ENTRIES);
      if (page === undefined || entries === undefined) return errorReply(400, 'page and entries must be positive integers');
      const answer = queryWallets(state.wallets, {
        page,
        entries,
        search: query.get('search') ?? undefined,
        include: list(query, 'include'),
        exclude: list(query, 'exclude'),
        chains: list(query, 'chains'),
        badgeType: query.get('badge_type') ?? undefined,
      });
      const chains = state.chains.length > 0 ? state.chains.map((chain) => chain.caipNetworkId) : ['eip155:1'];
      // JSON.stringify writes the entry's lone surrogate as the escape `\ud800`, which is what a hostile directory sends.
      return jsonReply(200, state.switches.hostileWallet ? withHostileWallet(answer, page, chains) : answer);
    },
  },
  imageRoute(/^\/getWalletImage\/([^/]+)$/, (id, state) => state.wallets.find((wallet) => wallet.image_id === id)?.name ?? id),
  imageRoute(/^\/public\/getAssetImage\/([^/]+)$/, (id) => id.replace(/^avatar-/, '')),
  imageRoute(/^\/public\/getCurrencyImage\/([^/]+)$/, (id) => id),
  imageRoute(/^\/public\/getTokenImage\/([^/]+)$/, (id) => id),
  {
    method: 'GET',
    pattern: /^\/projects\/v1\/origins$/,
    handle: ({ state }) => jsonReply(200, { allowedOrigins: state.allowedOrigins }),
  },
  {
    method: 'GET',
    pattern: /^\/getAnalyticsConfig$/,
    handle: ({ state }) => jsonReply(200, { isAnalyticsEnabled: state.analyticsEnabled }),
  },
  {
    method: 'POST',
    pattern: /^\/e$/,
    async handle({ req, state }) {
      const event = await readJsonBody(req);
      if (typeof event !== 'object' || event === null || Array.isArray(event)) return errorReply(400, 'Expected a JSON object');
      state.analyticsEvents.push(event);
      return { status: 204 };
    },
  },
];
