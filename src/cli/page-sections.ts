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
export function sectionsOf(nodes: ChildNode[], c: SectionContext): { sections: Section[]; leftOut: Record<string, number>; codeChars: number } {
  const sections: Section[] = [{ anchor: null, heading: c.title, level: 0, lvl1: null, lvl2: null, weight: c.pageWeight, text: [] }];
  let lvl1: string | null = null;
  let lvl2: string | null = null;
  const seen = new Set<string>();
  const leftOut: Record<string, number> = {};
  let codeChars = 0;
  const open = (s: Section): void => {
    if (s.anchor) {
      if (seen.has(s.anchor)) c.warnings.push(`id "${s.anchor}" is used by two headings; the second is linked to the first`);
      seen.add(s.anchor);
    }
    sections.push(s);
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
    for (const n of list) {
      const cur = sections[sections.length - 1]!;
      if (isText(n)) {
        cur.text.push(n.data);
        if (inPre) codeChars += n.data.length;
      } else if (isCData(n)) rec(n.children, inheritedWeight, inPre);
      else if (isElement(n)) {
        const why = leftOutBy(n);
        if (why === 'header' && n.name === 'header' && c.h1 && c.stops.has(n)) {
          // The title's own <header>: what follows the title in it (a post's description) is the page's lede.
          const around = c.h1.parent!.children;
          rec(around.slice(around.indexOf(c.h1) + 1), inheritedWeight, inPre);
          continue;
        }
        if (why) {
          count(why, n);
          continue;
        }
        if (n === c.h1 || c.logos.includes(n)) {
          note(n.children);
          continue; // the title: the page's own record already carries it
        }
        const own = c.weightOf(n);
        const weight = own ?? inheritedWeight;
        const hl = /^h[1-4]$/.test(n.name) ? Number(n.name[1]) : 0;
        if (hl || n.name === 'dt') note(n.children);
        if (hl) {
          const heading = textOf(n.children).replace(DECOR, '');
          const level = hl <= 2 ? 1 : 2;
          const anchor = heading ? anchorOf(n, c.stops) : '';
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
              weight: weight ?? c.pageWeight,
              text: [],
            });
            continue;
          }
          cur.text.push(` ${heading} `);
          continue;
        }
        if (n.name === 'dt') {
          const anchor = n.attribs.id || anchorOf(n, c.stops);
          const term = textOf(n.children);
          if (anchor && term) {
            // An API entry or a glossary term: its own section under the heading above; the text after its
            // list goes back to that heading's section.
            const parent = sections[sections.length - 1]!;
            const name = term.length > 80 && term.includes('(') ? term.slice(0, term.indexOf('(')).trim() + '()' : term;
            open({
              anchor,
              heading: name,
              level: 2,
              lvl1: lvl2 ?? lvl1,
              lvl2: name,
              weight: weight ?? c.pageWeight,
              text: name === term ? [] : [term, ' '],
              term: true,
            });
            const dl = n.parent;
            if (dl && isElement(dl) && (dl.type as string) === 'tag' && dl.name === 'dl' && !dlResume.has(dl)) dlResume.set(dl, parent);
            continue;
          }
        }
        const block = !INLINE.has(n.name);
        if (block) cur.text.push(' ');
        if (n.name === 'img' && n.attribs.alt) cur.text.push(n.attribs.alt);
        rec(n.children, weight, inPre || n.name === 'pre');
        if (block) sections[sections.length - 1]!.text.push(' ');
        const resume = n.name === 'dl' ? dlResume.get(n) : undefined;
        if (resume) sections.push({ ...resume, text: [], resume: true });
      }
    }
  };
  rec(nodes, null, false);
  return { sections, leftOut, codeChars };
}
