import type { PropSpec, WidgetSpec } from '../../core/spec';

/**
 * Documentation (summary, descriptions, typings, events, parts, custom properties) is kept for the
 * manifest, typings and tests (Node, vitest, the ESM build) and dropped from the standalone script,
 * where `__DEV__` is false: there the spec holds only what defineWidget reads (≈1.4 KB gzip of prose).
 */
const DOCS = typeof __DEV__ === 'undefined' || __DEV__;
type Prop = Omit<PropSpec, 'description' | 'tsType'>;

export const DEFAULT_SERVICES = ['facebook', 'x', 'linkedin', 'whatsapp', 'bluesky', 'mastodon', 'mail', 'copy', 'share'];

const props: Record<string, Prop> = {
  services: { type: 'list', default: DEFAULT_SERVICES },
  url: { type: 'string', default: '' },
  shareTitle: { type: 'string', default: '', attribute: 'title' },
  media: { type: 'string', default: '' },
  via: { type: 'string', default: '' },
  countsUrl: { type: 'string', default: '' },
  consent: { type: 'string', default: '' },
  total: { type: 'boolean', default: false },
  orientation: { type: 'string', default: 'horizontal', values: ['horizontal', 'vertical'] },
  display: { type: 'string', default: 'icon-label', values: ['icon-label', 'icon', 'label'] },
  theme: { type: 'string', default: 'color', values: ['color', 'mono', 'outline'] },
  strings: { type: 'json', default: null },
};

/** The docs of each prop: [description, TypeScript type]. */
const propDocs: Record<string, [string, string?]> = {
  services: [
    'Services in order: facebook, x, linkedin, whatsapp, telegram, reddit, pinterest, xing, bluesky, mastodon, threads, tumblr, hackernews, mail, copy, print, share (Web Share; shown only where the browser has it).',
    'string[]',
  ],
  url: ['The URL to share. Default: the page\'s <link rel="canonical">, else og:url, else location.href.'],
  shareTitle: ['The text shared with the URL. Default: the page title. Property `shareTitle`, attribute `title` (the widget suppresses the native tooltip).'],
  media: ['Image URL for Pinterest. Default: the page\'s og:image.'],
  via: ['X handle to credit (without @).'],
  countsUrl: ['A Shariff-protocol backend: GET {counts-url}?url={url} → {"facebook": 12, …}. Empty = no counts.'],
  consent: ['Consent service for the counts request (gates even a same-origin backend). Without it, a backend on another origin waits for consent to "share-counts"; "none" = no gate.'],
  total: ['Show the total share count.'],
  orientation: ['Button layout.', "'horizontal' | 'vertical'"],
  display: ['What a button shows (counts are added when available).', "'icon-label' | 'icon' | 'label'"],
  theme: ['color = brand colours, mono = the primary colour, outline = brand-coloured outline.', "'color' | 'mono' | 'outline'"],
  strings: ['Overrides for any built-in text (keys in docs/share.md), e.g. `{"copy": "Copy address"}`.', 'Record<string, string> | null'],
};

const tag = 'inlay-share';

export const spec: WidgetSpec = !DOCS
  ? ({ tag, props } as unknown as WidgetSpec) // what defineWidget reads
  : {
      tag,
      summary: 'Privacy-first share buttons: real links opened in a safe popup, Web Share, copy link, optional counts from a Shariff-protocol backend.',
      props: Object.fromEntries(Object.entries(props).map(([k, p]) => [k, { ...p, description: propDocs[k]![0], ...(propDocs[k]![1] ? { tsType: propDocs[k]![1] } : {}) }])),
      events: [
        { name: 'inlay-share', description: 'A share action (click, middle-click, copy, print, Web Share). `url` is the page URL shared. Cancel it (preventDefault) to stop a plain click.', detail: '{ service: string; url: string }' },
        { name: 'inlay-error', description: 'A problem for the site owner (unknown service, counts backend failing).', detail: 'InlayErrorDetail' },
      ],
      cssParts: [
        { name: 'list', description: 'The list of buttons.' },
        { name: 'button', description: 'Each link or button; also has the service id as a part (e.g. `facebook`).' },
        { name: 'icon', description: 'The SVG icon.' },
        { name: 'label', description: 'The visible label.' },
        { name: 'count', description: 'A share count.' },
        { name: 'total', description: 'The total count.' },
        { name: 'status', description: 'The copy confirmation (a live region).' },
        { name: 'fallback', description: 'The read-only field with the link when the Clipboard API is missing.' },
        { name: 'dialog', description: 'The Mastodon server dialog.' },
        { name: 'mastodon-server', description: 'The split button beside Mastodon that changes the remembered server (shown once one is remembered).' },
      ],
      cssProperties: [
        { name: '--inlay-share-gap', description: 'Space between buttons.', default: '8px' },
        { name: '--inlay-share-size', description: 'Button height (and width when icon only).', default: '40px' },
        { name: '--inlay-share-radius', description: 'Button corner radius.', default: 'var(--inlay-radius, 6px)' },
        { name: '--inlay-share-font-size', description: 'Label size.', default: '14px' },
        { name: '--inlay-share-color', description: 'Text/icon colour on buttons.', default: '#fff' },
        { name: '--inlay-share-background', description: 'Button background (all services).', default: 'the brand colour' },
      ],
    };
