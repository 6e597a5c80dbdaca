// Builds every standalone script (IIFE, preact/compat, minified, dev warnings stripped) and the ESM
// build for bundlers (real React as a peer). This file only assembles: widgets are discovered from
// src/widgets/*/define.ts, each widget's own knobs (aliases, compat-free runtime, eager compile, extra
// scripts, private property names) are in its src/widgets/<name>/build.mjs, and the plugins in
// scripts/rollup-plugins.mjs. Adding a widget needs no change here.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { allWidgets, cssInline, strings, ts } from './scripts/rollup-plugins.mjs';

const root = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));
const banner = `/*! Inlay v${pkg.version} | ${pkg.license} */`;

export const widgets = readdirSync(resolve(root, 'src/widgets'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(resolve(root, 'src/widgets', d.name, 'define.ts')))
  .map((d) => d.name)
  .sort();

/** Each widget's build knobs (src/widgets/<name>/build.mjs; none: the defaults). */
const knobs = Object.fromEntries(
  await Promise.all(
    widgets.map(async (w) => {
      const file = resolve(root, 'src/widgets', w, 'build.mjs');
      return [w, existsSync(file) ? (await import(pathToFileURL(file).href)).default : {}];
    }),
  ),
);

/**
 * The element and root classes' internal fields (src/core/element/define.tsx, src/core/element/root.tsx) get short
 * names in the standalone scripts: each script has its own class, nothing outside it reads them, and no
 * bundled library uses these names (checked: preact, keen-slider, formik, yup, instantsearch,
 * algoliasearch, minisearch). A widget adds its own in `privateProperties`.
 */
const CORE_PRIVATE = [
  'problems',
  'root',
  'raw',
  'unwatch',
  'unreported',
  'props',
  'connected',
  'waiting',
  'set',
  'render',
  'queueReports',
  'changed',
  'apply',
  'pending',
  'flushReports',
  'ctx',
  'lightDom',
  'failed',
  'caught',
  'context',
  'container',
].map((f) => `_${f}`);
const privateProperties = (names) => new RegExp(`^(${[...CORE_PRIVATE, ...names].join('|')})$`);

/**
 * A compat-free script's widget uses only hooks, context and class components from React: plain
 * preact (src/core/shims) instead of preact/compat, ~1.2 KB gzip less — and no compat hook on every
 * vnode, which is ~15% of upgrading 1000 fit-text elements. Its browser tests run on that build.
 *
 * An eager script runs most of its code the moment its elements connect: the first line asks V8 to
 * compile every function eagerly, on the streaming thread while the script downloads, instead of
 * lazily on the main thread at first call (V8's explicit compile hints). Upgrading and fitting 1000
 * fit-text elements in a fresh browser: ~5% faster (bench/fit-text.bench.mjs, same run). Not for the
 * big scripts, most of whose code runs only on interaction.
 */
const EAGER_HINT = '//# allFunctionsCalledOnLoad';

/**
 * A page-only script (`pageOnly` in its widget's build.mjs) runs in a browser window and nowhere else:
 * never as a worker (search's script is also its own index worker, so neither it nor inlay.js is one)
 * and never on a server. There, the source's `typeof window` / `typeof document` guards (for server
 * rendering with the ESM build) and its checks for DOM APIs every supported browser has are constants,
 * and the minifier drops them with the code they guard: ~50-60 B gzip in share and slider.
 */
const PAGE_ONLY = {
  'typeof window': '"object"',
  'typeof document': '"object"',
  'typeof MutationObserver': '"function"',
  'typeof getComputedStyle': '"function"',
};

/**
 * One standalone script. `build`: the knobs of what it contains (a widget's build.mjs, or the union of
 * all for inlay.js); `outDir`: where it goes (test scripts go to test/.build/, never into dist/).
 */
export function scriptConfig(name, input, outDir = resolve(root, 'dist'), build = {}) {
  const lite = !!build.compatFree;
  return {
    input,
    onwarn,
    plugins: [
      allWidgets(widgets),
      alias({
        entries: [
          { find: /^react-dom\/client$/, replacement: lite ? resolve(root, 'src/core/shims/react-dom-client.ts') : 'preact/compat/client' },
          { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
          { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
          { find: /^react-dom$/, replacement: 'preact/compat' },
          { find: /^react$/, replacement: lite ? resolve(root, 'src/core/shims/react.ts') : 'preact/compat' },
          ...(build.aliases ?? []),
        ],
      }),
      replace({
        preventAssignment: true,
        values: {
          __DEV__: 'false',
          __SCRIPT__: 'true',
          __VERSION__: JSON.stringify(pkg.version),
          'process.env.NODE_ENV': JSON.stringify('production'),
          ...(build.pageOnly ? PAGE_ONLY : {}),
        },
      }),
      cssInline(),
      nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
      commonjs(),
      ts({ docs: false }),
      strings({ englishOnly: true }),
      ...(build.plugins ?? []).map((plugin) => plugin()),
      // INLAY_PRETTY=1: readable output for profiling (never shipped).
      process.env.INLAY_PRETTY
        ? null
        : terser({
            ecma: 2020,
            compress: { passes: 4, pure_getters: true, keep_fargs: false, unsafe_methods: true },
            mangle: { properties: { regex: privateProperties(build.privateProperties ?? []) } },
            format: { comments: /^!|^# allFunctionsCalledOnLoad$/, ascii_only: true },
          }),
    ],
    output: { file: resolve(outDir, `${name}.js`), format: 'iife', banner: build.eager ? `${EAGER_HINT}\n${banner}` : banner, inlineDynamicImports: true },
  };
}

const onwarn = (warning, warn) => {
  if (['THIS_IS_UNDEFINED', 'CIRCULAR_DEPENDENCY', 'MISSING_NAME_OPTION_FOR_IIFE_EXPORT', 'EMPTY_BUNDLE'].includes(warning.code)) return;
  warn(warning);
};

/** A widget's own script: its knobs plus the aliases meant for that script only (`ownAliases`). */
const widgetScript = (w) => {
  const { ownAliases = [], scripts: _extra, ...build } = knobs[w];
  return scriptConfig(`inlay-${w}`, resolve(root, 'src/widgets', w, 'define.ts'), undefined, { ...build, aliases: [...(build.aliases ?? []), ...ownAliases] });
};
/** A widget's further scripts (`scripts: { name: { input, compatFree } }`), with its aliases and plugins. */
const extraScripts = (w) =>
  Object.entries(knobs[w].scripts ?? {}).map(([name, { input, ...build }]) =>
    scriptConfig(name, input, undefined, { aliases: knobs[w].aliases, plugins: knobs[w].plugins, privateProperties: knobs[w].privateProperties, ...build }),
  );
/** inlay.js: every widget, so every widget's aliases, plugins and private names (never compat-free). */
const allKnobs = {
  aliases: widgets.flatMap((w) => knobs[w].aliases ?? []),
  plugins: widgets.flatMap((w) => knobs[w].plugins ?? []),
  privateProperties: widgets.flatMap((w) => knobs[w].privateProperties ?? []),
};

const esmInputs = {
  index: resolve(root, 'src/index.ts'),
  register: 'inlay:register',
  react: 'inlay:react',
  ...Object.fromEntries(
    widgets.flatMap((w) => [
      [`widgets/${w}/index`, resolve(root, 'src/widgets', w, 'index.ts')],
      [`widgets/${w}/define`, resolve(root, 'src/widgets', w, 'define.ts')],
    ]),
  ),
};

const esmConfig = {
  input: esmInputs,
  onwarn,
  external: (id) => /^(react|react-dom)(\/|$)/.test(id) || Object.keys(pkg.dependencies ?? {}).some((d) => id === d || id.startsWith(`${d}/`)),
  plugins: [
    allWidgets(widgets),
    replace({
      preventAssignment: true,
      values: { __DEV__: "(process.env.NODE_ENV !== 'production')", __SCRIPT__: 'false', __VERSION__: JSON.stringify(pkg.version) },
    }),
    cssInline(),
    nodeResolve({ extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
    ts(),
    strings({ englishOnly: false }),
  ],
  // One output file per source module (dist/esm/widgets/slider/define.js is src/widgets/slider/define.ts):
  // the modules with side effects (register.js, react.js, widgets/*/define.js) stay separate files that
  // package.json's `sideEffects` names, so Rollup/Vite and webpack keep them. With shared chunks the
  // `customElements.define` calls moved into hashed chunks that `sideEffects` did not list, and a
  // consumer's production build dropped them (issue 15).
  output: {
    dir: resolve(root, 'dist/esm'),
    format: 'es',
    preserveModules: true,
    preserveModulesRoot: resolve(root, 'src'),
    entryFileNames: '[name].js',
    banner,
  },
};

/**
 * The `inlay` command (Node only, never in a browser script): src/cli to dist/cli as ES modules, run by
 * bin/inlay.mjs. Entries: main (the command), index-worker, chunk-workers and page-workers (also the
 * modules their threads run, so each stays a file of its own) and extract (what the WordPress plugin's
 * PHP port is compared with). Not minified: a stack trace from a site owner's run should read like the source.
 */
export const cliConfig = {
  input: Object.fromEntries(['main', 'index-worker', 'chunk-workers', 'page-workers', 'extract'].map((n) => [n, resolve(root, `src/cli/${n}.ts`)])),
  onwarn,
  external: (id) => id.startsWith('node:') || Object.keys(pkg.dependencies ?? {}).some((d) => id === d || id.startsWith(`${d}/`)),
  // The entries may export more than their module does: chunk-workers.js then holds the writer's shared code
  // instead of re-exporting it from a chunk that the worker thread would have to be pointed at.
  preserveEntrySignatures: 'allow-extension',
  plugins: [nodeResolve({ extensions: ['.mjs', '.js', '.ts', '.json'], preferBuiltins: true }), ts()],
  output: { dir: resolve(root, 'dist/cli'), format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name].js', banner },
};

const only = process.env.INLAY_ONLY; // e.g. INLAY_ONLY=fit-text builds just that widget's scripts (dev loop)
export default [
  ...widgets.filter((w) => !only || only === w).flatMap((w) => [widgetScript(w), ...extraScripts(w)]),
  ...(only ? [] : [scriptConfig('inlay', 'inlay:all', undefined, allKnobs), esmConfig]),
  ...(!only || only === 'cli' ? [cliConfig] : []),
];
