// webpack 5, production mode, on `import 'inlay/register'` (no loaders: the package is plain ESM).
import webpack from 'webpack';
import { resolve } from 'node:path';

const config = {
  mode: 'production',
  context: import.meta.dirname,
  entry: './src/webpack-entry.js',
  output: { path: resolve(import.meta.dirname, 'dist-webpack'), filename: 'main.js', clean: true },
  performance: { hints: false },
  // Minifying 600 KB takes a minute on two cores and changes nothing here: `sideEffects` decides which
  // modules stay, with or without it.
  optimization: { minimize: false },
};
webpack(config, (err, stats) => {
  if (err || stats.hasErrors()) {
    console.error(err ?? stats.toString('errors-only'));
    process.exit(1);
  }
});
