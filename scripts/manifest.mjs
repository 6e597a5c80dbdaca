// custom-elements.json (Custom Elements Manifest 2.x) and the typings under dist/esm/, all generated from each
// widget's spec.ts, the same object defineWidget reads — so docs, typings and behaviour agree.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { attributeName, pascal } from '../src/core/spec/names.mjs';
import { withCore } from '../src/core/spec/spec-core.mjs';

export async function loadSpec(root, widget) {
  const source = readFileSync(resolve(root, 'src/widgets', widget, 'spec.ts'), 'utf8');
  const js = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
  const mod = await import(`data:text/javascript;base64,${Buffer.from(js).toString('base64')}`);
  if (!mod.spec) throw new Error(`src/widgets/${widget}/spec.ts must export \`spec\``);
  // The core's parts and events (the error notice, the consent placeholder, inlay-error) belong to every element.
  return withCore(mod.spec);
}

const tsTypeOf = (p) =>
  p.tsType ??
  (p.values
    ? p.values.map((v) => `'${v}'`).join(' | ')
    : { string: 'string', number: 'number', boolean: 'boolean', json: 'unknown', list: 'string[]' }[p.type]);
const fmt = (v) => (v === undefined ? undefined : JSON.stringify(v));

export async function writeManifest(root, widgets) {
  const specs = [];
  for (const w of widgets) specs.push([w, await loadSpec(root, w)]);
  const modules = specs.map(([w, spec]) => {
    const className = pascal(spec.tag) + 'Element';
    return {
      kind: 'javascript-module',
      path: `src/widgets/${w}/define.ts`,
      declarations: [
        {
          kind: 'class',
          customElement: true,
          name: className,
          tagName: spec.tag,
          summary: spec.summary,
          description: spec.summary,
          attributes: Object.entries(spec.props)
            .filter(([, p]) => p.attribute !== false)
            .map(([name, p]) => ({
              name: attributeName(name, p),
              fieldName: name,
              description: p.description,
              type: { text: tsTypeOf(p) },
              default: fmt(p.default),
            })),
          members: [
            ...Object.entries(spec.props).map(([name, p]) => ({
              kind: 'field',
              name,
              description: p.description,
              type: { text: tsTypeOf(p) },
              default: fmt(p.default),
              ...(p.attribute !== false ? { attribute: attributeName(name, p) } : {}),
            })),
            ...(spec.methods ?? []).map((m) => ({ kind: 'method', name: m.name, description: m.description })),
          ],
          events: spec.events.map((e) => ({ name: e.name, description: e.description, type: { text: `CustomEvent<${e.detail ?? 'void'}>` } })),
          cssParts: spec.cssParts.map(({ name, description }) => ({ name, description })),
          cssProperties: spec.cssProperties.map(({ name, description, default: d }) => ({ name, description, ...(d ? { default: d } : {}) })),
          slots: (spec.slots ?? []).map(({ name, description }) => ({ name, description })),
        },
      ],
      exports: [{ kind: 'custom-element-definition', name: spec.tag, declaration: { name: className, module: `src/widgets/${w}/define.ts` } }],
    };
  });
  writeFileSync(resolve(root, 'custom-elements.json'), JSON.stringify({ schemaVersion: '2.1.0', readme: 'README.md', modules }, null, 2) + '\n');

  writeTypings(root, specs);
}

// ---------------------------------------------------------------------------------------------------
// Typings, all generated from the specs (a new prop in a spec.ts flows through on the next build):
//   dist/esm/elements.d.ts  InlayXElement interfaces (properties, methods, typed addEventListener) and
//                           HTMLElementTagNameMap entries
//   dist/esm/react.d.ts     inlay/react: the components' props (camelCase props, onInlay* events, ref)
//   dist/esm/jsx.d.ts       inlay/jsx: the plain tags in React 19 JSX (attributes, properties, oninlay-*)
//   dist/esm/vue.d.ts       inlay/vue: GlobalComponents for vue-tsc / Volar (props, @inlay-* handlers)
// A type name used in a spec's tsType or event detail (e.g. FormField) must be exported by the widget's
// index.ts; InlayErrorDetail comes from the core.

const doc = (text, indent = '  ') =>
  text
    ? `${indent}/** ${String(text)
        .replace(/\*\//g, '*\\/')
        .replace(/\s*\n\s*/g, ' ')} */`
    : null;
const BUILTIN = new Set([
  'Record',
  'Promise',
  'Array',
  'ReadonlyArray',
  'Partial',
  'Pick',
  'Omit',
  'HTMLElement',
  'Element',
  'Event',
  'CustomEvent',
  'Date',
  'Map',
  'Set',
  'File',
  'FileList',
  'FormData',
  'Blob',
  'URL',
  'Response',
  'Headers',
  'RegExp',
  'Error',
  'Node',
  'Function',
  'Required',
  'Readonly',
]);
/** Capitalised names in a type text that need an import. */
function namesIn(text) {
  const bare = String(text).replace(/'[^']*'|"[^"]*"/g, '');
  return [...bare.matchAll(/\b[A-Z][A-Za-z0-9_]*\b/g)].map((m) => m[0]).filter((n) => !BUILTIN.has(n));
}
/** The value a property takes (what the element's setter accepts). */
function propertyType(p) {
  if (p.tsType) return p.type === 'list' ? `${p.tsType} | string` : p.tsType;
  if (p.values) return p.values.map((v) => `'${v}'`).join(' | ');
  if (p.type === 'number') return ['number', ...(p.keywords ?? []).map((k) => `'${k}'`)].join(' | ');
  return { string: 'string', number: 'number', boolean: 'boolean', json: 'unknown', list: 'string[] | string' }[p.type];
}
/** The value an attribute takes in markup (always text in the end; numbers and booleans are converted). */
function attributeType(p) {
  if (p.type === 'boolean') return "boolean | '' | 'true' | 'false'";
  if (p.type === 'number') return `${propertyType(p)} | \`\${number}\``;
  if (p.type === 'string') return p.tsType ?? (p.values ? propertyType(p) : 'string');
  return 'string';
}
const detailOf = (e) => `CustomEvent<${e.detail ?? 'void'}>`;
const camelEvent = (name) => 'on' + pascal(name);

function writeTypings(root, specs) {
  const out = resolve(root, 'dist/esm');
  const widgets = specs.map(([w, spec]) => ({ w, spec, base: pascal(spec.tag) }));
  const header = '// Generated from src/widgets/*/spec.ts by scripts/manifest.mjs: do not edit.';

  // elements.d.ts
  const imports = new Map(); // name → module
  for (const { w, spec } of widgets) {
    const texts = [
      ...Object.values(spec.props).map(propertyType),
      ...spec.events.map((e) => e.detail ?? ''),
      ...(spec.methods ?? []).map((m) => m.signature ?? ''),
    ];
    for (const n of texts.flatMap(namesIn)) if (!imports.has(n)) imports.set(n, n === 'InlayErrorDetail' ? './core/host/events' : `./widgets/${w}/index`);
  }
  const byModule = new Map();
  for (const [n, m] of imports) byModule.set(m, [...(byModule.get(m) ?? []), n]);
  const el = [header, "// HTMLElementTagNameMap entries: document.querySelector('inlay-form') is an InlayFormElement."];
  for (const [m, names] of byModule) el.push(`import type { ${names.sort().join(', ')} } from '${m}';`);
  el.push(`export type { ${[...imports.keys()].sort().join(', ')} };`, '');
  for (const { spec, base } of widgets) {
    el.push(`/** The events of <${spec.tag}>. */`, `export interface ${base}EventMap extends HTMLElementEventMap {`);
    for (const e of spec.events) el.push(doc(e.description), `  '${e.name}': ${detailOf(e)};`);
    el.push('}', '');
    el.push(doc(spec.summary, ''), `export interface ${base}Element extends HTMLElement {`);
    for (const [name, p] of Object.entries(spec.props)) el.push(doc(p.description), `  ${name}: ${propertyType(p)};`);
    for (const m of spec.methods ?? []) el.push(doc(m.description), `  ${m.name}${m.signature ?? '(): void'};`);
    el.push(
      `  addEventListener<K extends keyof ${base}EventMap>(type: K, listener: (this: ${base}Element, event: ${base}EventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;`,
      '  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;',
      `  removeEventListener<K extends keyof ${base}EventMap>(type: K, listener: (this: ${base}Element, event: ${base}EventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;`,
      '  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;',
      '}',
      '',
    );
  }
  el.push('declare global {', '  interface HTMLElementTagNameMap {');
  for (const { spec, base } of widgets) el.push(`    '${spec.tag}': ${base}Element;`);
  el.push('  }', '}', '');
  writeFileSync(resolve(out, 'elements.d.ts'), el.filter((l) => l !== null).join('\n'));
  const elementImports = `import type { ${[...widgets.map(({ base }) => `${base}Element`), ...[...imports.keys()].sort()].join(', ')} } from './elements';`;

  // react.d.ts (inlay/react)
  const rx = [
    header,
    "import type { ForwardRefExoticComponent, HTMLAttributes, RefAttributes } from 'react';",
    elementImports,
    "export type * from './elements';",
    '',
  ];
  for (const { spec, base } of widgets) {
    const keys = [...Object.keys(spec.props), ...spec.events.map((e) => camelEvent(e.name))];
    rx.push(`/** Props of <${base}>: the element's properties (camelCase) and its events as onInlay… handlers. */`);
    rx.push(`export interface ${base}Props extends Omit<HTMLAttributes<${base}Element>, ${keys.map((k) => `'${k}'`).join(' | ')}> {`);
    for (const [name, p] of Object.entries(spec.props)) rx.push(doc(p.description), `  ${name}?: ${propertyType(p)};`);
    for (const e of spec.events) rx.push(doc(`\`${e.name}\`: ${e.description}`), `  ${camelEvent(e.name)}?: (event: ${detailOf(e)}) => void;`);
    rx.push(
      '}',
      doc(`<${spec.tag}> as a React component (defines the element). ${spec.summary}`, ''),
      `export declare const ${base}: ForwardRefExoticComponent<${base}Props & RefAttributes<${base}Element>>;`,
      '',
    );
  }
  writeFileSync(resolve(out, 'react.d.ts'), rx.filter((l) => l !== null).join('\n'));

  // jsx.d.ts (inlay/jsx): the tags themselves in React 19. React 19 sets a prop as a property when the
  // element has it (camelCase names, objects) and as an attribute otherwise (dashed names: text only);
  // it listens to `oninlay-select` as the event "inlay-select" (an `onInlaySelect` would listen to "InlaySelect").
  const jx = [
    header,
    "// The <inlay-*> tags in React 19 JSX. Import once: `import type {} from 'inlay/jsx';`",
    "import type { DetailedHTMLProps, HTMLAttributes } from 'react';",
    elementImports,
    '',
  ];
  for (const { spec, base } of widgets) {
    jx.push(`/** <${spec.tag}> in React 19: attributes (dashed), properties (camelCase), oninlay-* events. */`, `export interface ${base}JSXAttributes {`);
    for (const [name, p] of Object.entries(spec.props)) {
      const attr = attributeName(name, p);
      if (attr && attr === name)
        jx.push(doc(p.description), `  '${attr}'?: ${p.type === 'json' || p.type === 'list' ? `${propertyType(p)} | string` : attributeType(p)};`);
      else {
        if (attr) jx.push(doc(p.description), `  '${attr}'?: ${attributeType(p)};`);
        jx.push(doc(p.description), `  ${name}?: ${propertyType(p)};`);
      }
    }
    for (const e of spec.events) jx.push(doc(e.description), `  'on${e.name}'?: (event: ${detailOf(e)}) => void;`);
    jx.push('}', '');
  }
  jx.push("declare module 'react' {", '  namespace JSX {', '    interface IntrinsicElements {');
  for (const { spec, base } of widgets)
    jx.push(`      '${spec.tag}': Omit<DetailedHTMLProps<HTMLAttributes<${base}Element>, ${base}Element>, keyof ${base}JSXAttributes> & ${base}JSXAttributes;`);
  jx.push('    }', '  }', '}', '');
  writeFileSync(resolve(out, 'jsx.d.ts'), jx.filter((l) => l !== null).join('\n'));

  // vue.d.ts (inlay/vue): a prop is written camelCase or dashed in a template; Vue sets it as a property
  // when the element has one (objects too) and as an attribute otherwise; @inlay-x is the onInlayX prop.
  const vx = [
    header,
    "// The <inlay-*> tags for vue-tsc / Volar. Import once: `import type {} from 'inlay/vue';`",
    "import type { DefineComponent, HTMLAttributes } from 'vue';",
    elementImports,
    '',
  ];
  for (const { spec, base } of widgets) {
    const keys = [...Object.keys(spec.props), ...spec.events.map((e) => camelEvent(e.name))];
    vx.push(
      `/** <${spec.tag}> in Vue templates (props camelCase or dashed, @inlay-* events, and the global HTML attributes). */`,
      `export interface ${base}VueProps extends Omit<HTMLAttributes, ${keys.map((k) => `'${k}'`).join(' | ')}> {`,
    );
    for (const [name, p] of Object.entries(spec.props)) {
      const t = p.type === 'json' || p.type === 'list' ? `${propertyType(p)} | string` : attributeType(p);
      vx.push(doc(p.description), `  ${name}?: ${t};`);
    }
    for (const e of spec.events) vx.push(doc(`@${e.name}: ${e.description}`), `  ${camelEvent(e.name)}?: (event: ${detailOf(e)}) => void;`);
    vx.push('}', '');
  }
  vx.push("declare module 'vue' {", '  interface GlobalComponents {');
  for (const { spec, base } of widgets) vx.push(`    '${spec.tag}': DefineComponent<${base}VueProps>;`);
  vx.push('  }', '}', '');
  writeFileSync(resolve(out, 'vue.d.ts'), vx.filter((l) => l !== null).join('\n'));
}
