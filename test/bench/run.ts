/**
 * `npm run bench`: measures and prints a table; never asserts. Numbers depend on the machine:
 * compare runs on the same one. Set BENCH_QUICK=1 for a short smoke run.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseProductDefinition } from '../../src/domain/product/productSchema';
import type { ProductDefinition } from '../../src/domain/product/productDefinition';
import { scoringContextOn } from '../../src/domain/scoring/scoreTypes';
import { loadConfig } from '../../src/server/config';
import { benchApi } from './api';
import { benchAssessmentSave } from './assessmentSave';
import { benchBatch } from './batch';
import { benchBundle } from './bundle';
import { benchReports } from './reports';
import { benchLive } from './live';
import { benchLighthouse } from './lighthouse';
import { benchMix } from './mix';
import { benchRosterImport } from './rosterImport';
import { benchRuntime } from './runtime';
import { benchScaleOut } from './scaleOut';
import { benchScoring } from './scoring';
import { type BenchRow, formatTable } from './table';

const quick = process.env['BENCH_QUICK'] === '1';
const productsDir = path.join(__dirname, '../../config/products');

function product(id: string): ProductDefinition {
  const parsed = parseProductDefinition(JSON.parse(readFileSync(path.join(productsDir, `${id}.json`), 'utf8')));
  if (!parsed.ok) throw new Error(`${id}: ${parsed.error.message}`);
  return parsed.value;
}

async function main(): Promise<void> {
  const products = ['phq9', 'gad7', 'dass21', 'who5', 'ipip_bffm50'].map(product);
  const rows: BenchRow[] = [];
  rows.push(...benchScoring(products, scoringContextOn('2026-11-02'), quick ? 2_000 : 100_000));
  rows.push(...(await benchReports(product('phq9'), quick ? 5 : 100)));
  const postgres = process.env['BENCH_DATABASE_URL'];
  rows.push(...(await benchApi(quick ? 2 : 10, postgres ?? null)));
  rows.push(...(await benchAssessmentSave(quick ? 30 : 500)));
  if (postgres) rows.push(...(await benchAssessmentSave(quick ? 30 : 500, postgres)));
  // Issue #21: 200 examiners for 5 minutes, pausing as people do between steps.
  rows.push(...(await benchMix({ users: quick ? 20 : 200, seconds: quick ? 20 : 300, thinkMs: [1_000, 3_000] }, postgres ?? null)));
  rows.push(...(await benchBatch(quick ? 20 : 1_000)));
  if (postgres) rows.push(...(await benchBatch(quick ? 20 : 1_000, postgres)));
  rows.push(...(await benchRosterImport(quick ? 500 : 50_000)));
  rows.push(...(await benchLive(quick ? 10 : 100, quick ? 1 : 3)));
  if (postgres) rows.push(...(await benchLive(quick ? 10 : 100, quick ? 1 : 3, postgres)));
  if (postgres) rows.push(...(await benchScaleOut(quick ? 2 : 10, 10, postgres)));
  const { spaDir } = loadConfig({});
  rows.push(...benchBundle(spaDir));
  rows.push(...benchBundle(path.join(path.dirname(spaDir), 'osa'), 'Examinee player initial JS (gzip)'));
  rows.push(...benchRuntime());
  rows.push(...(await benchLighthouse(quick ? 1 : 3, spaDir)));
  console.log(`\n${formatTable(rows)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
