import { median } from '../median.js';
import type { BenchApp } from './build.js';
import type { Measurement } from './measure.js';

/** The measurements of one app over all runs. */
export interface AppResults {
  readonly app: BenchApp;
  /** Name in the tables, versions included. */
  readonly label: string;
  readonly runs: readonly Measurement[];
}

interface Column {
  readonly title: string;
  readonly value: (runs: readonly Measurement[]) => number;
  readonly format: (value: number) => string;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const of = (pick: (run: Measurement) => number) => (runs: readonly Measurement[]) => median(runs.map(pick));

const COLUMNS: readonly Column[] = [
  { title: 'First-paint JS', value: of((run) => run.firstPaintJs), format: kb },
  { title: 'JS before click', value: of((run) => run.jsBeforeClick), format: kb },
  { title: 'JS after open', value: of((run) => run.jsAfterOpen), format: kb },
  { title: 'Click → dialog', value: of((run) => run.clickToDialogMs), format: (ms) => `${ms.toFixed(1)} ms` },
  { title: 'Heap after open', value: of((run) => run.heapAfterOpen), format: mb },
  { title: 'Requests out before gesture', value: of((run) => run.requestsOutBefore), format: (n) => String(n) },
  { title: 'Requests out after gesture', value: of((run) => run.requestsOutAfter), format: (n) => String(n) },
];

/** A Markdown table with padded columns. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

function ratio(value: number, reference: number): string {
  if (reference === 0) return value === 0 ? '=' : '–';
  return `×${(value / reference).toFixed(2)}`;
}

/** The table of medians, one row per app. */
export function mediansTable(results: readonly AppResults[]): string {
  return markdownTable(
    ['App', ...COLUMNS.map((column) => column.title)],
    results.map((result) => [result.label, ...COLUMNS.map((column) => column.format(column.value(result.runs)))]),
  );
}

/** Each app's medians divided by those of a reference app. */
export function ratiosTable(results: readonly AppResults[], reference: AppResults): string {
  return markdownTable(
    ['App', ...COLUMNS.map((column) => column.title)],
    results.map((result) => [
      result.label,
      ...COLUMNS.map((column) => ratio(column.value(result.runs), column.value(reference.runs))),
    ]),
  );
}

/** Per app: each run's click-to-dialog time, the element taken as the dialog, the hosts asked for, page errors. */
export function details(results: readonly AppResults[]): string {
  return results
    .map((result) => {
      const times = result.runs.map((run) => run.clickToDialogMs.toFixed(1)).join(', ');
      const elements = [...new Set(result.runs.map((run) => run.dialogElement))].join(', ');
      const hosts = [...new Set(result.runs.flatMap((run) => run.hostsOut))].sort();
      const errors = [...new Set(result.runs.flatMap((run) => run.pageErrors))];
      return [
        `- ${result.label}: click → dialog runs ${times} ms; dialog element ${elements}`,
        `  hosts asked for (blocked): ${hosts.length ? hosts.join(', ') : 'none'}`,
        ...(errors.length ? [`  page errors: ${errors.map((error) => error.slice(0, 160)).join(' | ')}`] : []),
      ].join('\n');
    })
    .join('\n');
}
