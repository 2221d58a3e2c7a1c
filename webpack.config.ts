/**
 * Webpack configuration of the platform SPA: src/app/index.tsx to dist/app, with index.html at
 * the root and every asset under static/ with content-hashed names. Built through the Node API
 * (scripts/build.ts); production unless NODE_ENV=development.
 */
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import type { Configuration } from 'webpack';

const root = __dirname;
const development = process.env.NODE_ENV === 'development';

/** Where the SPA is written; the server serves this folder at '/'. */
export const SPA_OUTPUT_DIR = path.join(root, 'dist', 'app');

const config: Configuration = {
  name: 'app',
  mode: development ? 'development' : 'production',
  context: root,
  entry: { main: './src/app/index.tsx' },
  output: {
    path: SPA_OUTPUT_DIR,
    publicPath: '/',
    filename: development ? 'static/js/[name].js' : 'static/js/[name].[contenthash:10].js',
    chunkFilename: development ? 'static/js/[name].chunk.js' : 'static/js/[name].[contenthash:10].chunk.js',
    assetModuleFilename: 'static/media/[name].[contenthash:10][ext]',
    clean: true,
  },
  // No eval source maps: the server's CSP allows no 'unsafe-eval'.
  devtool: development ? 'cheap-module-source-map' : 'source-map',
  resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
  module: {
    rules: [
      {
        test: /\.[jt]sx?$/,
        exclude: /node_modules/,
        use: { loader: 'babel-loader', options: { configFile: path.join(root, 'babel.config.js'), cacheDirectory: true } },
      },
      // Extracted to a file, never injected as <style>: the CSP forbids inline styles.
      { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
      { test: /\.(png|svg|jpe?g|gif|woff2?)$/, type: 'asset/resource' },
    ],
  },
  plugins: [
    new HtmlWebpackPlugin({
      template: path.join(root, 'src', 'app', 'index.html'),
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

export default config;
