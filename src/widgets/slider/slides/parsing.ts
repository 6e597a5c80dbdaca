import { useEffect, useState } from 'react';

const loading = () => document.readyState === 'loading';

/**
 * Whether the HTML parser may still be adding children to `el`: the document is loading and nothing
 * after the element has arrived yet. A page that streams (a CMS flushing early, a slow network) hands
 * the parser a carousel's slides in several pieces, and the element renders after the first. (In a
 * shadow root the walk ends without a sibling: such an element waits for the document.)
 */
function parserInside(el: Element): boolean {
  if (!loading()) return false;
  for (let node: Node | null = el; node; node = node.parentNode) if (node.nextSibling) return false;
  return true;
}

/**
 * `parsed`: the document is, DOMContentLoaded has fired (a page's deferred scripts may add slides
 * until then). `closed`: the element's own children are (see parserInside), read at each render: the
 * parser's batches of new slides render the element again, and DOMContentLoaded does at the latest.
 */
export function useParsing(host: HTMLElement | null): [parsed: boolean, closed: boolean] {
  const [parsed, setParsed] = useState(!loading());
  useEffect(() => {
    if (parsed) return;
    const done = () => setParsed(true);
    document.addEventListener('DOMContentLoaded', done);
    return () => document.removeEventListener('DOMContentLoaded', done);
  }, [parsed]);
  return [parsed, !host || !parserInside(host)];
}
