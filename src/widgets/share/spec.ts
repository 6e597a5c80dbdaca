import type { WidgetSpec } from '../../core/spec/spec';

export const DEFAULT_SERVICES = ['facebook', 'x', 'linkedin', 'whatsapp', 'bluesky', 'mastodon', 'mail', 'copy', 'share'];

export const spec = {
  tag: 'inlay-share',
  summary: 'Privacy-first share buttons: real links opened in a safe popup, Web Share, copy link, optional counts from a Shariff-protocol backend.',
  props: {
    services: {
      type: 'list',
      default: DEFAULT_SERVICES,
      tsType: 'string[]',
      description:
        'Services in order: facebook, x, linkedin, whatsapp, telegram, reddit, pinterest, xing, bluesky, mastodon, threads, tumblr, hackernews, mail, copy, print, share (Web Share; shown only where the browser has it).',
    },
    url: { type: 'string', default: '', description: 'The URL to share. Default: the page\'s <link rel="canonical">, else og:url, else location.href.' },
    shareTitle: {
      type: 'string',
      default: '',
      attribute: 'title',
      description:
        'The text shared with the URL. Default: the page title. Property `shareTitle`, attribute `title` (the widget suppresses the native tooltip).',
    },
    media: { type: 'string', default: '', description: "Image URL for Pinterest. Default: the page's og:image." },
    via: { type: 'string', default: '', description: 'X handle to credit (without @).' },
    countsUrl: { type: 'string', default: '', description: 'A Shariff-protocol backend: GET {counts-url}?url={url} → {"facebook": 12, …}. Empty = no counts.' },
    consent: {
      type: 'string',
      default: '',
      description:
        'Consent service for the counts request (gates even a same-origin backend). Without it, a backend on another origin waits for consent to "share-counts"; "none" = no gate.',
    },
    total: { type: 'boolean', default: false, description: 'Show the total share count.' },
    orientation: { type: 'string', default: 'horizontal', values: ['horizontal', 'vertical'], description: 'Button layout.' },
    display: {
      type: 'string',
      default: 'icon-label',
      values: ['icon-label', 'icon', 'label'],
      description: 'What a button shows (counts are added when available).',
    },
    theme: {
      type: 'string',
      default: 'color',
      values: ['color', 'mono', 'outline'],
      description: 'color = brand colours, mono = the primary colour, outline = brand-coloured outline.',
    },
    strings: {
      type: 'json',
      default: null as Record<string, string> | null,
      tsType: 'Record<string, string> | null',
      description: 'Overrides for any built-in text (keys in docs/share.md), e.g. `{"copy": "Copy address"}`.',
    },
  },
  events: {
    'inlay-share: { service: string; url: string }':
      'A share action (click, middle-click, copy, print, Web Share). `url` is the page URL shared. Cancel it (preventDefault) to stop a plain click.',
    'inlay-error: InlayErrorDetail': 'A problem for the site owner (unknown service, counts backend failing).',
  },
  cssParts: {
    list: 'The list of buttons.',
    button: 'Each link or button; also has the service id as a part (e.g. `facebook`).',
    icon: 'The SVG icon.',
    label: 'The visible label.',
    count: 'A share count.',
    total: 'The total count.',
    status: 'The copy confirmation (a live region).',
    fallback: 'The read-only field with the link when the Clipboard API is missing.',
    dialog: 'The Mastodon server dialog.',
    'mastodon-server': 'The split button beside Mastodon that changes the remembered server (shown once one is remembered).',
    // One part per service, so `::part(facebook)` completes in editors (a test keeps this in step with services.ts).
    facebook: 'The Facebook button (beside `button`).',
    x: 'The X button (beside `button`).',
    linkedin: 'The LinkedIn button (beside `button`).',
    whatsapp: 'The WhatsApp button (beside `button`).',
    telegram: 'The Telegram button (beside `button`).',
    reddit: 'The Reddit button (beside `button`).',
    pinterest: 'The Pinterest button (beside `button`).',
    xing: 'The XING button (beside `button`).',
    bluesky: 'The Bluesky button (beside `button`).',
    mastodon: 'The Mastodon button (beside `button`).',
    threads: 'The Threads button (beside `button`).',
    tumblr: 'The Tumblr button (beside `button`).',
    hackernews: 'The Hacker News button (beside `button`).',
    mail: 'The e-mail button (beside `button`).',
    copy: 'The copy-link button (beside `button`).',
    print: 'The print button (beside `button`).',
    share: 'The Web Share button (beside `button`).',
  },
  cssProperties: {
    '--inlay-share-gap: 8px': 'Space between buttons.',
    '--inlay-share-size: 40px': 'Button height (and width when icon only).',
    '--inlay-share-radius: var(--inlay-radius, 6px)': 'Button corner radius.',
    '--inlay-share-font-size: 14px': 'Label size.',
    '--inlay-share-color: #fff': 'Text/icon colour on buttons.',
    '--inlay-share-background: the brand colour': 'Button background (all services).',
  },
} as const satisfies WidgetSpec;
