// TCF for services without an IAB vendor id: the site maps them to purposes (the browser test with a
// CMP built on the IAB's own libraries: test/consent/real-cmps.test.ts).
import { describe, expect, it } from 'vitest';
import type { Foreign } from './foreign';
import { iabAdapters } from './adapters-iab';

function withTcData(tcData: Foreign) {
  const tcf = iabAdapters().find((a) => a.id === 'tcf')!;
  const fakeWindow = { __tcfapi: (_cmd: string, _v: number, cb: (d: Foreign, ok: boolean) => void) => cb(tcData, true) };
  tcf.hook!(fakeWindow, () => {}, {});
  return (m: unknown) => tcf.read(fakeWindow, m, {});
}
const ACCEPTED = {
  eventStatus: 'useractioncomplete',
  gdprApplies: true,
  purpose: { consents: { 1: true, 7: true } },
  vendor: { consents: {} },
  publisher: { consents: { 1: true }, customPurpose: { consents: { 2: true } } },
};

describe('TCF: non-IAB services mapped to purposes', () => {
  it('purposes, publisher purposes and custom purposes answer without a vendor id; every listed one must be consented', () => {
    const read = withTcData(ACCEPTED);
    expect(read({ purposes: [1] })).toBe('granted');
    expect(read({ purposes: [1, 7] })).toBe('granted');
    expect(read({ purposes: [1, 2] })).toBe('denied');
    expect(read({ publisherPurposes: [1] })).toBe('granted');
    expect(read({ publisherPurposes: [1, 3] })).toBe('denied');
    expect(read({ customPurposes: [2] })).toBe('granted');
    expect(read({ customPurposes: [1] })).toBe('denied');
    expect(read({ vendors: [755] })).toBe('denied'); // a vendor still needs its own consent
    expect(read({})).toBeUndefined(); // nothing mapped: TCF does not answer
  });
  it('nothing decided yet (the UI shown) is not an answer', () => {
    expect(withTcData({ ...ACCEPTED, eventStatus: 'cmpuishown' })({ purposes: [1] })).toBe('unknown');
  });
});
