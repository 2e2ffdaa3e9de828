/** What identifies a wallet already shown elsewhere: its directory id, its rdns, or both. */
export interface WalletRef {
  readonly id?: string | null;
  readonly rdns?: string | null;
}

/** A wallet list entry {@link filterWallets} can judge. */
export interface FilterableWallet {
  readonly id: string;
  readonly name: string;
  readonly rdns?: string | null;
}

/** What {@link filterWallets} drops. */
export interface FilterWalletsOptions {
  /** Wallets announced by the browser (EIP-6963) or installed. */
  readonly announced?: readonly WalletRef[];
  /** Recently used wallets. */
  readonly recent?: readonly WalletRef[];
  /** rdns values the developer excluded. */
  readonly excludedRdns?: readonly string[];
  /** Wallet names the developer excluded, matched without regard to case. */
  readonly excludedNames?: readonly string[];
  /** On mobile, a well-known wallet announces its mobile rdns, which stands for its desktop variant. */
  readonly isMobile?: boolean;
}

/** Mobile rdns values that mean the same wallet as a desktop rdns. */
export const MOBILE_RDNS_ALIASES: Readonly<Record<string, string>> = {
  'io.metamask.mobile': 'io.metamask',
};

function normalizeRdns(rdns: string | null | undefined, isMobile: boolean): string | undefined {
  if (rdns === null || rdns === undefined || rdns === '') return undefined;
  const lower = rdns.toLowerCase();
  return isMobile ? (MOBILE_RDNS_ALIASES[lower] ?? lower) : lower;
}

/**
 * Drops wallets already among the announced or recent wallets (by rdns or id) or excluded by the developer (by rdns or
 * case-insensitive name), and repeats of a wallet id; the order of the rest is kept.
 */
export function filterWallets<W extends FilterableWallet>(list: readonly W[], options: FilterWalletsOptions = {}): W[] {
  const isMobile = options.isMobile ?? false;
  const shownIds = new Set<string>();
  const droppedRdns = new Set<string>();
  for (const ref of [...(options.announced ?? []), ...(options.recent ?? [])]) {
    if (ref.id) shownIds.add(ref.id);
    const rdns = normalizeRdns(ref.rdns, isMobile);
    if (rdns !== undefined) droppedRdns.add(rdns);
  }
  for (const rdns of options.excludedRdns ?? []) {
    const normalized = normalizeRdns(rdns, isMobile);
    if (normalized !== undefined) droppedRdns.add(normalized);
  }
  const droppedNames = new Set((options.excludedNames ?? []).map((name) => name.trim().toLowerCase()));

  const seen = new Set<string>();
  return list.filter((wallet) => {
    if (seen.has(wallet.id) || shownIds.has(wallet.id)) return false;
    const rdns = normalizeRdns(wallet.rdns, isMobile);
    if (rdns !== undefined && droppedRdns.has(rdns)) return false;
    if (droppedNames.has(wallet.name.trim().toLowerCase())) return false;
    seen.add(wallet.id);
    return true;
  });
}
