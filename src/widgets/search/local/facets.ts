import type { Clause } from '../algolia/algolia-params';
import { yieldToEventLoop } from './event-loop';
import { getPath, type SearchRecord } from '../format/text';

/** One facet's values per record: record i has value ids ids[off[i]..off[i+1]]. */
interface FacetIndex {
  values: string[];
  idOf: Map<string, number>;
  off: Uint32Array;
  ids: Int32Array;
}

/** The facet values of one record for one attribute (arrays give several values). */
function facetValues(record: SearchRecord, attr: string): string[] {
  const value = getPath(record, attr);
  if (value == null || value === '') return [];
  return (Array.isArray(value) ? value : [value]).filter((x) => x != null && typeof x !== 'object').map(String);
}

/**
 * Facet values of every record, per attribute, computed once as value ids in flat typed arrays, so
 * counting over 100k matches and filtering them are tight loops.
 */
export class FacetTable {
  private cache = new Map<string, FacetIndex>();

  constructor(private readonly records: SearchRecord[]) {}

  private index(attr: string): FacetIndex {
    const cached = this.cache.get(attr);
    if (cached) return cached;
    const steps = this.build(attr);
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
    }
  }

  /** Builds one facet's value index, pausing every 1024 records (so prepare() can spread it over slices). */
  private *build(attr: string): Generator<void, FacetIndex> {
    const values: string[] = [];
    const idOf = new Map<string, number>();
    const records = this.records;
    const off = new Uint32Array(records.length + 1);
    const flat: number[] = [];
    for (let i = 0; i < records.length; i++) {
      for (const value of facetValues(records[i]!, attr)) {
        let id = idOf.get(value);
        if (id === undefined) idOf.set(value, (id = values.push(value) - 1));
        flat.push(id);
      }
      off[i + 1] = flat.length;
      if ((i & 1023) === 1023) yield;
    }
    const facet = { values, idOf, off, ids: Int32Array.from(flat) };
    this.cache.set(attr, facet);
    return facet;
  }

  /** Builds the indexes of these attributes, yielding to the page every `sliceMs`. */
  async prepare(attrs: Iterable<string>, sliceMs: number): Promise<void> {
    for (const attr of attrs) {
      if (this.cache.has(attr)) continue;
      const steps = this.build(attr);
      let t0 = performance.now();
      while (!steps.next().done) {
        if (performance.now() - t0 > sliceMs) {
          await yieldToEventLoop();
          t0 = performance.now();
        }
      }
    }
  }

  /** Counts of one facet's values over the matches (`kept` positions when filtered), most frequent first. */
  count(attr: string, ids: Int32Array, kept: Int32Array | null, max: number): Record<string, number> {
    const { values, off, ids: vids } = this.index(attr);
    const counts = new Uint32Array(values.length);
    const count = kept ? kept.length : ids.length;
    for (let j = 0; j < count; j++) {
      const doc = ids[kept ? kept[j]! : j]!;
      for (let k = off[doc]!, end = off[doc + 1]!; k < end; k++) counts[vids[k]!]!++;
    }
    const order: number[] = [];
    counts.forEach((c, v) => c && order.push(v));
    order.sort((a, b) => counts[b]! - counts[a]! || (values[a]! < values[b]! ? -1 : 1));
    const out: Record<string, number> = {};
    for (const valueId of order.slice(0, max)) out[values[valueId]!] = counts[valueId]!;
    return out;
  }

  /** Positions (into `ids`) of the matches that pass the facet filters (AND of ORs, negation). */
  filter(ids: Int32Array, clauses: Clause[]): Int32Array {
    const tests = clauses.map((or) =>
      or.map(({ attr, value, negate }) => {
        const facet = this.index(attr);
        return { f: facet, id: facet.idOf.get(value) ?? -1, negate };
      }),
    );
    const out = new Int32Array(ids.length);
    let passed = 0;
    for (let pos = 0; pos < ids.length; pos++) {
      const doc = ids[pos]!;
      let pass = true;
      for (const or of tests) {
        let any = false;
        for (const { f: facet, id, negate } of or) {
          let has = false;
          for (let k = facet.off[doc]!, end = facet.off[doc + 1]!; k < end; k++) if (facet.ids[k] === id) has = true;
          if (has !== negate) {
            any = true;
            break;
          }
        }
        if (!any) {
          pass = false;
          break;
        }
      }
      if (pass) out[passed++] = pos;
    }
    return out.subarray(0, passed);
  }
}
