/** What the fitter keeps per element and per batch, and the layout reads it is built from. */
export interface FitDetail {
  /** The size the glyphs are drawn at, in px. */
  fontSize: number;
  /** True when min or max limited the size. */
  clamped: boolean;
}

export interface FitOptions {
  min: number;
  max: number;
  multi: boolean;
  onFit(detail: FitDetail): void;
  onNoHeight(): void;
}

/** One tracked <inlay-fit-text>. */
export interface Item extends FitOptions {
  host: HTMLElement;
  span: HTMLElement;
  /** The container whose width the text fills (the host's parent, or the shadow host it sits in). */
  box: Element | null;
  dirty: boolean;
  /** The host's content size as last read by a fit (computed style) or reported by the ResizeObserver. */
  contentWidth: number;
  contentHeight: number;
  /** Current scale on the text, and the text's line height in em (to reserve the scaled height). */
  scale: number;
  lineHeightEm: number;
  /** transform-origin x in % (the edge the text is aligned to). */
  origin: number;
  /** The span's inline style and wrap class as last written (each write only if it changes). */
  style: string;
  wrapped: boolean;
  wrap: boolean;
  /** Box and host border-box widths right after our last write (to recognise their echo). */
  boxWidthAfterWrite: number;
  hostWidthAfterWrite: number;
}

/** One element's fit within a batch. */
export interface Job {
  item: Item;
  /** Available width in host layout px, and the ancestor transform scale (rect px per layout px). */
  available: number;
  zoom: number;
  /** CSS font-size written, and the drawn size aimed at (cssSize × item.scale). */
  cssSize: number;
  drawnSize: number;
  clamped: boolean;
  rounds: number;
  /** Times the CSS size stepped down because the text's layout box was wider than the box. */
  downs: number;
  /** transform-origin x in %. */
  origin: number;
  /** The box's border-box width before the write. */
  boxWidth: number;
}

export const num = (v: string) => parseFloat(v) || 0;
export const floor2 = (n: number) => Math.floor(n * 100) / 100;
export const width = (el: Element) => el.getBoundingClientRect().width;
export const sameSize = (a: number | undefined, b: number) => a !== undefined && Math.abs(a - b) <= 0.01;
export const boxOf = (host: HTMLElement): Element | null => host.parentElement ?? ((host.parentNode as ShadowRoot | null)?.host || null);
// Computed values through the named accessors: a page of 1000 elements reads ~15 per element, and
// getPropertyValue() with a built name costs a string and a property-name lookup each time.
export const paddingX = (s: CSSStyleDeclaration) => num(s.paddingLeft) + num(s.paddingRight);
export const borderX = (s: CSSStyleDeclaration) => num(s.borderLeftWidth) + num(s.borderRightWidth);
export const edgesY = (s: CSSStyleDeclaration) => num(s.paddingTop) + num(s.paddingBottom) + num(s.borderTopWidth) + num(s.borderBottomWidth);
/** Used content width or height from computed style, given that axis' padding + border (NaN when not rendered). */
export const contentSize = (style: CSSStyleDeclaration, horizontal: boolean, edges: number) => {
  const size = parseFloat(horizontal ? style.width : style.height);
  return style.boxSizing === 'border-box' ? size - edges : size;
};
