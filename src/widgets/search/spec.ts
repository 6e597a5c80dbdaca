import type { WidgetSpec } from '../../core/spec/spec';
import type { SearchClientLike } from './search-client';

export const spec = {
  tag: 'inlay-search',
  summary:
    'Instant search on Algolia (app id + search-only key as query parameters), on any InstantSearch-compatible client, or on a local JSON index with no account. Inline box or a Ctrl/Cmd+K modal.',
  props: {
    appId: { type: 'string', default: '', description: 'Algolia application id (Algolia mode).' },
    apiKey: { type: 'string', default: '', description: 'Algolia SEARCH-ONLY API key (never an admin or write key: it is visible to every visitor).' },
    indexName: { type: 'string', default: '', description: 'Algolia index name (Algolia mode, or the name sent to a custom `searchClient`).' },
    host: {
      type: 'list',
      default: [],
      description:
        "Algolia-compatible host(s) to use instead of Algolia's (a proxy), e.g. `search.example.com` or `https://proxy.example.com/algolia`; tried in order, each given 5 s to start answering and 10 s to finish (Algolia's own hosts: 1 s and 2 s).",
    },
    index: {
      type: 'string',
      default: '',
      description:
        "Local mode: URL of the folder `npx inlay index <site-dir>` wrote (e.g. `/_inlay/`); the page's language picks its per-language index. Results are grouped by page.",
    },
    filters: {
      type: 'string',
      default: '',
      description:
        'Restricts every query, e.g. `version:2.0 lang:en` (different keys AND, a repeated key ORs; quote values with spaces: `product:"Acme Pro"`).',
    },
    maxSubResults: { type: 'number', default: 3, min: 0, max: 20, description: 'Grouped results (section records): matching sections shown under each page.' },
    records: {
      type: 'string',
      default: '',
      description: 'Local mode: URL of a JSON array of records, fetched on first interaction and indexed in the browser (MiniSearch).',
    },
    searchClient: {
      type: 'json',
      attribute: false,
      description: 'Property only: any InstantSearch-compatible search client (Typesense, Meilisearch adapters…). Takes precedence over the other modes.',
      tsType: '{ search(requests: unknown): Promise<{ results: unknown[] }> } | null',
      default: null as SearchClientLike | null,
    },
    mode: {
      type: 'string',
      default: 'inline',
      values: ['inline', 'modal'],
      description: '`inline`: a search box with a results panel; `modal`: a button that opens a search dialog.',
    },
    hotkey: { type: 'string', default: 'k', description: 'Ctrl/Cmd + this key (and `/`) opens or focuses the search; `none` turns the hotkeys off.' },
    titleField: { type: 'string', default: 'title', description: 'Record field shown as the result title.' },
    urlField: { type: 'string', default: 'url', description: 'Record field holding the result URL (http(s) or relative only).' },
    snippetField: { type: 'string', default: 'content', description: 'Record field shown as the snippet under the title.' },
    searchFields: { type: 'list', default: [], description: 'Local mode: fields indexed for full-text search (default: title-field and snippet-field).' },
    facets: { type: 'list', default: [], description: 'Attributes offered as filters with counts, e.g. `category,tags`.' },
    hitsPerPage: { type: 'number', default: 8, min: 1, max: 100, description: 'Results per page ("Show more" loads the next page).' },
    recent: {
      type: 'boolean',
      default: true,
      description: 'Remember recent searches in this browser (localStorage, per index); `recent="false"` turns it off.',
    },
    consent: {
      type: 'string',
      default: '',
      description:
        "The consent service the search traffic belongs to. Default: `algolia` in Algolia mode (unless every `host` is on the page's origin), the host name for an `index`/`records` URL on another origin, no gate otherwise; no request before the visitor agrees. `none` = no gate (a first-party backend).",
    },
    privacyUrl: { type: 'string', default: '', description: 'Link to the privacy policy shown in the consent placeholder.' },
    placeholder: { type: 'string', default: '', description: 'Placeholder text of the search box (default: "Search").' },
    label: { type: 'string', default: '', description: 'Accessible name of the search box and text of the modal button (default: "Search").' },
    strings: {
      type: 'json',
      default: null as Record<string, string> | null,
      tsType: 'Record<string, string> | null',
      description: 'Overrides for any built-in text (keys in docs/search.md), e.g. `{"showMore": "More"}`.',
    },
  },
  events: {
    'inlay-search: { query: string }': 'A search ran (after debouncing).',
    'inlay-select: { hit: Record<string, unknown>; query: string; url: string | null }':
      'A result was chosen (click or Enter). Cancelable: call preventDefault() to route yourself.',
    'inlay-error: { widget: "search"; code: string; message: string }': 'Configuration, network or backend problem (the API key is never included).',
  },
  cssParts: {
    button: 'Modal mode: the button that opens the dialog.',
    dialog: 'Modal mode: the <dialog>.',
    box: 'The search box: the input with its icon and clear button (inline mode, and inside the dialog).',
    input: 'The search input.',
    panel: 'The results panel.',
    facets: 'The row of facet filters.',
    facet: 'One facet filter button.',
    stats: 'The "N results" line.',
    listbox: 'The result list.',
    option: 'One result.',
    page: 'Grouped results: the page row (also has part `option`).',
    section: 'Grouped results: a section under its page (also has part `option`).',
    title: 'A result title.',
    snippet: 'A result snippet.',
    mark: 'A highlighted match.',
    more: 'The "Show more" button.',
    recent: 'The recent searches list.',
    message: 'Empty, loading and error messages.',
  },
  cssProperties: {
    '--inlay-search-width: 100%': 'Width of the inline box.',
    '--inlay-search-panel-max-height: 420px': 'Max height of the inline results panel.',
    '--inlay-search-mark-background: color-mix(primary 18%)': 'Background of highlighted matches.',
    '--inlay-search-mark-color: inherit': 'Text color of highlighted matches.',
    '--inlay-search-dialog-width: 640px': 'Width of the modal dialog on large screens.',
    '--inlay-search-z-index: 20': 'Stacking of the inline panel.',
  },
  methods: {
    open: 'Opens the dialog (modal mode) or focuses the box (inline mode).',
    close: 'Closes the dialog / results panel.',
  },
} as const satisfies WidgetSpec;
