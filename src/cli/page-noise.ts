/**
 * Node only (`inlay index`): reading a parsed page's DOM (htmlparser2's domhandler nodes) — its text, and
 * what is left out of it: nav, header, footer, aside, script, style, template, noscript, form, `[hidden]`,
 * `[data-inlay-ignore]`, embedded objects, and the parts every generator adds around the text
 * (permalinks `¶`/`#`/`.headerlink`, comment areas, post meta, "edit this page" links, pagers).
 */
import type { parseDocument } from 'htmlparser2';

/** htmlparser2's DOM (domhandler's nodes), named from what parseDocument() returns. */
export type Document = ReturnType<typeof parseDocument>;
export type ChildNode = Document['children'][number];
export type Element = Extract<ChildNode, { attribs: Record<string, string> }>;
type TextNode = Extract<ChildNode, { data: string }>;
type CDataNode = Exclude<Extract<ChildNode, { children: ChildNode[] }>, Element>;

/** Elements whose content is never indexed (the spec's list plus embedded, non-text objects). */
const IGNORED = new Set([
  'nav',
  'header',
  'footer',
  'aside',
  'script',
  'style',
  'template',
  'noscript',
  'svg',
  'iframe',
  'object',
  'embed',
  'canvas',
  'video',
  'audio',
  'select',
  'datalist',
  'form',
  'button',
]);
/** The same parts marked with ARIA roles instead of elements (`<div role="navigation">`), and a table of contents. */
const ROLES = new Set(['navigation', 'banner', 'contentinfo', 'complementary', 'search', 'doc-toc']);
/** Inline elements: no word break around them (`<b>in</b>line` is one word). */
export const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'font',
  'i',
  'ins',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'tt',
  'u',
  'var',
  'label',
  'ruby',
  'rb',
  'rt',
  'rp',
  'big',
  'nobr',
  'wbr',
]);
/** Permalink decorations sites put in headings ("#", "¶", "§", "🔗", a zero-width space). */
export const DECOR = /^[\s#¶§🔗\u200b]+|[\s#¶§🔗\u200b]+$/gu;
const DECOR_ONLY = /^[\s#¶§🔗\u200b]*$/u;
/** Classes of a heading's permalink (Sphinx, MkDocs, Docusaurus, markdown-it-anchor, Hugo, Jekyll, Starlight, DocBook). */
const PERMALINK_CLASS = /headerlink|hash-link|anchor|permalink|id_link|heading-link/i;
/** Class names of what themes put around a post or page that is not its text (WordPress, Hugo, Jekyll, Docusaurus, MkDocs, VitePress). */
const META_CLASSES = new Set([
  'entry-meta',
  'post-meta',
  'entry-footer',
  'post-footer',
  'byline',
  'posted-on',
  'cat-links',
  'tags-links',
  'post-tags',
  'comments-link',
  'post-navigation',
  'posts-navigation',
  'nav-links',
  'paginav',
  'pagination',
  'pagination-nav',
  'sharedaddy',
  'share-buttons',
  'jp-relatedposts',
  'wp-block-post-date',
  'wp-block-post-author',
  'wp-block-post-author-name',
  'wp-block-post-terms',
  'wp-block-post-navigation-link',
  'theme-doc-footer',
  'theme-last-updated',
  'md-source-file',
  'rst-footer-buttons',
  'prev-next',
  'page-nav',
]);
const EDIT_CLASS = /(^|[-_\s])edit(-?this)?-?(page|link)|^md-content__button$|^edit-link$/i;
const COMMENT_CLASSES = new Set(['comments-area', 'comment-respond', 'comment-list', 'commentlist', 'comments', 'giscus', 'utterances']);
const COMMENT_IDS = new Set(['comments', 'respond', 'disqus_thread', 'wpadminbar']);
/** Class names and ids of navigation parts that are not marked as such (sidebars, breadcrumbs, a table of contents, Sphinx's "[source]" links). */
const NAV_NAME =
  /^(nav|navbar|navheader|navfooter|navigation|menu|sidebar|sphinxsidebar|related|breadcrumbs?|toc|table-of-contents|skip-link|viewcode-link|viewcode-back)$|[-_](nav|navbar|navigation|menu|sidebar|toc|breadcrumbs?)$|^(nav|sidebar|toc)[-_]/i;

/** A node's kind as a plain string (domhandler types it as an enum). */
const kind = (n: ChildNode): string => n.type;
export const isElement = (node: ChildNode): node is Element => {
  const nodeType = kind(node);
  return nodeType === 'tag' || nodeType === 'script' || nodeType === 'style';
};
export const isText = (n: ChildNode): n is TextNode => kind(n) === 'text';
export const isCData = (n: ChildNode): n is CDataNode => kind(n) === 'cdata';
export const has = (el: Element, name: string): boolean => Object.prototype.hasOwnProperty.call(el.attribs, name);
export const squash = (s: string): string => s.replace(/\s+/g, ' ').trim();
export const classesOf = (el: Element): string[] => (el.attribs.class ? el.attribs.class.split(/\s+/).filter(Boolean) : []);

/** Depth-first over the elements; `visit` returns false to skip an element's children. */
export function walk(nodes: ChildNode[], visit: (el: Element) => boolean | void): void {
  for (const node of nodes) {
    if (!isElement(node)) continue;
    if (visit(node) === false) continue;
    walk(node.children, visit);
  }
}

/** Raw text of a subtree (nothing skipped). */
export function rawText(nodes: ChildNode[]): string {
  let text = '';
  for (const node of nodes) {
    if (isText(node)) text += node.data;
    else if ('children' in node) text += rawText(node.children);
  }
  return text;
}

/** A heading's or term's permalink: `<a href="#…">` with a permalink class, or only "#", "¶"… as text. */
export function isPermalink(el: Element): boolean {
  if (el.name !== 'a' || !(el.attribs.href || '').startsWith('#')) return false;
  return PERMALINK_CLASS.test(el.attribs.class || '') || DECOR_ONLY.test(rawText(el.children));
}

/** Why an element is left out ('' = it is indexed). */
export function leftOutBy(el: Element, keepHeader = false): string {
  if (IGNORED.has(el.name)) {
    if (keepHeader && el.name === 'header') return '';
    return el.name === 'script' || el.name === 'style' || el.name === 'template'
      ? 'code'
      : el.name === 'svg' || el.name === 'button'
        ? 'controls'
        : el.name === 'form'
          ? 'forms'
          : el.name === 'nav'
            ? 'navigation'
            : el.name;
  }
  const role = el.attribs.role;
  if (role && ROLES.has(role)) return keepHeader && role === 'banner' ? '' : role === 'contentinfo' ? 'footer' : role === 'banner' ? 'header' : 'navigation';
  if (has(el, 'hidden') || has(el, 'data-inlay-ignore')) return 'hidden or data-inlay-ignore';
  if (isPermalink(el)) return 'permalinks';
  const id = el.attribs.id;
  if (id && COMMENT_IDS.has(id)) return 'comments';
  if (id && NAV_NAME.test(id)) return 'navigation';
  const classes = classesOf(el);
  if (!classes.length) return '';
  if (classes.some((c) => NAV_NAME.test(c))) return 'navigation';
  if (classes.some((c) => COMMENT_CLASSES.has(c))) return 'comments';
  if (classes.some((c) => META_CLASSES.has(c))) return 'post meta and pagers';
  if (classes.some((c) => EDIT_CLASS.test(c))) return 'edit links';
  return '';
}
export const ignored = (el: Element, keepHeader = false): boolean => leftOutBy(el, keepHeader) !== '';

/** Text of a subtree, skipping ignored parts, with word breaks at block boundaries. */
export function textOf(nodes: ChildNode[], keepHeader = false): string {
  const out: string[] = [];
  const rec = (list: ChildNode[]): void => {
    for (const node of list) {
      if (isText(node)) out.push(node.data);
      else if (isCData(node)) rec(node.children);
      else if (isElement(node) && !ignored(node, keepHeader)) {
        const block = !INLINE.has(node.name);
        if (block) out.push(' ');
        if (node.name === 'img' && node.attribs.alt) out.push(node.attribs.alt);
        rec(node.children);
        if (block) out.push(' ');
      }
    }
  };
  rec(nodes);
  return squash(out.join(''));
}

/** An element with no text of its own (an anchor target: `<span id="x"></span>`, `<a name="x"></a>`). */
export const isEmpty = (n: ChildNode): boolean =>
  isText(n) ? !n.data.trim() : kind(n) === 'comment' || (isElement(n) && n.name !== 'img' && !rawText(n.children).trim());

/** The element children of `parent` that carry text (empty anchors and whitespace skipped). */
export const meaningful = (parent: Element): Element[] => parent.children.filter((c): c is Element => isElement(c) && !isEmpty(c));
