import type { WidgetSpec } from '../../core/spec/spec';

/** Interval used by a bare `autoplay` attribute (ms). */
export const DEFAULT_INTERVAL = 5000;

export const spec = {
  tag: 'inlay-slider',
  summary:
    "An accessible carousel (WAI-ARIA APG carousel pattern) on keen-slider: the element's children are the slides, with previous/next buttons, dots, optional autoplay with a rotation button, swipe and drag.",
  props: {
    label: { type: 'string', default: '', description: 'Accessible name of the carousel (without the word "carousel"), e.g. "Featured articles".' },
    autoplay: {
      type: 'string',
      default: 'false',
      tsType: 'boolean | number | string',
      description: `Rotate automatically: a bare attribute uses ${DEFAULT_INTERVAL} ms, a number is the interval in ms (at least 1000). Paused on hover, stopped when focus enters; never under prefers-reduced-motion unless force-motion is set.`,
    },
    forceMotion: {
      type: 'boolean',
      default: false,
      description: 'Ignore prefers-reduced-motion: autoplay and animated transitions even when the visitor asked for reduced motion.',
    },
    loop: {
      type: 'boolean',
      default: false,
      description: 'Wrap around after the last slide (turned off automatically when there are too few slides to fill the view).',
    },
    perView: {
      type: 'number',
      default: 1,
      min: 0.1,
      max: 20,
      keywords: ['auto'],
      tsType: "number | 'auto'",
      description: "Slides per view, or `auto` to take each slide's width from CSS.",
    },
    spacing: { type: 'number', default: 0, min: 0, description: 'Space between slides in px.' },
    breakpoints: {
      type: 'json',
      default: null,
      tsType: 'Record<string, { perView?: number | "auto"; spacing?: number }> | null',
      description:
        'Options by the slider\'s own width (not the viewport): `{"600": {"perView": 2}, "900": {"perView": 3, "spacing": 24}}` — a key is a minimum width in px.',
    },
    arrows: { type: 'boolean', default: true, description: 'Show the previous/next buttons.' },
    dots: { type: 'boolean', default: true, description: 'Show the slide picker buttons.' },
    start: { type: 'number', default: 0, min: 0, description: 'Index (0-based) of the slide shown first.' },
    vertical: { type: 'boolean', default: false, description: 'Slide vertically (set a height with --inlay-slider-height).' },
    thumbnails: {
      type: 'string',
      default: 'false',
      values: ['', 'true', 'false', 'bottom', 'top', 'start', 'end'],
      tsType: "boolean | 'bottom' | 'top' | 'start' | 'end'",
      description:
        "A strip of thumbnails (APG tabs) instead of the dots: a bare attribute puts it below the slides; `top`, `start` or `end` (a vertical strip at the side on sliders 560 px and wider). Images come from each slide's `data-thumb` or first `<img>`; text slides show their heading.",
    },
    navFor: {
      type: 'string',
      default: '',
      description:
        'Id of another <inlay-slider> this one navigates (both ways): a click on a slide here shows that slide there; either one moving moves the other.',
    },
    lazy: {
      type: 'boolean',
      default: false,
      description:
        'Load slide images only within one view of being shown (also `data-src`/`data-srcset` images, which get a placeholder of their aspect ratio meanwhile).',
    },
    effect: {
      type: 'string',
      default: 'slide',
      values: ['slide', 'fade'],
      description: '`fade`: cross-fade instead of sliding (one slide per view; instant under reduced motion).',
    },
    autoHeight: {
      type: 'boolean',
      default: false,
      description: 'The slides area takes the height of the slide(s) in view, animated unless motion is reduced.',
    },
    strings: {
      type: 'json',
      default: null as Record<string, string> | null,
      tsType: 'Record<string, string> | null',
      description: 'Overrides for any built-in text (keys in docs/slider.md), e.g. `{"next": "More"}`.',
    },
  },
  events: {
    'inlay-slide-change: { index: number; total: number }': 'The current slide changed (by button, key, drag, autoplay or a method).',
    'inlay-slide-click: { index: number; total: number }': 'A slide was clicked or tapped (not dragged): open your own lightbox.',
    'inlay-error: InlayErrorDetail':
      'A configuration problem (bad attribute, no slides, bad breakpoints), also logged in the console; shown in the widget where the owner is looking (docs/usage.md).',
  },
  cssParts: {
    base: 'The carousel region.',
    viewport: 'The box around the slides and the arrows.',
    track: 'The slides wrapper (live region).',
    button: 'Every button (rotation, previous, next).',
    rotation: 'The play/pause (start/stop rotation) button.',
    prev: 'The previous button.',
    next: 'The next button.',
    dots: 'The slide picker group.',
    dot: 'One slide picker button (`dot current` for the current slide).',
    current: 'The current slide picker button.',
    thumbnails: 'The thumbnail strip (a tablist).',
    thumbnail: 'One thumbnail (`thumbnail active` for the current slide).',
    active: 'The current thumbnail.',
  },
  cssProperties: {
    '--inlay-slider-height: 320px': 'Height of the slides area when vertical.',
    '--inlay-slider-arrow-size: 40px': 'Size of the previous/next buttons.',
    '--inlay-slider-arrow-background: Canvas at 90%': 'Background of the arrows.',
    '--inlay-slider-arrow-color: var(--inlay-color-text)': 'Arrow icon colour.',
    '--inlay-slider-dot-size: 12px': 'Diameter of a dot.',
    '--inlay-slider-dot-color: var(--inlay-color-border)': 'Colour of a dot.',
    '--inlay-slider-radius: 0': 'Corner radius of the slides area.',
    '--inlay-slider-thumb-width: 96px': 'Width of a thumbnail.',
    '--inlay-slider-thumb-height: 64px': 'Height of a thumbnail.',
    '--inlay-slider-dot-active-color: var(--inlay-color-primary)': 'Colour of the current dot.',
  },
  slots: {
    '': 'The slides: every child element is one slide (your own markup); `<br>`s and empty paragraphs are ignored, a paragraph of images only gives one slide per image.',
  },
  methods: {
    next: 'Go to the next slide.',
    prev: 'Go to the previous slide.',
    goTo: { signature: '(index: number): void', description: 'Go to the slide at `index` (0-based).' },
    play: 'Start rotation (autoplay), also under reduced motion: an explicit request.',
    pause: 'Stop rotation; it does not restart by itself.',
  },
} as const satisfies WidgetSpec;
