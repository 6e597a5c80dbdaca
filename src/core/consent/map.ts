/**
 * The default mapping: Inlay service name → what each CMP calls it. Site owners override any entry
 * (per service, per CMP) in the `<script type="application/json" id="inlay-consent">` block's "map".
 *
 * Per-service CMPs (Usercentrics, Klaro, Borlabs, Complianz services, Didomi, tarteaucitron) are asked
 * by name: the service name itself, its aliases and (Usercentrics) the template's display names.
 * Category-only CMPs (Cookiebot, OneTrust, CookieYes, Complianz, WP Consent API, Google Consent Mode,
 * CookieConsent v3) get the category of the service's class; Osano's cookieconsent its status cookie. TCF answers only for services with an IAB vendor id; consentmanager only for
 * its own vendor ids.
 */

// class → [cookiebot, onetrust, cookieyes, complianz + wp, google consent mode, cookieconsent v3] (CATEGORY_KEYS)
const CLASSES: Record<string, string[]> = {
  m /* embedded media, maps */: ['marketing', 'C0004', 'advertisement', 'marketing', 'ad_storage', 'marketing'],
  s /* social networks, share counts */: ['marketing', 'C0005', 'advertisement', 'marketing', 'ad_storage', 'marketing'],
  f /* functional services (search, captcha) */: ['preferences', 'C0003', 'functional', 'preferences', 'functionality_storage', 'functionality'],
};

const CATEGORY_KEYS = ['cookiebot', 'onetrust', 'cookieyes', 'wp', 'gcm', 'cookieconsent'];

// name;class;usercentrics names;aliases;IAB TCF vendor id;consentmanager vendor id
const TABLE = `youtube;m;YouTube Video|YouTube;youtube-nocookie;755
vimeo;m;Vimeo
dailymotion;m;Dailymotion
google-maps;m;Google Maps;googlemaps|google-maps-api;755;s1104
openstreetmap;m;OpenStreetMap;osm
spotify;m;Spotify
soundcloud;m;SoundCloud
facebook;s;Facebook|Facebook Social Plugins|Facebook Connect;meta
instagram;s;Instagram
x;s;X|Twitter|Twitter Plugin;twitter
linkedin;s;LinkedIn|LinkedIn Plugin;;804
pinterest;s;Pinterest
reddit;s;Reddit
bluesky;s;Bluesky
mastodon;s;Mastodon
share-counts;s;Share counts|Shariff;shariff
algolia;f;Algolia
google-recaptcha;f;Google reCAPTCHA|reCAPTCHA;recaptcha
hcaptcha;f;hCaptcha
turnstile;f;Cloudflare Turnstile|Turnstile;cloudflare-turnstile`;

export interface ServiceInfo {
  cls?: string[];
  uc: string[];
  names: string[];
  tcf?: number;
  cm?: string;
}

let table: Record<string, ServiceInfo> | undefined;

/** The built-in entry for a service (parsed once). */
export function builtIn(service: string): ServiceInfo | undefined {
  if (!table) {
    table = {};
    for (const line of TABLE.split('\n')) {
      const [name, cls, uc, aliases, tcf, cm] = line.split(';') as [string, string, string, string?, string?, string?];
      table[name] = {
        cls: CLASSES[cls],
        uc: uc.split('|'),
        names: [name, ...(aliases ? aliases.split('|') : [])],
        tcf: tcf ? Number(tcf) : undefined,
        cm: cm || undefined,
      };
    }
  }
  return table[service];
}

/** Every service with a built-in mapping (documentation, tests). */
export function builtInServices(): string[] {
  return TABLE.split('\n').map((l) => l.split(';')[0]!);
}

/** The default identifiers a CMP adapter (by mapping key) uses for a service. */
export function defaultIds(service: string, key: string): unknown {
  const entry = builtIn(service);
  const names = entry?.names ?? [service];
  const cls = entry?.cls;
  // Category CMPs: the class's category at the CMP's position in CLASSES.
  const at = CATEGORY_KEYS.indexOf(key);
  if (at >= 0) return cls?.[at];
  switch (key) {
    case 'usercentrics':
      return [...(entry?.uc ?? []), ...names];
    case 'klaro':
    case 'borlabs':
    case 'tarteaucitron':
      return names;
    case 'osano-cookieconsent': // the status cookie (its `cookie.name` option)
      return 'cookieconsent_status';
    case 'didomi': // Didomi's custom vendors are "c:<name>"
      return [...names, ...names.map((n) => `c:${n}`)];
    case 'complianz':
      return cls && { service: names, category: cls[3] };
    case 'tcf':
      return entry?.tcf && { vendors: [entry.tcf], purposes: [1] };
    case 'consentmanager':
      return entry?.cm;
  }
  return undefined;
}
