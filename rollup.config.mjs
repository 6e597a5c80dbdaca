// Builds every standalone script (IIFE, preact/compat, minified, dev warnings stripped) and the ESM
// build for bundlers (real React as a peer). Widgets are discovered from src/widgets/*/define.ts, so
// adding a widget needs no change here.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from 'typescript';
import { camel } from './src/core/names.mjs';

const root = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));
const banner = `/*! Inlay v${pkg.version} | ${pkg.license} */`;

export const widgets = readdirSync(resolve(root, 'src/widgets'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(resolve(root, 'src/widgets', d.name, 'define.ts')))
  .map((d) => d.name)
  .sort();

/** `import css from './x.css?inline'` → the file's text, minified, as a string. */
function cssInline() {
  return {
    name: 'inlay-css-inline',
    resolveId(source, importer) {
      if (!source.endsWith('.css?inline')) return null;
      return '\0css:' + resolve(dirname(importer), source.slice(0, -'?inline'.length));
    },
    load(id) {
      if (!id.startsWith('\0css:')) return null;
      const file = id.slice(5);
      this.addWatchFile(file);
      const css = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\s+/g, ' ')
        .replace(/\s*([{};,>])\s*/g, '$1')
        // A space after a colon never matters (a selector can't have one; `a :hover` keeps its space).
        .replace(/:\s+/g, ':')
        .replace(/\s+!important/g, '!important')
        // 0.5 → .5 (not inside names: 10.5, a0.5 are left alone)
        .replace(/([\s:,(/*+-])0\.(\d)/g, '$1.$2')
        .replace(/#([\da-f])\1([\da-f])\2([\da-f])\3\b/gi, '#$1$2$3')
        .replace(/;}/g, '}')
        .trim();
      return `export default ${JSON.stringify(css)};`;
    },
  };
}

/**
 * Virtual entries: `inlay:all` (the all-widgets script: imports only, so the IIFE exports nothing and
 * creates no global) and `inlay:register` (ESM: defines every element and exports each define module by name) and `inlay:react`.
 */
function allWidgets() {
  const define = (w) => JSON.stringify(resolve(root, 'src/widgets', w, 'define.ts'));
  return {
    name: 'inlay-all',
    resolveId: (id) => (id === 'inlay:all' || id === 'inlay:register' || id === 'inlay:react' ? '\0' + id : null),
    load(id) {
      if (id === '\0inlay:all') return widgets.map((w) => `import ${define(w)};`).join('\n') + `\nimport ${JSON.stringify(resolve(root, 'src/core/global.ts'))};`;
      if (id === '\0inlay:register')
        return widgets.map((w) => `export * as ${camel(w)} from ${define(w)};`).join('\n');
      // inlay/react: one React component per element (each imports its element's definition).
      if (id === '\0inlay:react')
        return (
          `import { createInlayComponent } from ${JSON.stringify(resolve(root, 'src/bindings/react.ts'))};\n` +
          widgets
            .map((w) => {
              const name = 'Inlay' + camel('-' + w);
              return `import ${define(w)};\nimport { spec as ${camel(w)}Spec } from ${JSON.stringify(resolve(root, 'src/widgets', w, 'spec.ts'))};\nexport const ${name} = /*#__PURE__*/ createInlayComponent(${camel(w)}Spec, ${JSON.stringify(name)});`;
            })
            .join('\n')
        );
      return null;
    },
  };
}
/**
 * Translations are data: each namespace's `strings.json` (`{ "en": {…}, "de": {…}, … }`, imported by its
 * strings.ts). The standalone scripts carry English only: the JSON becomes a module of its `en` table;
 * the other languages are fetched on demand from dist/i18n/<lang>.json (written by scripts/i18n.mjs, see
 * src/core/i18n.ts). The ESM build keeps every language (`englishOnly: false`).
 */
function strings({ englishOnly }) {
  return {
    name: 'inlay-strings',
    transform(code, id) {
      if (!/[\\/]strings\.json$/.test(id)) return null;
      let table;
      try {
        table = JSON.parse(code);
      } catch (e) {
        this.error(`${id} is not valid JSON: ${e.message}`);
      }
      if (!table?.en) this.error(`${id} must have an "en" table`);
      return { code: `export default ${JSON.stringify(englishOnly ? { en: table.en } : table)};`, map: null };
    },
  };
}

/**
 * TypeScript → JS one file at a time (ts.transpileModule; tsconfig has isolatedModules, so no file needs
 * another's types). The type check is tsc's job in scripts/build.mjs. @rollup/plugin-typescript built a
 * whole program per bundle: ~5 s of CPU each, most of a small bundle's build.
 */
const tsOptions = (() => {
  const { config } = typescript.readConfigFile(resolve(root, 'tsconfig.json'), typescript.sys.readFile);
  const { options } = typescript.convertCompilerOptionsFromJson(config.compilerOptions, root);
  return { ...options, noEmit: false, declaration: false, sourceMap: false, inlineSourceMap: false, isolatedModules: true };
})();
/**
 * The one step that takes documentation out of the standalone scripts: in a widget's spec.ts, every
 * `description`, `summary` and `tsType` property (docs and typings text: custom-elements.json, the
 * docs and the .d.ts files carry them) is dropped from the object literals, and so are the spec's
 * `events`, `cssParts`, `cssProperties` and `slots` records; the `methods` record keeps its names only
 * (`{ next: 0 }`: the element reads only `tag`, `props` and the method names). Spec files stay plain
 * data: no per-spec tricks.
 */
const DOC_KEYS = new Set(['description', 'summary', 'tsType', 'signature']);
const SPEC_DOC_KEYS = new Set(['events', 'cssParts', 'cssProperties', 'slots']);
const SPEC_FILE = /[\\/]widgets[\\/][^\\/]+[\\/]spec\.ts$/;
const stripDocs = (context) => (file) => {
  const keyOf = (p) => (typescript.isPropertyAssignment(p) ? p.name.getText(file) : '');
  const f = context.factory;
  /** `methods: { next: 'Go to…', goTo: { … } }` → `methods: { next: 0, goTo: 0 }`. */
  const namesOnly = (p) =>
    typescript.isObjectLiteralExpression(p.initializer)
      ? f.updatePropertyAssignment(p, p.name, f.createObjectLiteralExpression(p.initializer.properties.filter(typescript.isPropertyAssignment).map((m) => f.createPropertyAssignment(m.name, f.createNumericLiteral(0)))))
      : p;
  const visit = (node) => {
    if (typescript.isObjectLiteralExpression(node)) {
      const isSpec = node.properties.some((p) => keyOf(p) === 'tag');
      const kept = node.properties
        .filter((p) => !DOC_KEYS.has(keyOf(p)) && !(isSpec && SPEC_DOC_KEYS.has(keyOf(p))))
        .map((p) => (isSpec && keyOf(p) === 'methods' ? namesOnly(p) : p));
      return typescript.visitEachChild(context.factory.updateObjectLiteralExpression(node, kept), visit, context);
    }
    return typescript.visitEachChild(node, visit, context);
  };
  return typescript.visitNode(file, visit);
};
/**
 * The element and root classes' internal fields (src/core/define.tsx, src/core/root.tsx) get short names in the standalone scripts:
 * each script has its own class, nothing outside it reads them, and no bundled library uses these names
 * (checked: preact, keen-slider, formik, yup, instantsearch, algoliasearch, minisearch).
 */
const INTERNAL_FIELDS = /^_(problems|root|raw|unwatch|unreported|props|connected|waiting|set|render|queueReports|changed|apply|pending|flushReports|ctx|lightDom|failed|context|container)$/;
/**
 * algoliasearch's transporter returns a streaming request (server-sent events, for Algolia's AI
 * endpoints) that search never calls; returned in an object, it and its SSE line decoder escape
 * tree-shaking. Dropping it from that object lets them go (search ≈ 1 KB min, 0.4 KB gzip).
 */
const noAlgoliaStreams = () => ({
  name: 'inlay-no-algolia-streams',
  transform(code, id) {
    if (!/[\\/]@algolia[\\/]client-common[\\/].*\.js$/.test(id)) return null;
    const out = code.replace(/\n\s*requestStream,\n/, '\n');
    if (out === code) this.warn(`${id}: the transporter's requestStream was not found (this size trim no longer applies)`);
    return { code: out, map: null };
  },
});
const ts = ({ docs = true } = {}) => ({
  name: 'inlay-ts',
  transform(code, id) {
    if (!/\.(ts|tsx|mts)$/.test(id) || id.endsWith('.d.ts') || id.includes('/node_modules/')) return null;
    const transformers = !docs && SPEC_FILE.test(id) ? { before: [stripDocs] } : undefined;
    const out = typescript.transpileModule(code, { fileName: id, compilerOptions: tsOptions, reportDiagnostics: false, transformers });
    // Our modules keep rollup's default (side effects assumed), as with @rollup/plugin-typescript: the
    // package.json "sideEffects" list names dist/ files, and would otherwise empty dist/inlay.js.
    return { code: out.outputText, map: null, moduleSideEffects: true };
  },
});

const onwarn = (warning, warn) => {
  if (['THIS_IS_UNDEFINED', 'CIRCULAR_DEPENDENCY', 'MISSING_NAME_OPTION_FOR_IIFE_EXPORT', 'EMPTY_BUNDLE'].includes(warning.code)) return;
  warn(warning);
};

/**
 * Scripts whose widget uses only hooks, context and class components from React: they get plain preact
 * (src/core/shims) instead of preact/compat, ~1.2 KB gzip less — and no compat hook on every vnode, which
 * is ~15% of upgrading 1000 fit-text elements. Their browser tests run on that build.
 */
const COMPAT_FREE = new Set(['inlay-share', 'inlay-fit-text', 'inlay-form-captcha', 'inlay-slider']);
/**
 * Scripts that run most of their code the moment their elements connect: the first line asks V8 to
 * compile every function eagerly, on the streaming thread while the script downloads, instead of
 * lazily on the main thread at first call (V8's explicit compile hints). Upgrading and fitting 1000
 * fit-text elements in a fresh browser: ~5% faster (bench/fit-text.bench.mjs, same run). Not for the
 * big scripts, most of whose code runs only on interaction.
 */
const EAGER = new Set(['inlay-fit-text']);
const EAGER_HINT = '//# allFunctionsCalledOnLoad';

/** `outDir`: where the script goes (test probes are built to test/.build/, never into the package's dist/). */
export function scriptConfig(name, input, outDir = resolve(root, 'dist')) {
  const lite = COMPAT_FREE.has(name);
  return {
    input,
    onwarn,
    plugins: [
      allWidgets(),
      alias({
        entries: [
          { find: /^react-dom\/client$/, replacement: lite ? resolve(root, 'src/core/shims/react-dom-client.ts') : 'preact/compat/client' },
          { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
          { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
          { find: /^react-dom$/, replacement: 'preact/compat' },
          { find: /^react$/, replacement: lite ? resolve(root, 'src/core/shims/react.ts') : 'preact/compat' },
          // InstantSearch's insights, routing (with its history router and qs) and metadata middlewares and
          // its DOM templates' helpers, none of which Inlay turns on: see the shim. ~3 KB gzip saved.
          { find: /^\.\.\/middlewares\/create(Insights|Router|Metadata)Middleware\.js$/, replacement: resolve(root, 'src/widgets/search/shims/instantsearch.ts') },
          { find: /^\.\/createHelpers\.js$/, replacement: resolve(root, 'src/widgets/search/shims/instantsearch.ts') },
          // formik's lodash-es clone/cloneDeep (plain-data copies) and hoist-non-react-statics (for connect(),
          // unused): small shims, ~4 KB gzip saved for the form.
          { find: /^lodash-es\/cloneDeep$/, replacement: resolve(root, 'src/widgets/form/shims/clone-deep.ts') },
          { find: /^lodash-es\/clone$/, replacement: resolve(root, 'src/widgets/form/shims/clone.ts') },
          { find: /^lodash-es\/toPath$/, replacement: resolve(root, 'src/widgets/form/shims/to-path.ts') },
          { find: /^lodash-es\/isPlainObject$/, replacement: resolve(root, 'src/widgets/form/shims/is-plain-object.ts') },
          { find: /^hoist-non-react-statics$/, replacement: resolve(root, 'src/widgets/form/shims/hoist-statics.ts') },
          // yup's tiny-case (object key transforms Inlay never calls): ~0.7 KB gzip saved.
          { find: /^tiny-case$/, replacement: resolve(root, 'src/widgets/form/shims/tiny-case.ts') },
          // inlay-form.js loads its captcha module (consent lookup, placeholder: ~6.5 KB gzip) as a separate
          // script, only for forms with a captcha; inlay.js and the ESM build include it.
          ...(name === 'inlay-form' ? [{ find: /^\.\/captcha-load$/, replacement: resolve(root, 'src/widgets/form/captcha-load.script.ts') }] : []),
        ],
      }),
      replace({
        preventAssignment: true,
        values: { __DEV__: 'false', __SCRIPT__: 'true', __VERSION__: JSON.stringify(pkg.version), 'process.env.NODE_ENV': JSON.stringify('production') },
      }),
      cssInline(),
      nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
      commonjs(),
      ts({ docs: false }),
      strings({ englishOnly: true }),
      noAlgoliaStreams(),
      // INLAY_PRETTY=1: readable output for profiling (never shipped).
      process.env.INLAY_PRETTY ? null : terser({ ecma: 2020, compress: { passes: 3, pure_getters: true, keep_fargs: false, unsafe_methods: true }, mangle: { properties: { regex: INTERNAL_FIELDS } }, format: { comments: /^!|^# allFunctionsCalledOnLoad$/, ascii_only: true } }),
    ],
    output: { file: resolve(outDir, `${name}.js`), format: 'iife', banner: EAGER.has(name) ? `${EAGER_HINT}\n${banner}` : banner, inlineDynamicImports: true },
  };
}

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
    allWidgets(),
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
 * bin/inlay.mjs. Entries: main (the command), chunk-workers (also the module each index-writer thread
 * runs, so it stays a file of its own) and extract (what the WordPress plugin's PHP port is compared
 * with). Not minified: a stack trace from a site owner's run should read like the source.
 */
export const cliConfig = {
  input: Object.fromEntries(['main', 'chunk-workers', 'extract'].map((n) => [n, resolve(root, `src/cli/${n}.ts`)])),
  onwarn,
  external: (id) => id.startsWith('node:') || Object.keys(pkg.dependencies ?? {}).some((d) => id === d || id.startsWith(`${d}/`)),
  // The entries may export more than their module does: chunk-workers.js then holds the writer's shared code
  // instead of re-exporting it from a chunk that the worker thread would have to be pointed at.
  preserveEntrySignatures: 'allow-extension',
  plugins: [nodeResolve({ extensions: ['.mjs', '.js', '.ts', '.json'], preferBuiltins: true }), ts()],
  output: { dir: resolve(root, 'dist/cli'), format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name].js', banner },
};

const only = process.env.INLAY_ONLY; // e.g. INLAY_ONLY=fit-text builds just that script (dev loop)
export default [
  ...widgets.filter((w) => !only || only === w).map((w) => scriptConfig(`inlay-${w}`, resolve(root, 'src/widgets', w, 'define.ts'))),
  ...(!only || only === 'form' ? [scriptConfig('inlay-form-captcha', resolve(root, 'src/widgets/form/captcha-addon.ts'))] : []),
  ...(only ? [] : [scriptConfig('inlay', 'inlay:all'), esmConfig]),
  ...(!only || only === 'cli' ? [cliConfig] : []),
];
