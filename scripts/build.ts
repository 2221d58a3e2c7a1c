/**
 * Builds the browser bundles with webpack's Node API (there is no webpack-cli): the platform SPA
 * into dist/app and the examinee player into dist/osa. `npx tsx scripts/build.ts` builds and
 * exits non-zero on failure; the server imports buildSpa().
 */
import webpack from 'webpack';
import configs from '../webpack.config';

/** Runs webpack with both configurations. Rejects on a fatal error or compilation errors in either. */
export function buildSpa(): Promise<void> {
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
