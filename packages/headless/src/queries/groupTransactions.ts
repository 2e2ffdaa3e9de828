import type { HistoryEntry } from '../services/blockchainApiSchemas.js';

/**
 * Transactions of one month, with the title the Activity tab shows; or, with `year` and `month` null, the
 * transactions whose date is not a date, kept (and shown last, as 'Unknown date') rather than dropped.
 */
export interface TransactionGroup {
  readonly year: number | null;
  /** 0-based month. */
  readonly month: number | null;
  /** The month name alone for the current year, otherwise month and year; 'Unknown date' for the undated. */
  readonly title: string;
  readonly transactions: readonly HistoryEntry[];
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Title of the group of transactions whose date is not a date. */
export const UNKNOWN_DATE_TITLE = 'Unknown date';

/** An ISO 8601 date, alone or with a time and a zone: what the history service writes. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * The time a transaction was mined, in ms since 1970, or undefined when its `minedAt` is not an ISO 8601 date
 * (engines read many other strings as dates: `'1'` would be 2001).
 */
export function minedTime(entry: HistoryEntry): number | undefined {
  const text = entry.metadata.minedAt;
  if (!ISO_DATE.test(text)) return undefined;
  const time = Date.parse(text);
  return Number.isFinite(time) ? time : undefined;
}

/**
 * Groups transactions by year and month (newest first), titled by the Activity rule; transactions whose date is
 * not a date come last, in one group titled 'Unknown date'.
 */
export function groupTransactions(entries: readonly HistoryEntry[], now: number): TransactionGroup[] {
  const currentYear = new Date(now).getUTCFullYear();
  const groups = new Map<string, { year: number; month: number; transactions: HistoryEntry[] }>();
  const undated: HistoryEntry[] = [];
  for (const entry of entries) {
    const time = minedTime(entry);
    if (time === undefined) {
      undated.push(entry);
      continue;
    }
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
  const dated: TransactionGroup[] = [...groups.values()]
    .sort((a, b) => b.year - a.year || b.month - a.month)
    .map((group) => ({
      ...group,
      title: group.year === currentYear ? `${MONTHS[group.month]}` : `${MONTHS[group.month]} ${group.year}`,
    }));
  return undated.length === 0 ? dated : [...dated, { year: null, month: null, title: UNKNOWN_DATE_TITLE, transactions: undated }];
}

/** True when every transfer of a transaction is a spam NFT (such transactions are hidden). */
export function isSpamTransaction(entry: HistoryEntry): boolean {
  return entry.transfers.length > 0 && entry.transfers.every((transfer) => transfer.nft_info?.flags?.is_spam === true);
}
