import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../services/blockchainApiSchemas.js';
import { UNKNOWN_DATE_TITLE, groupTransactions, minedTime } from './groupTransactions.js';

const NOW = Date.UTC(2026, 10, 24);

function entry(id: string, minedAt: string): HistoryEntry {
  return {
    id,
    metadata: { operationType: 'send', minedAt, sentFrom: '0x1', sentTo: '0x2', status: 'confirmed' },
    transfers: [{ direction: 'out', quantity: { numeric: '1' } }],
  };
}

describe('groupTransactions', () => {
  it('groups by month, newest first, titled with the year outside the current one', () => {
    const groups = groupTransactions([entry('a', '2025-03-02T10:00:00Z'), entry('b', '2026-11-01T00:00:00.000Z'), entry('c', '2025-03-30')], NOW);
    expect(groups.map((group) => [group.title, group.transactions.map((item) => item.id)])).toEqual([
      ['November', ['b']],
      ['March 2025', ['a', 'c']],
    ]);
  });

  it('keeps transactions whose date is not a date, last, under Unknown date, never dropping one', () => {
    const bad = ['', 'yesterday', 'NaN', '1', '2026-13-45T00:00:00Z', '1e400', 'x'.repeat(10_000), '2026-11-01 garbage'];
    const entries = [entry('dated', '2026-11-01T00:00:00Z'), ...bad.map((minedAt, index) => entry(`bad${index}`, minedAt))];
    const groups = groupTransactions(entries, NOW);
    expect(groups.flatMap((group) => group.transactions)).toHaveLength(entries.length);
    const last = groups[groups.length - 1];
    expect(last).toMatchObject({ year: null, month: null, title: UNKNOWN_DATE_TITLE });
    expect(last?.transactions.map((item) => item.id)).toEqual(bad.map((_, index) => `bad${index}`));
    for (const minedAt of bad) expect({ minedAt, time: minedTime(entry('x', minedAt)) }).toEqual({ minedAt, time: undefined });
  });

  it('has no Unknown date group when every date is one', () => {
    expect(groupTransactions([entry('a', '2026-01-01T00:00:00+02:00')], NOW).map((group) => group.title)).toEqual(['December 2025']);
  });
});
