import { TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { PublicKey } from '@solana/web3.js';
import { formatUnits } from 'viem';
import type { SolanaEngine } from '../solana/createSolanaEngine.js';
import { ReplyError, errorReply } from './ApiReply.js';
import { USD_PRICES } from './apiFixtures.js';
import type { DevnetApiState } from './DevnetApiState.js';

const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const;

/** A token account as the engine's `getParsedTokenAccountsByOwner` lists it. */
interface ParsedTokenAccount {
  readonly account: { readonly data: { readonly parsed: { readonly info: { readonly mint: string; readonly tokenAmount: { readonly amount: string; readonly decimals: number } } } } };
}

/** The owner an account parameter names: a base58 address, or the address of a CAIP-10 account id. */
function ownerOf(raw: string | undefined): string {
  const address = raw?.split(':').at(-1) ?? '';
  try {
    return new PublicKey(address).toBase58() === address ? address : '';
  } catch {
    return '';
  }
}

/**
 * An account's balances on the devnet's Solana engine, as the balance API lists them: SOL, then each SPL token
 * (Token program) it holds, summed over its accounts of that mint, by the symbol and name the mint was created with
 * (else the mint's first characters), ordered by symbol. Only what the account holds is listed; an address that
 * is not a Solana address is refused.
 */
export function solanaBalances(engine: SolanaEngine, account: string | undefined, state: DevnetApiState) {
  const owner = ownerOf(account);
  if (!owner) throw new ReplyError(errorReply(400, 'Invalid address'));
  const entry = (asset: { name: string; symbol: string; decimals: number }, amount: bigint, mint?: string) => {
    const numeric = formatUnits(amount, asset.decimals);
    const price = USD_PRICES[asset.symbol] ?? 0;
    return {
      name: asset.name,
      symbol: asset.symbol,
      chainId: engine.caipNetworkId,
      ...(mint === undefined ? {} : { address: `${engine.caipNetworkId}:${mint}` }),
      value: Number(numeric) * price,
      price,
      quantity: { decimals: String(asset.decimals), numeric },
      iconUrl: state.imageUrl('token', asset.symbol),
    };
  };
  const held = new Map<string, { amount: bigint; decimals: number }>();
  const { value } = engine.call('getParsedTokenAccountsByOwner', [owner, { programId: TOKEN_PROGRAM_ID.toBase58() }]) as { value: ParsedTokenAccount[] };
  for (const { account: tokenAccount } of value) {
    const { mint, tokenAmount } = tokenAccount.data.parsed.info;
    const sum = (held.get(mint)?.amount ?? 0n) + BigInt(tokenAmount.amount);
    held.set(mint, { amount: sum, decimals: tokenAmount.decimals });
  }
  const tokens = [...held].flatMap(([mint, { amount, decimals }]) => {
    if (amount === 0n) return [];
    const known = engine.tokenMetadata(mint);
    const symbol = known?.symbol ?? mint.slice(0, 4).toUpperCase();
    return [entry({ name: known?.name ?? `Token ${mint.slice(0, 4)}…${mint.slice(-4)}`, symbol, decimals }, amount, mint)];
  });
  const lamports = engine.getBalance(owner);
  // The engine keeps accounts in no set order: the tokens are listed by symbol, then mint.
  tokens.sort((a, b) => a.symbol.localeCompare(b.symbol) || (a.address ?? '').localeCompare(b.address ?? ''));
  return [...(lamports > 0n ? [entry(SOL, lamports)] : []), ...tokens];
}
