// The build's own rollup plugins (rollup.config.mjs assembles them with each widget's knobs).
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import typescript from 'typescript';
import { camel } from '../src/core/spec/names.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** `import css from './x.css?inline'` → the file's text, minified, as a string. */
export function cssInline() {
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
        // No space is needed around a `/` (rgb(0 0 0/.5), grid-column:1/-1); + and - in calc() keep theirs.
        .replace(/\s*([{};,>/])\s*/g, '$1')
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
export function allWidgets(widgets) {
  const define = (w) => JSON.stringify(resolve(root, 'src/widgets', w, 'define.ts'));
  return {
    name: 'inlay-all',
    resolveId: (id) => (id === 'inlay:all' || id === 'inlay:register' || id === 'inlay:react' ? '\0' + id : null),
    load(id) {
      if (id === '\0inlay:all')
        return widgets.map((w) => `import ${define(w)};`).join('\n') + `\nimport ${JSON.stringify(resolve(root, 'src/core/host/global.ts'))};`;
      if (id === '\0inlay:register') return widgets.map((w) => `export * as ${camel(w)} from ${define(w)};`).join('\n');
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
 * src/core/i18n/i18n.ts). The ESM build keeps every language (`englishOnly: false`).
 */
export function strings({ englishOnly }) {
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
      ? f.updatePropertyAssignment(
          p,
          p.name,
          f.createObjectLiteralExpression(
            p.initializer.properties.filter(typescript.isPropertyAssignment).map((m) => f.createPropertyAssignment(m.name, f.createNumericLiteral(0))),
          ),
        )
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
export const ts = ({ docs = true } = {}) => ({
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
