/**
 * The gain of the runtime move (issue #21: Node.js 20 → 24): the same workload
 * (runtimeWorkload.ts) on the runtime the bench runs on and on another Node.js found on the
 * machine — BENCH_COMPARE_NODE, or the first `node` on PATH or in /usr/bin and /usr/local/bin
 * whose version differs — one after the other, paired row by row.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { BenchRow } from './table';

const WORKLOAD = path.join(__dirname, 'runtimeWorkload.ts');

/** A Node.js binary and the version it prints. */
interface Runtime {
  binary: string;
  version: string;
}

function versionOf(binary: string): string | null {
  try {
    return execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

/** The other runtime to compare with, or `null` when the machine has none. */
function otherRuntime(): Runtime | null {
  const named = process.env['BENCH_COMPARE_NODE'];
  const onPath = (process.env['PATH'] ?? '').split(path.delimiter).map((directory) => path.join(directory, 'node'));
  const candidates = named ? [named] : [...onPath, '/usr/local/bin/node', '/usr/bin/node'];
  for (const binary of candidates) {
    if (!existsSync(binary)) continue;
    const version = versionOf(binary);
    if (version !== null && version !== process.version) return { binary, version };
  }
  return null;
}

function runWorkload(runtime: Runtime): BenchRow[] {
  const output = execFileSync(runtime.binary, ['--import', 'tsx', WORKLOAD], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(output.trim().split('\n').pop() ?? '[]') as BenchRow[];
}

/** The row's first number (thousands separators dropped), and whether a larger one is better (a rate) or worse (a time). */
function headline(value: string): { number: number; higherIsBetter: boolean } | null {
  const match = /[\d,]+(?:\.\d+)?/.exec(value);
  if (!match) return null;
  // Rates read "1,234 per s" or "56 req/s"; the other rows lead with a time ("median 12.3 ms").
  return { number: Number(match[0].replaceAll(',', '')), higherIsBetter: /^ (per s|req\/s)/.test(value.slice(match.index + match[0].length)) };
}

/**
 * Runs the workload on both runtimes.
 * @returns one row per workload measure: the value on each runtime and the current one's gain
 *   (how many times faster, from each row's first number); a single row saying so when the
 *   machine has no other Node.js.
 */
export function benchRuntime(): BenchRow[] {
  const other = otherRuntime();
  if (other === null) return [{ measure: 'Runtime comparison', value: 'no other Node.js on this machine', detail: `BENCH_COMPARE_NODE names one; this run is on ${process.version}` }];
  const current: Runtime = { binary: process.execPath, version: process.version };
  const before = runWorkload(other);
  const after = runWorkload(current);
  return after.map((row) => {
    const old = before.find((candidate) => candidate.measure === row.measure);
    const a = headline(row.value);
    const b = old ? headline(old.value) : null;
    const gain = a && b && a.number > 0 && b.number > 0 ? (a.higherIsBetter ? a.number / b.number : b.number / a.number) : null;
    return {
      measure: `Runtime ${other.version} → ${current.version}: ${row.measure}`,
      value: `${gain === null ? '' : `${gain.toFixed(2)}× as fast; `}${old?.value ?? '—'} → ${row.value}`,
      detail: `same workload, one runtime after the other; ${row.detail}`,
    };
  });
}
