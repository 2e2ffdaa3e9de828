import * as z from '../core/validation/lite.js';
import { amountTextSchema, decimalsNumberSchema, decimalsTextSchema, moneyNumberSchema } from './amountSchemas.js';

/**
 * Response shapes of the blockchain API. Unknown fields are dropped rather than refused, so the service can grow
 * without breaking deployed clients; every field the product reads is checked.
 */

const nullableString = z.pipe(z.optional(z.nullable(z.string())), z.transform((value) => value ?? null));

/** `GET v1/supported-chains`: CAIP-2 ids served over HTTP and WebSocket. */
export const supportedChainsSchema = z.object({
  http: z.array(z.string()),
  ws: z.array(z.string()),
});

/** `GET /v1/identity/{address}`. */
export const identitySchema = z.object({
  name: nullableString,
  avatar: nullableString,
});

const fungibleInfoSchema = z.object({
  name: z.optional(z.string()),
  symbol: z.string(),
  icon: z.optional(z.nullable(z.object({ url: z.string() }))),
});

const nftInfoSchema = z.object({
  name: z.optional(z.string()),
  content: z.optional(
    z.nullable(
      z.object({
        preview: z.optional(z.nullable(z.object({ url: z.string(), content_type: z.optional(z.string()) }))),
      }),
    ),
  ),
  flags: z.optional(z.object({ is_spam: z.boolean() })),
});

/** One moved asset of a history entry. */
export const historyTransferSchema = z.object({
  fungible_info: z.optional(z.nullable(fungibleInfoSchema)),
  nft_info: z.optional(z.nullable(nftInfoSchema)),
  direction: z.enum(['in', 'out', 'self']),
  quantity: z.object({ numeric: amountTextSchema }),
  value: z.optional(moneyNumberSchema),
  price: z.optional(moneyNumberSchema),
});

/** One transaction of an account's history. */
export const historyEntrySchema = z.object({
  id: z.string(),
  metadata: z.object({
    operationType: z.string(),
    hash: z.optional(z.string()),
    minedAt: z.string(),
    sentFrom: z.string(),
    sentTo: z.string(),
    status: z.string(),
    nonce: z.optional(z.number()),
    chain: z.optional(z.string()),
  }),
  transfers: z.array(historyTransferSchema),
});

/** `GET /v1/account/{account}/history`: one page and the cursor of the next (null on the last page). */
export const historySchema = z.object({
  data: z.array(historyEntrySchema),
  next: nullableString,
});

/**
 * One token balance; `address` (CAIP-10) is absent for the native currency. Amounts are non-negative decimal
 * strings and prices finite non-negative numbers: an answer with any other is refused, never shown as 0.
 */
export const tokenBalanceSchema = z.object({
  address: z.optional(z.string()),
  symbol: z.string(),
  name: z.string(),
  chainId: z.string(),
  quantity: z.object({ numeric: amountTextSchema, decimals: decimalsTextSchema }),
  price: moneyNumberSchema,
  value: z.optional(moneyNumberSchema),
  iconUrl: z.string(),
});

/** `GET /v1/account/{address}/balance`. */
export const balancesSchema = z.object({ balances: z.array(tokenBalanceSchema) });

/** `GET /v1/convert/quotes`. */
export const swapQuotesSchema = z.object({
  quotes: z.array(
    z.object({
      id: z.optional(z.nullable(z.string())),
      fromAmount: z.string(),
      fromAccount: z.string(),
      toAmount: z.string(),
      toAccount: z.string(),
      /** CAIP-10 ids of the route's tokens, first to last, when the service tells. */
      path: z.optional(z.array(z.string())),
    }),
  ),
});

/** A token that can be swapped; `address` is CAIP-10. */
export const swapTokenSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  address: z.string(),
  decimals: decimalsNumberSchema,
  logoUri: z.string(),
  eip2612: z.optional(z.boolean()),
  /** True for a token whose allowance must be set to 0 before it is changed (USDT-like). */
  approvalResetRequired: z.optional(z.boolean()),
});

/** `GET /v1/convert/tokens`. */
export const swapTokensSchema = z.object({ tokens: z.array(swapTokenSchema) });

/** `POST /v1/fungible/price`. */
export const fungiblePricesSchema = z.object({
  fungibles: z.array(z.object({ name: z.string(), symbol: z.string(), iconUrl: z.string(), price: moneyNumberSchema })),
});

/** `GET /v1/convert/allowance`. */
export const swapAllowanceSchema = z.object({ allowance: z.string(), spender: z.optional(z.string()) });

/** `GET /v1/convert/gas-price`; the specification leaves the shape open, the usual fields are checked when present. */
export const gasPriceSchema = z.looseObject({
  standard: z.optional(z.string()),
  fast: z.optional(z.string()),
  instant: z.optional(z.string()),
});

const swapTransactionSchema = z.looseObject({
  from: z.optional(z.string()),
  to: z.optional(z.string()),
  data: z.optional(z.string()),
  amount: z.optional(z.string()),
  value: z.optional(z.string()),
  eip155: z.optional(z.looseObject({ gas: z.optional(z.string()), gasPrice: z.optional(z.string()) })),
});

/**
 * `POST /v1/convert/build-transaction` and `GET /v1/convert/build-approve`; open shape, `tx` checked when present.
 * An approval names its `spender`, the `amount` approved, the current `allowance`, and, for a token that must be
 * reset to 0 first, `allowanceResetRequired` and `resetTx` (to be mined before `tx`). A swap names its amounts,
 * `toAmountMin` (after slippage), `deadline` (seconds) and `path`.
 */
export const swapCalldataSchema = z.looseObject({
  tx: z.optional(swapTransactionSchema),
  spender: z.optional(z.string()),
  amount: z.optional(z.string()),
  allowance: z.optional(z.string()),
  allowanceResetRequired: z.optional(z.boolean()),
  resetTx: z.optional(swapTransactionSchema),
  fromAmount: z.optional(z.string()),
  toAmount: z.optional(z.string()),
  toAmountMin: z.optional(z.string()),
  deadline: z.optional(z.union([z.string(), z.number()])),
  path: z.optional(z.array(z.string())),
});

/** A name profile of `GET /v1/profile/account/{name}`: addresses by coin type and text attributes. */
export const nameProfileSchema = z.object({
  name: z.string(),
  registered: z.optional(z.number()),
  updated: z.optional(z.number()),
  addresses: z.record(z.string(), z.object({ address: z.string(), created: z.optional(z.string()) })),
  attributes: z.array(z.record(z.string(), z.string())),
});

/** `GET /v1/profile/reverse/{address}`: the profiles pointing at an address. */
export const reverseNamesSchema = z.array(nameProfileSchema);

/** `GET /v1/profile/suggestions/{name}`. */
export const nameSuggestionsSchema = z.object({
  suggestions: z.array(z.object({ name: z.string(), registered: z.boolean() })),
});

/** `POST /v1/profile/account`. */
export const registerNameSchema = z.object({ success: z.boolean() });

/** `POST /v1/generators/onrampurl`. */
export const onrampUrlSchema = z.object({ url: z.string() });

const amountSchema = z.object({ amount: z.string(), currency: z.string() });

/** A payment method's fiat limits, as decimal strings ("10.00"). */
const paymentMethodLimitSchema = z.object({ id: z.string(), min: z.string(), max: z.string() });

/**
 * `GET /v1/onramp/options`. `providers`, when the service lists them, are the onramp providers with their fee in
 * percent and their own limits per payment method (`card`, `bank`).
 */
export const onrampOptionsSchema = z.object({
  paymentCurrencies: z.array(
    z.object({
      id: z.string(),
      payment_method_limits: z.array(paymentMethodLimitSchema),
    }),
  ),
  purchaseCurrencies: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      symbol: z.string(),
      networks: z.array(
        z.object({
          name: z.string(),
          display_name: z.string(),
          chain_id: z.string(),
          contract_address: z.string(),
        }),
      ),
    }),
  ),
  providers: z.optional(
    z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        feePercent: z.optional(z.string()),
        paymentMethodLimits: z.optional(z.array(paymentMethodLimitSchema)),
      }),
    ),
  ),
});

/** `POST /v1/onramp/quote`; a service may also say which provider, payment method and network it quoted. */
export const onrampQuoteSchema = z.object({
  coinbaseFee: amountSchema,
  networkFee: amountSchema,
  paymentSubtotal: amountSchema,
  paymentTotal: amountSchema,
  purchaseAmount: amountSchema,
  quoteId: z.string(),
  provider: z.optional(z.string()),
  paymentMethod: z.optional(z.string()),
  network: z.optional(z.string()),
});

/** Results the specification does not describe (sessions): any JSON object, fields kept. */
export const openObjectSchema = z.looseObject({});

/** Parsed `GET v1/supported-chains`. */
export type SupportedChains = z.output<typeof supportedChainsSchema>;
/** Parsed identity of an address. */
export type Identity = z.output<typeof identitySchema>;
/** One parsed history transfer. */
export type HistoryTransfer = z.output<typeof historyTransferSchema>;
/** One parsed history entry. */
export type HistoryEntry = z.output<typeof historyEntrySchema>;
/** One parsed page of history. */
export type HistoryPage = z.output<typeof historySchema>;
/** One parsed token balance. */
export type TokenBalance = z.output<typeof tokenBalanceSchema>;
/** Parsed balances of an address. */
export type Balances = z.output<typeof balancesSchema>;
/** Parsed swap quotes. */
export type SwapQuotes = z.output<typeof swapQuotesSchema>;
/** One parsed swappable token. */
export type SwapToken = z.output<typeof swapTokenSchema>;
/** Parsed swappable tokens. */
export type SwapTokens = z.output<typeof swapTokensSchema>;
/** Parsed fungible prices. */
export type FungiblePrices = z.output<typeof fungiblePricesSchema>;
/** Parsed swap allowance. */
export type SwapAllowance = z.output<typeof swapAllowanceSchema>;
/** Parsed gas prices. */
export type GasPrice = z.output<typeof gasPriceSchema>;
/** Parsed swap or approve calldata. */
export type SwapCalldata = z.output<typeof swapCalldataSchema>;
/** One parsed name profile. */
export type NameProfile = z.output<typeof nameProfileSchema>;
/** Parsed name suggestions. */
export type NameSuggestions = z.output<typeof nameSuggestionsSchema>;
/** Parsed name registration answer. */
export type RegisterNameResult = z.output<typeof registerNameSchema>;
/** Parsed onramp URL. */
export type OnrampUrl = z.output<typeof onrampUrlSchema>;
/** Parsed onramp options. */
export type OnrampOptions = z.output<typeof onrampOptionsSchema>;
/** Parsed onramp quote. */
export type OnrampQuote = z.output<typeof onrampQuoteSchema>;
/** A parsed JSON object of a shape the specification leaves open. */
export type OpenObject = z.output<typeof openObjectSchema>;
