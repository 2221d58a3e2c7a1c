/**
 * The workload the runtime comparison (runtime.ts) runs once on each Node.js: scoring, a score
 * report, and the identity call on the embedded database beside hello-world. Prints its bench
 * rows as one JSON line on stdout, for the parent to pair.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseProductDefinition } from '../../src/domain/product/productSchema';
import { scoringContextOn } from '../../src/domain/scoring/scoreTypes';
import { benchApi } from './api';
import { benchReports } from './reports';
import { benchScoring } from './scoring';
import type { BenchRow } from './table';

async function main(): Promise<void> {
  const quick = process.env['BENCH_QUICK'] === '1';
  const parsed = parseProductDefinition(JSON.parse(readFileSync(path.join(__dirname, '../../config/products/phq9.json'), 'utf8')));
  if (!parsed.ok) throw new Error(`phq9: ${parsed.error.message}`);
  const rows: BenchRow[] = [
    ...benchScoring([parsed.value], scoringContextOn('2026-11-02'), quick ? 2_000 : 50_000),
    ...(await benchReports(parsed.value, quick ? 5 : 40)),
    ...(await benchApi(quick ? 2 : 5)),
  ];
  process.stdout.write(`${JSON.stringify(rows)}\n`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
