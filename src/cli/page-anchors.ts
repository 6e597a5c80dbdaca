/** Node only (`inlay index`): the anchor a section's heading (or an API entry's `<dt>`) is linked by. */
import { isElement, isEmpty, isPermalink, meaningful, walk, type Element } from './page-noise';

/**
 * The anchor a heading (or a `<dt>`) can be linked by, in this order: its own id; the id of a wrapper it
 * opens (`<section id>`, `<div class="section" id>`, DocBook's `<div class="sect1" id><div class="titlepage">…`),
 * never the page's own wrapper; an id or `<a name>` inside it; an empty anchor just before it
 * (`<a id="x"></a><h2>`); its permalink's target (`<a class="headerlink" href="#x">`). '' = none.
 * `stops`: elements a wrapper may not be (the indexed regions, the title's ancestors).
 */
export function anchorOf(heading: Element, stops: Set<Element>): string {
  if (heading.attribs.id) return heading.attribs.id;
  let child: Element = heading;
  for (let depth = 0; depth < 5; depth++) {
    const parent = child.parent;
    if (!parent || !isElement(parent) || (parent.type as string) !== 'tag' || stops.has(parent) || !['section', 'div', 'article'].includes(parent.name)) break;
    if (meaningful(parent)[0] !== child) break;
    if (parent.attribs.id) return parent.attribs.id;
    child = parent;
  }
  let found = '';
  walk(heading.children, (el) => {
    if (found) return false;
    found = el.attribs.id || (el.name === 'a' && el.attribs.name) || '';
  });
  if (found) return found;
  for (let prev = heading.prev; prev && isEmpty(prev); prev = prev.prev) {
    if (isElement(prev) && (prev.attribs.id || (prev.name === 'a' && prev.attribs.name))) return (prev.attribs.id || prev.attribs.name)!;
  }
  walk(heading.children, (el) => {
    if (found) return false;
    if (isPermalink(el)) found = el.attribs.href!.slice(1);
  });
  if (found) {
    try {
      return decodeURIComponent(found);
    } catch {
      return found;
    }
  }
  return '';
}

/** A text fragment for a heading that has no id (`#:~:text=Getting%20started`; browsers without them open the page). */
export function textFragment(heading: string): string {
  const words = heading.split(' ').slice(0, 8).join(' ');
  return `:~:text=${encodeURIComponent(words).replace(/-/g, '%2D')}`;
}
