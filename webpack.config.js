/**
 * Production build: content-hashed bundles in dist/, route-level chunks, precompiled messages
 * (no ICU parser in the bundle), rxjs's ES2015 build. Development: `npm run dev` (watch).
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const { transform: formatjsTransform } = require('@formatjs/ts-transformer');
const pkg = require('./package.json');

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/app/main.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: production ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      chunkFilename: production ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      publicPath: 'auto',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      conditionNames: ['es2015', 'browser', 'import', 'module', 'default'],
      alias: {
        // Messages arrive precompiled (formatjs compile --ast): the runtime needs no ICU parser.
        '@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            options: {
              transpileOnly: true,
              compilerOptions: { noEmit: false, sourceMap: true },
              getCustomTransformers: () => ({ before: [formatjsTransform({ ast: true, additionalFunctionNames: ['msg'] })] }),
            },
          },
        },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: './public/index.html',
        templateParameters: { version: pkg.version },
        scriptLoading: 'defer',
        favicon: './public/assets/favicon.svg',
      }),
      new CopyPlugin({
        patterns: [
          { from: 'public/assets', to: 'assets', noErrorOnMissing: true },
          { from: 'build/i18n', to: 'assets/i18n' },
        ],
      }),
    ],
    optimization: {
      splitChunks: { chunks: 'all' },
      runtimeChunk: 'single',
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
