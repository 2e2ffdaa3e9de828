import type { HistoryEntry } from '../services/blockchainApiSchemas.js';

/** Transactions of one month, with the title the Activity tab shows. */
export interface TransactionGroup {
  readonly year: number;
  /** 0-based month. */
  readonly month: number;
  /** The month name alone for the current year, otherwise month and year. */
  readonly title: string;
  readonly transactions: readonly HistoryEntry[];
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Groups transactions by year and month (newest first), titled by the Activity rule. */
export function groupTransactions(entries: readonly HistoryEntry[], now: number): TransactionGroup[] {
  const currentYear = new Date(now).getUTCFullYear();
  const groups = new Map<string, { year: number; month: number; transactions: HistoryEntry[] }>();
  for (const entry of entries) {
    const time = Date.parse(entry.metadata.minedAt);
    if (Number.isNaN(time)) continue;
    const date = new Date(time);
    const year = date.getUTCFullYear();
    const month = date.getUTCMonth();
    const key = `${year}-${month}`;
    let group = groups.get(key);
    if (!group) {
      group = { year, month, transactions: [] };
      groups.set(key, group);
    }
    group.transactions.push(entry);
  }
  return [...groups.values()]
    .sort((a, b) => b.year - a.year || b.month - a.month)
    .map((group) => ({
      ...group,
      title: group.year === currentYear ? `${MONTHS[group.month]}` : `${MONTHS[group.month]} ${group.year}`,
    }));
}

/** True when every transfer of a transaction is a spam NFT (such transactions are hidden). */
export function isSpamTransaction(entry: HistoryEntry): boolean {
  return entry.transfers.length > 0 && entry.transfers.every((transfer) => transfer.nft_info?.flags?.is_spam === true);
}
