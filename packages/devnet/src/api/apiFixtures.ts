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

/** Onramp provider fee, in percent (inside the specification's 1 to 2 % range). */
export const ONRAMP_FEE_PERCENT = 1.5;

/** Flat onramp network fee, in the payment currency. */
export const ONRAMP_NETWORK_FEE = 0.5;
