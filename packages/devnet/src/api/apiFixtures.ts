import type { Address } from 'viem';

/** Placeholder address of a chain's native currency, as swap and price services spell it. */
export const NATIVE_TOKEN_ADDRESS: Address = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

/** USD prices of the devnet's currencies; the swap pools are seeded at these prices. */
export const USD_PRICES: Readonly<Record<string, number>> = { ETH: 3000, DEV: 1, USDC: 1, USDD: 1, USDR: 1 };

/** The native currency of every devnet chain. */
export const NATIVE_CURRENCY = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const;

/** The DevToken deployed on every devnet chain. */
export const DEV_TOKEN = { name: 'Dev Token', symbol: 'DEV', decimals: 18 } as const;

/** The DevUsd token deployed on every devnet chain. */
export const USD_TOKEN = { name: 'Devnet USD', symbol: 'USDD', decimals: 6 } as const;

/** The DevResetToken deployed on every devnet chain: its allowance must go back to 0 before another approval. */
export const RESET_TOKEN = { name: 'Devnet Reset USD', symbol: 'USDR', decimals: 6 } as const;

/** Identities of dev accounts, by index into the dev accounts; `avatarId` names a generated asset image. */
export const IDENTITY_FIXTURES: ReadonlyArray<{ readonly accountIndex: number; readonly name: string; readonly avatarId: string | null }> = [
  { accountIndex: 0, name: 'alice.reown.id', avatarId: 'avatar-alice' },
  { accountIndex: 1, name: 'bob.reown.id', avatarId: null },
];

/** Onramp payment currencies and their limits (the specification's fallback limits). */
export const ONRAMP_PAYMENT_CURRENCIES = [
  {
    id: 'USD',
    payment_method_limits: [
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ACH_BANK_ACCOUNT', min: '10.00', max: '25000.00' },
    ],
  },
  {
    id: 'EUR',
    payment_method_limits: [
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'SEPA_BANK_ACCOUNT', min: '10.00', max: '25000.00' },
    ],
  },
] as const;

/** Onramp purchase currencies without the devnet networks, which are added per chain. */
export const ONRAMP_PURCHASE_CURRENCIES = [
  {
    id: 'd85dce9b-5b73-5c3c-8978-522ce1d1c1b4',
    name: 'Ethereum',
    symbol: 'ETH',
    networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' }],
  },
  {
    id: '2b92315d-eab7-5bef-84fa-089a131333f5',
    name: 'USD Coin',
    symbol: 'USDC',
    networks: [
      {
        name: 'ethereum',
        display_name: 'Ethereum',
        chain_id: '1',
        contract_address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
      },
    ],
  },
] as const;

/** Onramp purchase currencies the devnet adds when it runs a Solana engine (its network is added per engine). */
export const ONRAMP_SOLANA_CURRENCY = {
  id: '4f8d4f6e-7e0a-5d1b-9c1e-5b1f3a0d6c2e',
  name: 'Solana',
  symbol: 'SOL',
  networks: [{ name: 'solana', display_name: 'Solana', chain_id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', contract_address: '' }],
} as const;

/** Decimals of the onramp's purchase currencies. */
export const ONRAMP_DECIMALS: Readonly<Record<string, number>> = { ETH: 18, SOL: 9, USDC: 6 };

/**
 * Onramp prices in cents of a payment currency per whole unit (integers: no floating point on a path that moves
 * value). The USD prices are the ones of {@link USD_PRICES}, which the swap pools are seeded at.
 */
export const ONRAMP_PRICE_CENTS: Readonly<Record<string, Readonly<Record<string, bigint>>>> = {
  USD: { ETH: 300_000n, SOL: 15_000n, USDC: 100n },
  EUR: { ETH: 276_000n, SOL: 13_800n, USDC: 92n },
};

/**
 * The specification's fallback fiat limits, in cents: card 10 to 7,500 and bank 10 to 25,000. They apply to a
 * provider that names no limits of its own.
 */
export const ONRAMP_FALLBACK_LIMITS_CENTS = {
  card: { min: 1_000n, max: 750_000n },
  bank: { min: 1_000n, max: 2_500_000n },
} as const;

/** The devnet's two stand-in onramp providers: their fee in basis points (1 to 2 %) and their own limits, if any. */
export const ONRAMP_PROVIDERS: ReadonlyArray<{
  readonly id: string;
  readonly name: string;
  readonly feeBasisPoints: bigint;
  readonly limitsCents?: { readonly card: { min: bigint; max: bigint }; readonly bank: { min: bigint; max: bigint } };
}> = [
  { id: 'devramp', name: 'DevRamp', feeBasisPoints: 150n },
  {
    id: 'testpay',
    name: 'TestPay',
    feeBasisPoints: 100n,
    limitsCents: { card: { min: 2_000n, max: 500_000n }, bank: { min: 5_000n, max: 1_000_000n } },
  },
];

/** Flat onramp network fee, in cents of the payment currency. */
export const ONRAMP_NETWORK_FEE_CENTS = 50n;
