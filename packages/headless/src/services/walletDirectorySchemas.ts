import * as z from '../core/validation/lite.js';

const link = z.pipe(z.optional(z.nullable(z.string())), z.transform((value) => value ?? null));

/** One wallet of the wallet directory; links are null when the wallet has none. */
export const walletEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  image_id: z.pipe(z.optional(z.nullable(z.string())), z.transform((value) => value ?? null)),
  rdns: z.pipe(z.optional(z.nullable(z.string())), z.transform((value) => value ?? null)),
  chains: z.pipe(z.optional(z.nullable(z.array(z.string()))), z.transform((value) => value ?? [])),
  mobile_link: link,
  desktop_link: link,
  webapp_link: link,
  homepage: link,
  app_store: link,
  play_store: link,
  chrome_store: link,
  badge_type: z.pipe(z.optional(z.nullable(z.string())), z.transform((value) => value ?? null)),
  order: z.pipe(z.optional(z.nullable(z.number())), z.transform((value) => value ?? null)),
  injected: z.pipe(
    z.optional(z.nullable(z.array(z.object({ namespace: z.string(), injected_id: z.string() })))),
    z.transform((value) => value ?? []),
  ),
});

/** `GET /getWallets`: one page and the total number of matching wallets. */
export const walletPageSchema = z.object({
  data: z.array(walletEntrySchema),
  count: z.int().check(z.nonnegative()),
});

/** `GET /projects/v1/origins`. */
export const allowedOriginsSchema = z.object({ allowedOrigins: z.array(z.string()) });

/** `GET /getAnalyticsConfig`. */
export const analyticsConfigSchema = z.object({ isAnalyticsEnabled: z.boolean() });

/** A parsed wallet of the wallet directory. */
export type WalletEntry = z.output<typeof walletEntrySchema>;
/** A parsed page of the wallet directory. */
export type WalletPage = z.output<typeof walletPageSchema>;
/** Parsed allowed origins of the project. */
export type AllowedOrigins = z.output<typeof allowedOriginsSchema>;
/** Parsed analytics configuration of the project. */
export type AnalyticsConfig = z.output<typeof analyticsConfigSchema>;
