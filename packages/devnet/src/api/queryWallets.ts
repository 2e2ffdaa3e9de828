import type { DirectoryWallet } from './generateWalletFixtures.js';

/** Filters of a `/getWallets` request. */
export interface WalletQuery {
  /** 1-based. */
  readonly page: number;
  readonly entries: number;
  readonly search?: string;
  readonly include?: readonly string[];
  readonly exclude?: readonly string[];
  readonly chains?: readonly string[];
  readonly badgeType?: string;
}

/** One page of the wallets matching `query`, and how many match in all. */
export function queryWallets(wallets: readonly DirectoryWallet[], query: WalletQuery): { data: DirectoryWallet[]; count: number } {
  const search = query.search?.trim().toLowerCase() ?? '';
  const include = query.include && query.include.length > 0 ? new Set(query.include) : undefined;
  const exclude = new Set(query.exclude ?? []);
  const chains = query.chains && query.chains.length > 0 ? new Set(query.chains) : undefined;
  const badge = query.badgeType && query.badgeType !== 'none' ? query.badgeType : undefined;
  const matching = wallets.filter(
    (wallet) =>
      (search === '' || wallet.name.toLowerCase().includes(search)) &&
      (include === undefined || include.has(wallet.id)) &&
      !exclude.has(wallet.id) &&
      (chains === undefined || wallet.chains.some((chain) => chains.has(chain))) &&
      (badge === undefined || wallet.badge_type === badge),
  );
  const start = (query.page - 1) * query.entries;
  return { data: matching.slice(start, start + query.entries), count: matching.length };
}
