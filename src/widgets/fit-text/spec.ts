import type { WidgetSpec } from '../../core/spec/spec';

export const spec = {
  tag: 'inlay-fit-text',
  summary: 'Text that exactly fills the width of its container (or a box, with multiline): batched, no overflow.',
  props: {
    min: {
      type: 'number',
      default: 12,
      min: 1,
      description: "Smallest font size in px. If the text overflows even at min, it stays at min (clamped) and wraps or clips as the page's CSS says.",
    },
    max: { type: 'number', default: 512, min: 1, description: 'Largest font size in px.' },
    multiline: {
      type: 'boolean',
      default: false,
      description:
        'Wrap the text and fit both the width and the height of the element (its height comes from the page: a height on the element, or 100% of a container with a set height).',
    },
    strings: {
      type: 'json',
      default: null as Record<string, string> | null,
      tsType: 'Record<string, string> | null',
      description: 'Text overrides (docs/fit-text.md).',
    },
  },
  events: {
    'inlay-fit: { fontSize: number; clamped: boolean }':
      'After each fit. `fontSize` is the size the glyphs are drawn at, in px; `clamped` is true when min or max limited it.',
  },
  cssParts: { text: 'The box around the text that is measured and sized.' },
  cssProperties: {},
  slots: { '': 'The text (light DOM: selectable, translatable, indexable).' },
  methods: { fit: 'Fit again now (e.g. after a style change the element cannot observe).' },
} as const satisfies WidgetSpec;
