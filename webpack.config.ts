/**
 * Webpack configuration of the two browser bundles, built together through the Node API
 * (scripts/build.ts); production unless NODE_ENV=development:
 * - the platform SPA: src/app/index.tsx to dist/app, index.html at the root, served at '/';
 * - the examinee player: src/osa/index.tsx to dist/osa, served at config.json's qosa URL.
 * Every asset lives under static/ with a content-hashed name.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { version as babelVersion } from '@babel/core';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import type { Configuration } from 'webpack';

const root = __dirname;
const development = process.env.NODE_ENV === 'development';

/**
 * The key of babel-loader's cache: Babel's version and the text of babel.config.js, so that a
 * changed plugin there compiles every file again rather than reusing what the old one made.
 */
const babelCacheIdentifier = `babel ${babelVersion}, config ${createHash('sha256').update(readFileSync(path.join(root, 'babel.config.js'))).digest('hex').slice(0, 16)}`;

/** Where the SPA is written; the server serves this folder at '/'. */
export const SPA_OUTPUT_DIR = path.join(root, 'dist', 'app');

/** Where the examinee player is written; the server serves this folder at config.json's qosa URL. */
export const PLAYER_OUTPUT_DIR = path.join(root, 'dist', 'osa');

/** What the two bundles share: TypeScript through Babel, CSS extracted to files, hashed names. */
function bundle(options: { name: string; entry: string; outputDir: string; publicPath: string; template: string; alias?: Record<string, string> }): Configuration {
  return {
    name: options.name,
    mode: development ? 'development' : 'production',
    context: root,
    entry: { main: options.entry },
    output: {
      path: options.outputDir,
      publicPath: options.publicPath,
      filename: development ? 'static/js/[name].js' : 'static/js/[name].[contenthash:10].js',
      chunkFilename: development ? 'static/js/[name].chunk.js' : 'static/js/[name].[contenthash:10].chunk.js',
      assetModuleFilename: 'static/media/[name].[contenthash:10][ext]',
      clean: true,
    },
    // No eval source maps: the server's CSP allows no 'unsafe-eval'.
    devtool: development ? 'cheap-module-source-map' : 'source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'], alias: options.alias ?? {} },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: { loader: 'babel-loader', options: { configFile: path.join(root, 'babel.config.js'), cacheDirectory: true, cacheIdentifier: babelCacheIdentifier } },
        },
        // Extracted to a file, never injected as <style>: the CSP forbids inline styles.
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(png|svg|jpe?g|gif|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: options.template,
        filename: 'index.html',
        favicon: path.join(root, 'src', 'app', 'favicon.svg'),
        scriptLoading: 'defer',
      }),
      new MiniCssExtractPlugin({
        filename: development ? 'static/css/[name].css' : 'static/css/[name].[contenthash:10].css',
        chunkFilename: development ? 'static/css/[name].chunk.css' : 'static/css/[name].[contenthash:10].chunk.css',
      }),
    ],
    optimization: {
      // Vendor code in its own chunks, so a release that only changes app code keeps them cached.
      splitChunks: { chunks: 'all' },
      runtimeChunk: 'single',
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * The platform SPA. Its message catalogues arrive as ICU message ASTs (babel.config.js compiles
 * them), so react-intl gets the ICU parser's `no-parser` entry (formatjs's documented way to leave
 * the parser out of the browser: 7 kB of the first scripts, gzipped); a text given to it as a string
 * would then fail to format and show its id. The examinee player keeps the parser.
 */
export const spaConfig: Configuration = bundle({
  name: 'app',
  alias: { '@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/no-parser.js' },
  entry: './src/app/index.tsx',
  outputDir: SPA_OUTPUT_DIR,
  publicPath: '/',
  template: path.join(root, 'src', 'app', 'index.html'),
});

/**
 * The examinee player. Its address comes from config.json at run time, so its files are
 * addressed relative to the page: the server makes index.html's relative addresses absolute under
 * the configured address (no `<base>`: the CSP forbids one), and chunks find their folder from
 * the loading script ('auto').
 */
export const playerConfig: Configuration = bundle({
  name: 'osa',
  entry: './src/osa/index.tsx',
  outputDir: PLAYER_OUTPUT_DIR,
  publicPath: 'auto',
  template: path.join(root, 'src', 'osa', 'index.html'),
});

const configs: Configuration[] = [spaConfig, playerConfig];

export default configs;
