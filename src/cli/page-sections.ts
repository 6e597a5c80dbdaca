/**
 * Node only (`inlay index`): a page's indexed region cut into sections — the page title starts the page's
 * own section; every h2–h4 with an anchor (page-anchors.ts) starts one, and so does every `<dt>` with an id
 * (API entries, glossary terms); an h2/h3 with no id at all is linked by a text fragment.
 */
import { anchorOf, textFragment } from './page-anchors';
import { DECOR, INLINE, isCData, isElement, isText, leftOutBy, rawText, textOf, walk, type ChildNode, type Element } from './page-noise';

export interface Section {
  anchor: string | null;
  /** A text fragment (`:~:text=…`) when the heading has no anchor. */
  fragment?: string;
  heading: string;
  level: number;
  lvl1: string | null;
  lvl2: string | null;
  weight: number;
  text: string[];
  /** The text after a definition list whose terms opened sections: back under the heading before it. */
  resume?: boolean;
  /** An API entry or glossary term (`<dt id>`). */
  term?: boolean;
}

/** A qualified API name as Sphinx writes it in an entry's id: `django.db.models.query.QuerySet.filter`. */
const QUALIFIED = /^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+$/;

/**
 * The qualified name in an API entry's id when the entry shows less of it: Sphinx writes a method inside
 * its class as `filter(*args, **kwargs)` under `<dt id="django.db.models.query.QuerySet.filter">`. Indexed
 * with the entry, `QuerySet.filter` typed whole and "queryset filter" (joined as an identifier) find it.
 */
export function qualifiedName(id: string, term: string): string | null {
  if (!QUALIFIED.test(id) || term.includes(id)) return null;
  // The entry shows the name's last part (after a `classmethod`, `property`… it may have).
  const name = id.slice(id.lastIndexOf('.') + 1);
  return new RegExp(`(?:^|\\W)${name}(?:\\W|$)`).test(term) ? id : null;
}

export interface SectionContext {
  title: string;
  pageWeight: number;
  /** The title's h1 and the logos (h1s linking elsewhere): left out, the page's own record carries the title. */
  h1: Element | null;
  logos: Element[];
  /** Elements no section may take its id from: the regions and everything around the title. */
  stops: Set<Element>;
  warnings: string[];
  weightOf: (el: Element) => number | null;
}

/** The sections of `nodes`, what was left out (characters per reason; permalinks: how many) and the characters of code (`<pre>`). */
export function sectionsOf(nodes: ChildNode[], context: SectionContext): { sections: Section[]; leftOut: Record<string, number>; codeChars: number } {
  const sections: Section[] = [{ anchor: null, heading: context.title, level: 0, lvl1: null, lvl2: null, weight: context.pageWeight, text: [] }];
  let lvl1: string | null = null;
  let lvl2: string | null = null;
  const seen = new Set<string>();
  const leftOut: Record<string, number> = {};
  let codeChars = 0;
  const open = (section: Section): void => {
    if (section.anchor) {
      if (seen.has(section.anchor)) context.warnings.push(`id "${section.anchor}" is used by two headings; the second is linked to the first`);
      seen.add(section.anchor);
    }
    sections.push(section);
  };
  const count = (why: string, el: Element): void => {
    leftOut[why] = (leftOut[why] ?? 0) + (why === 'permalinks' ? 1 : rawText(el.children).replace(/\s+/g, ' ').trim().length);
  };
  /** What a heading's text leaves out (its permalink). */
  const note = (list: ChildNode[]): void =>
    walk(list, (el) => {
      const why = leftOutBy(el);
      if (why) count(why, el);
      return !why;
    });
  /** Per definition list whose terms opened sections: the section its text after the list belongs to. */
  const dlResume = new Map<unknown, Section>();
  /** `inPre`: inside <pre> (its text is code). */
  const rec = (list: ChildNode[], inheritedWeight: number | null, inPre: boolean): void => {
    for (const node of list) {
      const cur = sections[sections.length - 1]!;
      if (isText(node)) {
        cur.text.push(node.data);
        if (inPre) codeChars += node.data.length;
      } else if (isCData(node)) rec(node.children, inheritedWeight, inPre);
      else if (isElement(node)) {
        const why = leftOutBy(node);
        if (why === 'header' && node.name === 'header' && context.h1 && context.stops.has(node)) {
          // The title's own <header>: what follows the title in it (a post's description) is the page's lede.
          const around = context.h1.parent!.children;
          rec(around.slice(around.indexOf(context.h1) + 1), inheritedWeight, inPre);
          continue;
        }
        if (why) {
          count(why, node);
          continue;
        }
        if (node === context.h1 || context.logos.includes(node)) {
          note(node.children);
          continue; // the title: the page's own record already carries it
        }
        const own = context.weightOf(node);
        const weight = own ?? inheritedWeight;
        const hl = /^h[1-4]$/.test(node.name) ? Number(node.name[1]) : 0;
        if (hl || node.name === 'dt') note(node.children);
        if (hl) {
          const heading = textOf(node.children).replace(DECOR, '');
          const level = hl <= 2 ? 1 : 2;
          const anchor = heading ? anchorOf(node, context.stops) : '';
          if (heading && (anchor || hl <= 3)) {
            if (level === 1) [lvl1, lvl2] = [heading, null];
            else lvl2 = heading;
            open({
              anchor: anchor || null,
              fragment: anchor ? undefined : textFragment(heading),
              heading,
              level,
              lvl1,
              lvl2,
              weight: weight ?? context.pageWeight,
              text: [],
            });
            continue;
          }
          cur.text.push(` ${heading} `);
          continue;
        }
        if (node.name === 'dt') {
          const anchor = node.attribs.id || anchorOf(node, context.stops);
          const term = textOf(node.children);
          if (anchor && term) {
            // An API entry or a glossary term: its own section under the heading above; the text after its
            // list goes back to that heading's section.
            const parent = sections[sections.length - 1]!;
            const name = term.length > 80 && term.includes('(') ? term.slice(0, term.indexOf('(')).trim() + '()' : term;
            const qualified = qualifiedName(anchor, term);
            open({
              anchor,
              heading: name,
              level: 2,
              lvl1: lvl2 ?? lvl1,
              lvl2: name,
              weight: weight ?? context.pageWeight,
              text: [...(name === term ? [] : [term, ' ']), ...(qualified ? [qualified, ' '] : [])],
              term: true,
            });
            const dl = node.parent;
            if (dl && isElement(dl) && (dl.type as string) === 'tag' && dl.name === 'dl' && !dlResume.has(dl)) dlResume.set(dl, parent);
            continue;
          }
        }
        const block = !INLINE.has(node.name);
        if (block) cur.text.push(' ');
        if (node.name === 'img' && node.attribs.alt) cur.text.push(node.attribs.alt);
        rec(node.children, weight, inPre || node.name === 'pre');
        if (block) sections[sections.length - 1]!.text.push(' ');
        const resume = node.name === 'dl' ? dlResume.get(node) : undefined;
        if (resume) sections.push({ ...resume, text: [], resume: true });
      }
    }
  };
  rec(nodes, null, false);
  return { sections, leftOut, codeChars };
}
