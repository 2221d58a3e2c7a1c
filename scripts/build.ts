/**
 * Builds the browser bundles with webpack's Node API (there is no webpack-cli): the platform SPA
 * into dist/app and the examinee player into dist/osa, then writes a brotli and a gzip copy of
 * each script, style sheet and icon beside it (`main.1a2b3c.js.br`, `.gz`), which the server
 * sends to browsers that accept them (src/server/http/staticFiles.ts), so nothing is compressed
 * per request. `npx tsx scripts/build.ts` builds and exits non-zero on failure; the server
 * imports buildSpa().
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import webpack from 'webpack';
import configs, { PLAYER_OUTPUT_DIR, SPA_OUTPUT_DIR } from '../webpack.config';

/** The files worth compressing: text the browser downloads (source maps only with the developer tools open). */
const COMPRESSIBLE = /\.(?:js|css|svg|json|txt)$/;

/** Files smaller than this many bytes are sent as they are: compression would save less than a packet. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip level 9) beside each
 * compressible file under `dir`, every level down.
 * @returns how many files were compressed.
 */
export async function precompress(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name)).map((entry) => path.join(entry.parentPath, entry.name));
  let count = 0;
  for (const file of files) {
    const bytes = await readFile(file);
    if (bytes.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      promisify(brotliCompress)(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
      promisify(gzip)(bytes, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    count += 1;
  }
  return count;
}

/** Runs webpack with both configurations, then precompresses both outputs. Rejects on a fatal error or compilation errors in either. */
export async function buildSpa(): Promise<void> {
  await runWebpack();
  await Promise.all([precompress(SPA_OUTPUT_DIR), precompress(PLAYER_OUTPUT_DIR)]);
}

function runWebpack(): Promise<void> {
  return new Promise((resolve, reject) => {
    const compiler = webpack(configs);
    compiler.run((error, stats) => {
      compiler.close((closeError) => {
        if (error) return reject(error);
        if (closeError) return reject(closeError);
        if (!stats) return reject(new Error('webpack produced no stats'));
        const summary = stats.toString({ preset: 'errors-warnings', colors: false });
        if (stats.hasErrors()) return reject(new Error(`The build failed:\n${summary}`));
        if (stats.hasWarnings()) console.warn(summary);
        resolve();
      });
    });
  });
}

if (require.main === module) {
  const started = Date.now();
  buildSpa().then(
    () => console.log(`SPA built into dist/app and the examinee player into dist/osa in ${((Date.now() - started) / 1000).toFixed(1)} s`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
