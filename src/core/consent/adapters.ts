/**
 * CMP adapters: each detects its CMP, hooks its events (before reading, so a CMP that becomes ready
 * later is heard and one that was ready earlier is read at once), reads the current state
 * synchronously from the CMP or its last snapshot. Writing a grant back ("Always allow") lives in
 * ./writers.ts: only scripts with the two-click placeholder ship it and register it with the lookup.
 *
 * `read` returns undefined when the CMP cannot answer for that service (no mapping, service unknown to
 * it) so the next source is asked; 'unknown' when the CMP is there but nothing is decided yet.
 * Every event is treated as "the state may have changed, re-read": replays of stored consent and
 * toggles before saving then cost nothing and decide nothing.
 */
import { categoryAdapters } from './adapters-category';
import { iabAdapters } from './adapters-iab';
import { openAdapters } from './adapters-open';
import { serviceAdapters } from './adapters-service';
import type { Adapter } from './adapter-kit';

export { arr, call, find, type Adapter, type ConsentConfig } from './adapter-kit';
export { didomiVendor, ucServices } from './adapters-service';

/** Every adapter, in the order they are asked (the first CMP detected answers first). */
export function createAdapters(): Adapter[] {
  return [...serviceAdapters(), ...openAdapters(), ...iabAdapters(), ...categoryAdapters()];
}
