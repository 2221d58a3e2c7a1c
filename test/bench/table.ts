/** The benchmark's output: one row per measure, printed as a Markdown table. */

/** One measured number. */
export interface BenchRow {
  measure: string;
  value: string;
  /** How it was measured (sizes, counts, settings). */
  detail: string;
}

/** The rows as a Markdown table, for the terminal and for notes. */
export function formatTable(rows: readonly BenchRow[]): string {
  const header = ['measure', 'value', 'how'];
  const cells = rows.map((row) => [row.measure, row.value, row.detail]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((cell) => (cell[column] ?? '').length)));
  const line = (values: string[]) => `| ${values.map((value, column) => value.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...cells.map(line)].join('\n');
}

/** Percentile `p` (0-100) of sorted values, nearest rank. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}
