import { afterEach, describe, expect, it, vi } from 'vitest';

describe('wordsOf with a segmenter that under-reports isWordLike (Firefox 153)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it("keeps dictionary words the segmenter calls not word-like ('検索' alone, or before '。')", async () => {
    // Firefox 153's Intl.Segmenter (ICU4X) gives '検索' with isWordLike false when it stands alone: a
    // query of just '検索' then had no words, and found results showed no highlight.
    const Real = Intl.Segmenter;
    class FirefoxLike {
      private real = new Real('ja', { granularity: 'word' });
      segment(text: string) {
        return [...this.real.segment(text)].map((s) => ({ ...s, isWordLike: text === '検索' || s.segment === 'ます' ? false : s.isWordLike }));
      }
    }
    vi.stubGlobal('Intl', { ...Intl, Segmenter: FirefoxLike });
    vi.resetModules();
    const { wordsOf } = await import('./text');
    expect(wordsOf('検索').map((w) => w.word)).toEqual(['検索']);
    const text = '文章を検索できます。';
    const words = wordsOf(text);
    expect(words.map((w) => w.word)).toEqual(['文章', 'を', '検索', 'でき', 'ます']);
    for (const { word, at } of words) expect(text.slice(at, at + word.length)).toBe(word);
  });
});

describe('compoundsOf', () => {
  it('finds identifiers wherever a joiner touches a word, and none in prose whose dots end sentences', async () => {
    const { compoundsOf } = await import('./text');
    expect(compoundsOf('Ends here. Next one... And (this).')).toEqual([]);
    expect(compoundsOf('Call os.path.join first.')).toEqual(['os.path', 'os.path.join', 'path.join']);
    expect(compoundsOf('version 1.2 and e.g. this')).toEqual(['1.2', 'e.g']);
    expect(compoundsOf('std::vec and _private and x._y')).toEqual(['std::vec', '_private', '_y']);
    expect(compoundsOf('tab.\tthen a.\u00a0b')).toEqual([]);
  });
});
