/**
 * The slides are the site's own light-DOM children. Inlay sets a few attributes on them (role,
 * aria-roledescription, aria-label, inert, and `loading` on images) and keen-slider sets inline
 * transform/size styles (through CSSOM). Everything is recorded on first touch and put back when a
 * child leaves the slider or the slider is removed.
 */
const attrs = new WeakMap<Element, Map<string, string | null>>();
const STYLE_PROPS = ['transform', '-webkit-transform', 'min-width', 'max-width', 'min-height', 'max-height', 'opacity', 'z-index'];
const styles = new WeakMap<Element, { had: boolean; values: string[] }>();

const NOT_SLIDES = new Set(['SCRIPT', 'TEMPLATE', 'STYLE', 'LINK', 'META', 'NOSCRIPT']);
const MEDIA = /^(IMG|PICTURE|FIGURE|VIDEO)$/;
/** Not content: a comment, spaces, a `<br>` (WordPress's wpautop writes one after each line). */
const blank = (n: Node): boolean => n.nodeType === 8 || (n.nodeType === 3 ? !n.textContent!.trim() : (n as Element).tagName === 'BR');
const content = (n: Node) => [...n.childNodes].filter((c) => !blank(c));
/** An image, a picture, a figure, a video, or a link around one of them (a CMS's linked image). */
const media = (n: Node): boolean => MEDIA.test((n as Element).tagName) || ((n as Element).tagName === 'A' && content(n).length === 1 && media(content(n)[0]!));

/**
 * The host's children sorted out: the slides (not scripts/templates, not assigned to a named slot), and the filler a CMS writes between them — `<br>`s and
 * paragraphs of nothing (hidden while they are in the slider; `restoreSlide` gives them back their own
 * attributes). A paragraph of images only (wpautop's images on separate lines) is unwrapped first:
 * its images move out before it, one slide each, and it becomes filler.
 */
export function childrenOf(host: Element | null): [slides: HTMLElement[], filler: HTMLElement[]] {
  const slides: HTMLElement[] = [];
  const filler: HTMLElement[] = [];
  const own = (el: Element): el is HTMLElement => el instanceof HTMLElement && !NOT_SLIDES.has(el.tagName) && !el.hasAttribute('slot');
  const kids = () => [...(host?.children ?? [])].filter(own);
  for (const el of kids()) {
    const items = el.tagName === 'P' ? content(el) : [];
    if (items.length && items.every(media)) el.before(...items);
  }
  for (const el of kids()) (blank(el) || (el.tagName === 'P' && !content(el).length) ? filler : slides).push(el);
  return [slides, filler];
}

/**
 * `<p><inlay-slider …></p>` then the slides: the element ends a paragraph and content follows it. The
 * page's HTML closed the paragraph right after the opening tag, so the browser ended the element there.
 */
export function splitByParser(host: Element): boolean {
  const parent = host.parentElement;
  let next = host.nextSibling;
  while (next && blank(next)) next = next.nextSibling;
  return !next && parent?.localName === 'p' && !!parent.nextElementSibling;
}

/** Sets (or removes, with null) an attribute, remembering the element's own value the first time. */
export function setAttr(el: Element, name: string, value: string | null): void {
  let saved = attrs.get(el);
  if (!saved) attrs.set(el, (saved = new Map()));
  if (!saved.has(name)) saved.set(name, el.getAttribute(name));
  if (value === null) el.removeAttribute(name);
  else if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

/** Remembers the inline styles keen-slider is about to write. */
export function snapshotStyle(el: HTMLElement): void {
  if (!styles.has(el)) styles.set(el, { had: el.hasAttribute('style'), values: STYLE_PROPS.map((p) => el.style.getPropertyValue(p)) });
}

function restoreOne(el: Element): void {
  const saved = attrs.get(el);
  if (saved) {
    for (const [name, value] of saved) {
      if (value === null) el.removeAttribute(name);
      else el.setAttribute(name, value);
    }
    attrs.delete(el);
  }
  const st = styles.get(el);
  if (st && el instanceof HTMLElement) {
    styles.delete(el);
    const put = () => {
      if (styles.has(el)) return; // it became a slide again
      STYLE_PROPS.forEach((p, i) => (st.values[i] ? el.style.setProperty(p, st.values[i]!) : el.style.removeProperty(p)));
      // Removing an attribute is fine under a strict CSP (only adding inline style text is not).
      if (!st.had && !el.style.length) el.removeAttribute('style');
    };
    put();
    // keen-slider clears its styles in an animation frame after destroy(): tidy up after it.
    requestAnimationFrame(() => requestAnimationFrame(put));
  }
}

/** Puts back the child's own attributes and styles (and those of its images). */
export function restoreSlide(el: Element): void {
  restoreOne(el);
  for (const img of el.querySelectorAll('img')) restoreOne(img);
}

// Elements whose own semantics a slide role would destroy (a link stays a link, an image keeps its alt).
const KEEP_SEMANTICS = 'a[href],area,button,input,select,textarea,img,picture,video,audio,iframe,embed,object,svg,canvas,label,summary,details,table,hr';
// Elements whose own role can't be `group` (ARIA in HTML) but can carry a roledescription and a name.
const OWN_ROLE = 'article,aside,nav,main,form,li,dialog,dd,dt,figure';

/** Marks one slide: a group with roledescription "slide" and the "3 of 10" name (unless it has its own). */
export function labelSlide(el: HTMLElement, roleDescription: string, label: string): void {
  const role = el.getAttribute('role');
  if ((role && role !== 'group') || el.matches(KEEP_SEMANTICS)) return;
  if (!role && !el.matches(OWN_ROLE)) setAttr(el, 'role', 'group');
  setAttr(el, 'aria-roledescription', roleDescription);
  const hasOwnName = ownAttr(el, 'aria-label') || el.hasAttribute('aria-labelledby');
  if (!hasOwnName) setAttr(el, 'aria-label', label);
}

/** Out-of-view slides are inert: not focusable, not in the accessibility tree, not clickable. */
export function setInert(el: HTMLElement, inert: boolean): void {
  if (el.hasAttribute('inert') !== inert) setAttr(el, 'inert', inert ? '' : null);
}

/** The element's own value of an attribute (as it was before Inlay changed it). */
export function ownAttr(el: Element, name: string): string | null {
  const saved = attrs.get(el);
  return saved?.has(name) ? saved.get(name)! : el.getAttribute(name);
}
