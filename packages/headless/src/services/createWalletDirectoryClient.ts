import type { ApiClientOptions, Cancellable } from './ApiClientOptions.js';
import { createApiRequester } from './createApiRequester.js';
import { encodePathSegment } from './encodePathSegment.js';
import { allowedOriginsSchema, analyticsConfigSchema, walletPageSchema } from './walletDirectorySchemas.js';
import type { AllowedOrigins, AnalyticsConfig, WalletPage } from './walletDirectorySchemas.js';

/** Wallet page size of the specification. */
export const WALLET_PAGE_SIZE = 40;

/** Filters of one `/getWallets` page. */
export interface GetWalletsParams extends Cancellable {
  /** 1-based page number. */
  readonly page: number;
  readonly entries?: number;
  readonly search?: string;
  readonly badgeType?: string;
  /** Wallet ids to keep (all others dropped). */
  readonly include?: readonly string[];
  /** Wallet ids to drop. */
  readonly exclude?: readonly string[];
  /** CAIP-2 ids; a wallet is kept when it supports any of them. */
  readonly chains?: readonly string[];
}

/** The wallet directory: wallet pages, image URLs, allowed origins and analytics configuration. */
export interface WalletDirectoryClient {
  /** `GET /getWallets`. */
  getWallets(params: GetWalletsParams): Promise<WalletPage>;
  /** `GET /projects/v1/origins`. */
  getAllowedOrigins(params?: Cancellable): Promise<AllowedOrigins>;
  /** `GET /getAnalyticsConfig`. */
  getAnalyticsConfig(params?: Cancellable): Promise<AnalyticsConfig>;
  /** URL of a wallet's image, by its `image_id`; never throws (see `encodePathSegment`). */
  walletImageUrl(imageId: string): string;
  /** URL of a network or asset image. */
  assetImageUrl(imageId: string): string;
  /** URL of a fiat currency image. */
  currencyImageUrl(imageId: string): string;
  /** URL of a token image. */
  tokenImageUrl(imageId: string): string;
}

/** Creates the wallet directory client; nothing is sent until a method is called. */
export function createWalletDirectoryClient(options: ApiClientOptions): WalletDirectoryClient {
  const api = createApiRequester(options);
  // Image ids come from the directory's answers and are put in the page during render, so building their URL must never throw.
  const image = (path: string, id: string): string => api.url(`${path}/${encodePathSegment(id)}`);

  return {
    getWallets: ({ page, entries = WALLET_PAGE_SIZE, search, badgeType, include, exclude, chains, signal }) =>
      api.request({
        method: 'GET',
        path: '/getWallets',
        query: {
          page,
          entries,
          search: search === undefined || search === '' ? undefined : search,
          badge_type: badgeType,
          include,
          exclude,
          chains,
        },
        idempotent: true,
        signal,
        schema: walletPageSchema,
      }),
    getAllowedOrigins: (params = {}) =>
      api.request({ method: 'GET', path: '/projects/v1/origins', idempotent: true, signal: params.signal, schema: allowedOriginsSchema }),
    getAnalyticsConfig: (params = {}) =>
      api.request({ method: 'GET', path: '/getAnalyticsConfig', idempotent: true, signal: params.signal, schema: analyticsConfigSchema }),
    walletImageUrl: (id) => image('/getWalletImage', id),
    assetImageUrl: (id) => image('/public/getAssetImage', id),
    currencyImageUrl: (id) => image('/public/getCurrencyImage', id),
    tokenImageUrl: (id) => image('/public/getTokenImage', id),
  };
}
