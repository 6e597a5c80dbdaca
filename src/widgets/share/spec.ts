import type { WidgetSpec } from '../../core/spec';

export const DEFAULT_SERVICES = ['facebook', 'x', 'linkedin', 'whatsapp', 'bluesky', 'mastodon', 'mail', 'copy', 'share'];

export const spec = {
  tag: 'inlay-share',
  summary: 'Privacy-first share buttons: real links opened in a safe popup, Web Share, copy link, optional counts from a Shariff-protocol backend.',
  props: {
    services: { type: 'list', default: DEFAULT_SERVICES, tsType: 'string[]', description: 'Services in order: facebook, x, linkedin, whatsapp, telegram, reddit, pinterest, xing, bluesky, mastodon, threads, tumblr, hackernews, mail, copy, print, share (Web Share; shown only where the browser has it).' },
    url: { type: 'string', default: '', description: 'The URL to share. Default: the page\'s <link rel="canonical">, else og:url, else location.href.' },
    shareTitle: { type: 'string', default: '', attribute: 'title', description: 'The text shared with the URL. Default: the page title. Property `shareTitle`, attribute `title` (the widget suppresses the native tooltip).' },
    media: { type: 'string', default: '', description: 'Image URL for Pinterest. Default: the page\'s og:image.' },
    via: { type: 'string', default: '', description: 'X handle to credit (without @).' },
    countsUrl: { type: 'string', default: '', description: 'A Shariff-protocol backend: GET {counts-url}?url={url} → {"facebook": 12, …}. Empty = no counts.' },
    consent: { type: 'string', default: '', description: 'Consent service for the counts request (gates even a same-origin backend). Without it, a backend on another origin waits for consent to "share-counts"; "none" = no gate.' },
    total: { type: 'boolean', default: false, description: 'Show the total share count.' },
    orientation: { type: 'string', default: 'horizontal', values: ['horizontal', 'vertical'], description: 'Button layout.' },
    display: { type: 'string', default: 'icon-label', values: ['icon-label', 'icon', 'label'], description: 'What a button shows (counts are added when available).' },
    theme: { type: 'string', default: 'color', values: ['color', 'mono', 'outline'], description: 'color = brand colours, mono = the primary colour, outline = brand-coloured outline.' },
    strings: { type: 'json', default: null as Record<string, string> | null, tsType: 'Record<string, string> | null', description: 'Overrides for any built-in text (keys in docs/share.md), e.g. `{"copy": "Copy address"}`.' },
  },
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
} as const satisfies WidgetSpec;
