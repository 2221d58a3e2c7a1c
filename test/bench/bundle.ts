/**
 * A bundle's initial JavaScript (the platform SPA's, the examinee player's): the scripts its
 * index.html loads before any route's chunk, gzipped as a server would send them.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchRow } from './table';

/**
 * Reads `spaDir/index.html` and gzips each script it loads.
 * @param measure the row's name.
 * @returns one row, or a row saying the bundle is not built.
 */
export function benchBundle(spaDir: string, measure = 'Initial JS (gzip)'): BenchRow[] {
  const index = path.join(spaDir, 'index.html');
  if (!existsSync(index)) return [{ measure, value: 'not built', detail: `no ${index}: run npm run build first` }];
  const scripts = [...readFileSync(index, 'utf8').matchAll(/<script[^>]*\ssrc="?([^"\s>]+)"?/g)].map((match) => match[1] ?? '');
  let raw = 0;
  let gzip = 0;
  for (const script of scripts) {
    const bytes = readFileSync(path.join(spaDir, script.replace(/^\//, '')));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return [
    {
      measure,
      value: `${(gzip / 1024).toFixed(1)} kB`,
      detail: `${scripts.length} scripts, ${(raw / 1024).toFixed(1)} kB before gzip (production build)`,
    },
  ];
}
