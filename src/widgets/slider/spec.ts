import type { WidgetSpec } from '../../core/spec';

/** Interval used by a bare `autoplay` attribute (ms). */
export const DEFAULT_INTERVAL = 5000;

/**
 * The descriptions are for the manifest, typings and docs (built in Node, where __DEV__ is undefined,
 * and unit tests): the standalone scripts (__DEV__ = false) drop them, the element never reads them.
 */
const DOCS = typeof __DEV__ === 'undefined' || __DEV__;

export const spec: WidgetSpec = {
  tag: 'inlay-slider',
  summary: !DOCS ? '' :
    'An accessible carousel (WAI-ARIA APG carousel pattern) on keen-slider: the element\'s children are the slides, with previous/next buttons, dots, optional autoplay with a rotation button, swipe and drag.',
  props: {
    label: { type: 'string', default: '', description: DOCS ? 'Accessible name of the carousel (without the word "carousel"), e.g. "Featured articles".' : '' },
    autoplay: {
      type: 'string',
      default: 'false',
      tsType: 'boolean | number | string',
      description: DOCS ? `Rotate automatically: a bare attribute uses ${DEFAULT_INTERVAL} ms, a number is the interval in ms (at least 1000). Paused on hover, stopped when focus enters; never under prefers-reduced-motion unless force-motion is set.` : '',
    },
    forceMotion: { type: 'boolean', default: false, description: DOCS ? 'Ignore prefers-reduced-motion: autoplay and animated transitions even when the visitor asked for reduced motion.' : '' },
    loop: { type: 'boolean', default: false, description: DOCS ? 'Wrap around after the last slide (turned off automatically when there are too few slides to fill the view).' : '' },
    perView: { type: 'number', default: 1, min: 0.1, max: 20, keywords: ['auto'], tsType: "number | 'auto'", description: DOCS ? 'Slides per view, or `auto` to take each slide\'s width from CSS.' : '' },
    spacing: { type: 'number', default: 0, min: 0, description: DOCS ? 'Space between slides in px.' : '' },
    breakpoints: {
      type: 'json',
      default: null,
      tsType: 'Record<string, { perView?: number | "auto"; spacing?: number }> | null',
      description: DOCS ? 'Options by the slider\'s own width (not the viewport): `{"600": {"perView": 2}, "900": {"perView": 3, "spacing": 24}}` — a key is a minimum width in px.' : '',
    },
    arrows: { type: 'boolean', default: true, description: DOCS ? 'Show the previous/next buttons.' : '' },
    dots: { type: 'boolean', default: true, description: DOCS ? 'Show the slide picker buttons.' : '' },
    start: { type: 'number', default: 0, min: 0, description: DOCS ? 'Index (0-based) of the slide shown first.' : '' },
    vertical: { type: 'boolean', default: false, description: DOCS ? 'Slide vertically (set a height with --inlay-slider-height).' : '' },
    thumbnails: {
      type: 'string',
      default: 'false',
      values: ['', 'true', 'false', 'bottom', 'top', 'start', 'end'],
      tsType: "boolean | 'bottom' | 'top' | 'start' | 'end'",
      description: DOCS ? 'A strip of thumbnails (APG tabs) instead of the dots: a bare attribute puts it below the slides; `top`, `start` or `end` (a vertical strip at the side on sliders 560 px and wider). Images come from each slide\'s `data-thumb` or first `<img>`; text slides show their heading.' : '',
    },
    navFor: { type: 'string', default: '', description: DOCS ? 'Id of another <inlay-slider> this one navigates (both ways): a click on a slide here shows that slide there; either one moving moves the other.' : '' },
    lazy: { type: 'boolean', default: false, description: DOCS ? 'Load slide images only within one view of being shown (also `data-src`/`data-srcset` images, which get a placeholder of their aspect ratio meanwhile).' : '' },
    effect: { type: 'string', default: 'slide', values: ['slide', 'fade'], tsType: "'slide' | 'fade'", description: DOCS ? '`fade`: cross-fade instead of sliding (one slide per view; instant under reduced motion).' : '' },
    autoHeight: { type: 'boolean', default: false, description: DOCS ? 'The slides area takes the height of the slide(s) in view, animated unless motion is reduced.' : '' },
    strings: { type: 'json', default: null, tsType: 'Record<string, string> | null', description: DOCS ? 'Overrides for any built-in text (keys in docs/slider.md), e.g. `{"next": "More"}`.' : '' },
  },
  events: !DOCS ? [] : [
    { name: 'inlay-slide-change', description: DOCS ? 'The current slide changed (by button, key, drag, autoplay or a method).' : '', detail: '{ index: number; total: number }' },
    { name: 'inlay-slide-click', description: DOCS ? 'A slide was clicked or tapped (not dragged): open your own lightbox.' : '', detail: '{ index: number; total: number }' },
    { name: 'inlay-error', description: DOCS ? 'A configuration problem (bad attribute, no slides, bad breakpoints); the message is also shown in the widget.' : '', detail: 'InlayErrorDetail' },
  ],
  cssParts: !DOCS ? [] : [
    { name: 'base', description: DOCS ? 'The carousel region.' : '' },
    { name: 'viewport', description: DOCS ? 'The box around the slides and the arrows.' : '' },
    { name: 'track', description: DOCS ? 'The slides wrapper (live region).' : '' },
    { name: 'button', description: DOCS ? 'Every button (rotation, previous, next).' : '' },
    { name: 'rotation', description: DOCS ? 'The play/pause (start/stop rotation) button.' : '' },
    { name: 'prev', description: DOCS ? 'The previous button.' : '' },
    { name: 'next', description: DOCS ? 'The next button.' : '' },
    { name: 'dots', description: DOCS ? 'The slide picker group.' : '' },
    { name: 'dot', description: DOCS ? 'One slide picker button (`dot current` for the current slide).' : '' },
    { name: 'current', description: DOCS ? 'The current slide picker button.' : '' },
    { name: 'thumbnails', description: DOCS ? 'The thumbnail strip (a tablist).' : '' },
    { name: 'thumbnail', description: DOCS ? 'One thumbnail (`thumbnail active` for the current slide).' : '' },
    { name: 'active', description: DOCS ? 'The current thumbnail.' : '' },
  ],
  cssProperties: !DOCS ? [] : [
    { name: '--inlay-slider-height', description: DOCS ? 'Height of the slides area when vertical.' : '', default: '320px' },
    { name: '--inlay-slider-arrow-size', description: DOCS ? 'Size of the previous/next buttons.' : '', default: '40px' },
    { name: '--inlay-slider-arrow-background', description: DOCS ? 'Background of the arrows.' : '', default: 'Canvas at 90%' },
    { name: '--inlay-slider-arrow-color', description: DOCS ? 'Arrow icon colour.' : '', default: 'var(--inlay-color-text)' },
    { name: '--inlay-slider-dot-size', description: DOCS ? 'Diameter of a dot.' : '', default: '12px' },
    { name: '--inlay-slider-dot-color', description: DOCS ? 'Colour of a dot.' : '', default: 'var(--inlay-color-border)' },
    { name: '--inlay-slider-radius', description: DOCS ? 'Corner radius of the slides area.' : '', default: '0' },
    { name: '--inlay-slider-thumb-width', description: DOCS ? 'Width of a thumbnail.' : '', default: '96px' },
    { name: '--inlay-slider-thumb-height', description: DOCS ? 'Height of a thumbnail.' : '', default: '64px' },
    { name: '--inlay-slider-dot-active-color', description: DOCS ? 'Colour of the current dot.' : '', default: 'var(--inlay-color-primary)' },
  ],
  slots: !DOCS ? [] : [{ name: '', description: DOCS ? 'The slides: every child element is one slide (your own markup).' : '' }],
  methods: [
    { name: 'next', description: DOCS ? 'Go to the next slide.' : '' },
    { name: 'prev', description: DOCS ? 'Go to the previous slide.' : '' },
    { name: 'goTo', description: DOCS ? 'Go to the slide at `index` (0-based).' : '', signature: '(index: number): void' },
    { name: 'play', description: DOCS ? 'Start rotation (autoplay), also under reduced motion: an explicit request.' : '' },
    { name: 'pause', description: DOCS ? 'Stop rotation; it does not restart by itself.' : '' },
  ],
};
