import type { Foreign } from './foreign';
import { shared } from '../host/global';
import { arr, call, createAdapters, type Adapter, type ConsentConfig } from './adapters';
import { defaultIds } from './map';
import type { ConsentInfo, ConsentLookup, ConsentMode, ConsentState } from './index';
import type { ConsentWriter } from './writers';

const STORE_KEY = 'inlay-consent';
type Watcher = (state: ConsentState) => void;

/** true / "granted" / "allow" → granted; false / "denied" / "deny" → denied; anything else: no decision. */
function decision(value: unknown): ConsentState | undefined {
  if (value === true || value === 'granted' || value === 'allow') return 'granted';
  if (value === false || value === 'denied' || value === 'deny') return 'denied';
  return undefined;
}
const norm = (s: unknown) =>
  String(s ?? '')
    .trim()
    .toLowerCase();
const lowerKeys = (o: unknown): Record<string, Foreign> | undefined =>
  o && typeof o === 'object' ? Object.fromEntries(Object.entries(o).map(([k, v]) => [norm(k), typeof v === 'string' ? norm(v) : v])) : undefined;

/**
 * The lookup. Resolution order for a service:
 *   1. the site owner: `window.InlayConsent(service)`, then the JSON block's "services";
 *   2. the visitor's own click on a placeholder ("Load once" for this page view, "Always allow" stored
 *      in this browser when the CMP cannot record it);
 *   3. the first detected CMP that knows the service (per-service CMPs first, then category ones);
 *   4. the JSON block's "default", else 'unknown' (treated as denied).
 */
export function createConsent(win: Window = window): ConsentLookup {
  const globals = win as Foreign;
  const adapters = createAdapters();
  const hooked = new Set<Adapter>();
  const once = new Set<string>();
  const watchers = new Map<string, Map<Watcher, ConsentState>>();
  const cmpLast = new Map<string, ConsentState | undefined>();
  const announced = new Map<string, ConsentState>();
  /** "Always allow" write-back per adapter id, registered by the scripts that show the placeholder. */
  const writers: Record<string, ConsentWriter> = {};
  let cfgText: string | null = null;
  let cfg: ConsentConfig = {};
  let store: Record<string, boolean> = loadStore();

  function config(): ConsentConfig {
    const text = globals.document.getElementById('inlay-consent')?.textContent ?? '';
    if (text !== cfgText) {
      cfgText = text;
      try {
        const parsed = text.trim() ? JSON.parse(text) : {};
        if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('it must be a JSON object');
        cfg = { ...parsed, services: lowerKeys(parsed.services), map: lowerKeys(parsed.map) };
      } catch (error) {
        cfg = {};
        console.error(`[Inlay] consent: the #inlay-consent JSON block is ignored: ${(error as Error).message}`);
      }
    }
    return cfg;
  }

  function loadStore(): Record<string, boolean> {
    try {
      const stored = JSON.parse(globals.localStorage.getItem(STORE_KEY) ?? '{}');
      return stored && typeof stored === 'object' ? stored : {};
    } catch {
      return {};
    }
  }
  function setStore(service: string, value: boolean): boolean {
    store = { ...loadStore() };
    if (value) store[service] = true;
    else delete store[service];
    try {
      globals.localStorage.setItem(STORE_KEY, JSON.stringify(store));
      return true;
    } catch {
      return false;
    }
  }

  /** What a CMP calls a service: the site's "map" entry (or alias) first, then the built-in table. */
  function ids(service: string, key: string): unknown {
    const map: Record<string, Foreign> = config().map ?? {};
    let resolved = service;
    for (let i = 0; i < 8 && typeof map[resolved] === 'string'; i++) resolved = map[resolved];
    const base = resolved.split(':')[0]!;
    for (const name of [resolved, base]) {
      const own = map[name];
      if (own && typeof own === 'object' && key in own) return own[key];
    }
    return defaultIds(base, key);
  }

  function active(): Adapter[] {
    const only = arr(config().cmp).map(norm);
    return adapters.filter((a) => !only.length || only.includes(a.key) || only.includes(a.id));
  }

  /** Hooks every CMP that has appeared since the last scan (once per CMP per page). */
  function scan() {
    for (const adapter of active()) {
      if (!hooked.has(adapter) && call(() => adapter.detect(globals, cfg))) {
        hooked.add(adapter);
        call(() => adapter.hook?.(globals, refresh, cfg));
      }
    }
  }

  function fromCmp(service: string): [ConsentState, Adapter] | undefined {
    for (const adapter of active()) {
      if (!hooked.has(adapter)) continue;
      const mapped = ids(service, adapter.key);
      if (mapped == null || (Array.isArray(mapped) && !mapped.length)) continue;
      const state = call(() => adapter.read(globals, mapped, cfg)) ?? undefined;
      if (state) return [state, adapter];
    }
    return undefined;
  }

  function info(name: string): ConsentInfo {
    const service = norm(name);
    const cfg = config();
    scan();
    const base = service.split(':')[0]!;
    const fn = globals.InlayConsent;
    const site =
      (typeof fn === 'function' ? decision(call(() => fn(service))) : undefined) ?? decision(cfg.services?.[service]) ?? decision(cfg.services?.[base]);
    const answer = fromCmp(service);
    const cmp = answer?.[1];
    const writeBack: ConsentInfo['writeBack'] = cmp && writers[cmp.id] ? 'cmp' : 'local';
    const out = (state: ConsentState, source: string): ConsentInfo => ({ service, state, source, cmp: cmp?.id, writeBack });
    if (site) return out(site, 'site');
    if (once.has(service)) return out('granted', 'visitor');
    if (store[service]) return out('granted', 'local');
    if (answer) return out(answer[0], cmp!.id);
    const fallback = decision(cfg.default);
    return fallback ? out(fallback, 'default') : out('unknown', 'none');
  }

  let queued = false;
  function refresh() {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      scan();
      for (const [service, list] of watchers) {
        const cmp = fromCmp(service)?.[0];
        // Withdrawal in the CMP also ends the visitor's earlier "Load once" / "Always allow".
        if (cmpLast.get(service) === 'granted' && cmp !== 'granted') {
          once.delete(service);
          if (store[service]) setStore(service, false);
        }
        cmpLast.set(service, cmp);
        const now = info(service).state;
        for (const [cb, prev] of list) {
          if (prev === now) continue;
          list.set(cb, now);
          call(() => cb(now));
        }
        if (announced.get(service) !== now) {
          const had = announced.has(service);
          announced.set(service, now);
          if (had) globals.document.dispatchEvent(new CustomEvent('inlay-consent', { detail: { service, state: now } }));
        }
      }
    });
  }

  // Start: hook the CMPs already there, then keep looking for late ones (tag managers inject CMPs after
  // the page loaded): every 250 ms for 10 s, then every 2 s up to a minute; page load events re-check.
  scan();
  const t0 = Date.now();
  const tick = () => {
    refresh();
    const age = Date.now() - t0;
    if (age < 60_000 || cfg.googleConsentMode) setTimeout(tick, age < 10_000 ? 250 : 2000);
  };
  setTimeout(tick, 0);
  globals.document.addEventListener('DOMContentLoaded', refresh);
  globals.addEventListener('load', refresh);
  globals.addEventListener('storage', (event: StorageEvent) => {
    if (event.key === STORE_KEY || event.key === null) {
      store = loadStore();
      refresh();
    }
  });

  return {
    get: (service) => info(service).state,
    info,
    watch(name, callback) {
      const service = norm(name);
      let list = watchers.get(service);
      if (!list) watchers.set(service, (list = new Map()));
      if (!cmpLast.has(service)) cmpLast.set(service, fromCmp(service)?.[0]);
      const now = info(service).state;
      if (!announced.has(service)) announced.set(service, now);
      list.set(callback, now);
      callback(now);
      return () => {
        list!.delete(callback);
      };
    },
    async request(name, mode: ConsentMode = 'once') {
      const service = norm(name);
      const before = info(service);
      if (before.source === 'site' && before.state === 'denied') return false;
      if (mode === 'always') {
        const answer = fromCmp(service);
        const adapter = answer?.[1];
        const write = adapter && writers[adapter.id];
        if (write && answer[0] !== 'granted') {
          try {
            await write(globals, ids(service, adapter.key), adapter, service);
          } catch {
            /* the writers report their own failures (./writers.ts); kept in this browser below */
          }
        }
        if (fromCmp(service)?.[0] !== 'granted') setStore(service, true);
      }
      once.add(service);
      refresh();
      return true;
    },
    revoke(name) {
      const service = norm(name);
      once.delete(service);
      setStore(service, false);
      refresh();
    },
    refresh,
    addWriters: (map) => void Object.assign(writers, map),
    cmps: () => adapters.filter((a) => hooked.has(a)).map((a) => a.id),
    config: () => ({ ...config() }),
  };
}

/** The page-wide lookup, shared by every Inlay script on the page (window.Inlay.consent). */
export function getConsent(): ConsentLookup {
  return shared('consent', createConsent);
}
