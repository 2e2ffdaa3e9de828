import * as z from '../core/validation/lite.js';
import { safeParseWith } from '../core/validation/index.js';
import { decimalsNumberSchema, hexBalanceSchema, moneyNumberSchema } from './amountSchemas.js';

/** One asset of a `wallet_getAssets` answer; `balance` is hex (at most 256 bits), price and value finite and non-negative. */
export const walletAssetSchema = z.object({
  address: z.string(),
  balance: hexBalanceSchema,
  type: z.enum(['ERC20', 'NATIVE']),
  metadata: z.object({
    name: z.string(),
    symbol: z.string(),
    decimals: decimalsNumberSchema,
    price: z.optional(moneyNumberSchema),
    value: z.optional(moneyNumberSchema),
    iconUrl: z.optional(z.string()),
  }),
});

/** A `wallet_getAssets` answer: assets by hex chain id. */
export const walletAssetsSchema = z.record(z.string().check(z.regex(/^0x[0-9a-fA-F]+$/)), z.array(walletAssetSchema));

/** One parsed wallet asset. */
export type WalletAsset = z.output<typeof walletAssetSchema>;
/** A parsed `wallet_getAssets` answer. */
export type WalletAssets = z.output<typeof walletAssetsSchema>;

/** The assets of a `wallet_getAssets` answer, or undefined when its shape is not valid (then a balance service is used). */
export function parseWalletAssets(value: unknown): WalletAssets | undefined {
  const result = safeParseWith(walletAssetsSchema, value);
  return result.success ? result.data : undefined;
}
