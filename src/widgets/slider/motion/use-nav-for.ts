import { useEffect, useState } from 'react';
import { useLatest } from '../../../core/dom/use-latest';
import { setAttr } from '../slides/slides';

type SliderElement = HTMLElement & { index: number; goTo(index: number): void };

/**
 * `nav-for="main"`: this slider navigates the slider with id "main" (Splide's `sync` + `isNavigation`),
 * both ways: a click on one of our slides, our arrows, keys or drag move the main slider; the main
 * slider's changes (any cause) move ours. The main slider's current slide is marked `aria-current` here.
 * The main slider may appear after this one (it is looked up again when the page changes).
 */
export function useNavFor(
  host: HTMLElement | null,
  id: string,
  self: { index: number; positions: number; goTo(index: number): void; slides(): HTMLElement[] },
): { follow(index: number): void; select(index: number): void } {
  const [main, setMain] = useState<SliderElement | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const selfRef = useLatest(self);

  useEffect(() => {
    setMain(null);
    if (!host || !id) return;
    const find = () => {
      const root = host.getRootNode() as Document | ShadowRoot;
      const el = (root.getElementById?.(id) ?? document.getElementById(id)) as SliderElement | null;
      if (el && el !== host && el.localName === host.localName) {
        setMain(el);
        return true;
      }
      return false;
    };
    if (find()) return;
    const mo = new MutationObserver(() => find() && mo.disconnect());
    mo.observe(document, { childList: true, subtree: true });
    return () => mo.disconnect();
  }, [host, id]);

  useEffect(() => {
    if (!main) return;
    const on = (event: Event) => {
      if (event.target !== main) return;
      const index = (event as CustomEvent<{ index: number }>).detail.index;
      setSelected(index);
      selfRef.current.goTo(index);
    };
    main.addEventListener('inlay-slide-change', on);
    // Start where the main slider is (it may not be ready yet: then it reports its first change).
    const current = main.index;
    setSelected(current);
    selfRef.current.goTo(current);
    return () => main.removeEventListener('inlay-slide-change', on);
  }, [main, selfRef]);

  // Mark the main slider's current slide among ours (restored when it changes or we go away).
  const total = self.slides().length;
  useEffect(() => {
    const el = selected === null ? undefined : selfRef.current.slides()[selected];
    if (!el) return;
    setAttr(el, 'aria-current', 'true');
    return () => setAttr(el, 'aria-current', null);
  }, [selected, total, selfRef]);

  return {
    /** Our own change (arrows, keys, drag): the main slider follows unless it is already there. */
    follow(index) {
      const mainSlider = main;
      if (!mainSlider || Math.min(mainSlider.index, selfRef.current.positions - 1) === index) return;
      mainSlider.goTo(index);
    },
    /** A slide of ours was clicked: show it in the main slider. */
    select(index) {
      if (!main) return;
      setSelected(index);
      main.goTo(index);
      selfRef.current.goTo(index);
    },
  };
}
