#!/usr/bin/env node
// npm run docs: writes each element's reference (from custom-elements.json, itself generated from each
// widget's spec.ts) into its page, docs/<widget>.md, between the reference markers (added at the end
// of the page if missing). scripts/docs.test.ts fails when a page is out of date, so the docs stay true.
// README.md is written by hand: the first five minutes only, linking to docs/.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const esc = (s) =>
  String(s ?? '')
    .replace(/\|/g, '\\|')
    .replace(/\n/g, ' ');

/** The reference tables of every element in the manifest (or only `tagName`'s). */
export function referenceMarkdown(manifest, tagName) {
  const out = [];
  for (const mod of manifest.modules) {
    for (const d of mod.declarations) {
      if (!d.customElement || (tagName && d.tagName !== tagName)) continue;
      if (!tagName) out.push(`### \`<${d.tagName}>\``, '');
      out.push(d.summary, '');
      const attrs = d.attributes ?? [];
      if (attrs.length) {
        out.push('| Attribute | Property | Type | Default | Description |', '|---|---|---|---|---|');
        for (const a of attrs)
          out.push(
            `| \`${a.name}\` | \`${a.fieldName}\` | \`${esc(a.type?.text)}\` | ${a.default !== undefined ? `\`${esc(a.default)}\`` : '—'} | ${esc(a.description)} |`,
          );
        out.push('');
      }
      const propOnly = (d.members ?? []).filter((m) => m.kind === 'field' && !m.attribute);
      if (propOnly.length) {
        out.push('| Property (no attribute) | Type | Description |', '|---|---|---|');
        for (const m of propOnly) out.push(`| \`${m.name}\` | \`${esc(m.type?.text)}\` | ${esc(m.description)} |`);
        out.push('');
      }
      const methods = (d.members ?? []).filter((m) => m.kind === 'method');
      if (methods.length) {
        out.push('| Method | Description |', '|---|---|');
        for (const m of methods) out.push(`| \`${m.name}()\` | ${esc(m.description)} |`);
        out.push('');
      }
      if (d.events?.length) {
        out.push('| Event | Detail | Description |', '|---|---|---|');
        for (const e of d.events) out.push(`| \`${e.name}\` | \`${esc(e.type?.text)}\` | ${esc(e.description)} |`);
        out.push('');
      }
      if (d.slots?.length) {
        out.push('| Slot | Description |', '|---|---|');
        for (const s of d.slots) out.push(`| ${s.name ? `\`${s.name}\`` : '(default)'} | ${esc(s.description)} |`);
        out.push('');
      }
      if (d.cssParts?.length) {
        out.push('| CSS part | Description |', '|---|---|');
        for (const p of d.cssParts) out.push(`| \`::part(${p.name})\` | ${esc(p.description)} |`);
        out.push('');
      }
      if (d.cssProperties?.length) {
        out.push('| Custom property | Default | Description |', '|---|---|---|');
        for (const p of d.cssProperties) out.push(`| \`${p.name}\` | ${p.default ? `\`${esc(p.default)}\`` : '—'} | ${esc(p.description)} |`);
        out.push('');
      }
    }
  }
  return out.join('\n').trim();
}

export function replaceBetween(text, name, body) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  if (i < 0 || j < i) throw new Error(`lacks the ${start} … ${end} markers`);
  return text.slice(0, i + start.length) + '\n' + body + '\n' + text.slice(j);
}

const REFERENCE_HEAD =
  "## Reference\n\nGenerated from the widget's spec (`custom-elements.json`) by `npm run docs`: edit `src/widgets/<name>/spec.ts`, not this section.\n\n";

/** { 'docs/<widget>.md': text } for every element in the manifest, with its reference up to date. */
export function renderDocs() {
  const manifest = JSON.parse(readFileSync(resolve(root, 'custom-elements.json'), 'utf8'));
  const out = {};
  for (const mod of manifest.modules) {
    for (const d of mod.declarations) {
      if (!d.customElement) continue;
      const file = `docs/${d.tagName.replace(/^inlay-/, '')}.md`;
      const path = resolve(root, file);
      let text = existsSync(path) ? readFileSync(path, 'utf8') : `# \`<${d.tagName}>\`\n`;
      if (!text.includes('<!-- reference:start -->')) text = `${text.trimEnd()}\n\n${REFERENCE_HEAD}<!-- reference:start -->\n<!-- reference:end -->\n`;
      out[file] = replaceBetween(text, 'reference', referenceMarkdown(manifest, d.tagName));
    }
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [file, text] of Object.entries(renderDocs())) writeFileSync(resolve(root, file), text);
  console.log('docs/<widget>.md: element reference updated.');
}
