import type { DirectoryWallet } from './generateWalletFixtures.js';

/** Id of the hostile directory entry. */
export const HOSTILE_WALLET_ID = 'devnet-hostile-wallet';

/**
 * A directory entry a careless client cannot survive: its `image_id` is a lone UTF-16 surrogate (a valid JSON
 * escape that no URL can carry, so `encodeURIComponent` throws on it) and its name carries a right-to-left
 * override and a lone low surrogate. Everything else is an ordinary EVM wallet, so it passes a client's checks.
 */
export function hostileWallet(chains: readonly string[]): DirectoryWallet {
  return {
    id: HOSTILE_WALLET_ID,
    name: 'Hostile \u202eWallet\udc00',
    image_id: '\ud800',
    rdns: null,
    chains: [...chains],
    homepage: 'http://127.0.0.1/',
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    app_store: null,
    play_store: null,
    chrome_store: null,
    injected: null,
    badge_type: 'none',
    order: 0,
  };
}

/**
 * A `/getWallets` answer with the hostile entry appended to its first page (and counted), whatever the filters:
 * a client must cope with a directory that answers more than it asked for.
 */
export function withHostileWallet(
  answer: { data: DirectoryWallet[]; count: number },
  page: number,
  chains: readonly string[],
): { data: DirectoryWallet[]; count: number } {
  if (page !== 1) return { data: answer.data, count: answer.count + 1 };
  return { data: [...answer.data, hostileWallet(chains)], count: answer.count + 1 };
}
