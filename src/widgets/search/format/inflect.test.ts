import { describe, expect, it } from 'vitest';
import { FEW_MATCHES, inflections, inflects, wantsForms } from './inflect';

describe('inflections (English word forms for the query side)', () => {
  it.each([
    ['test', ['tests', 'tested', 'testing']],
    ['testing', ['test', 'tests', 'tested']],
    ['wrinkle', ['wrinkles', 'wrinkled', 'wrinkling']],
    ['wrinkles', ['wrinkle', 'wrinkled', 'wrinkling']],
    ['libraries', ['library']],
    ['configured', ['configure', 'configures', 'configuring']],
    ['stopped', ['stop', 'stops', 'stopping']],
    ['boxes', ['box', 'boxed', 'boxing']],
    ['query', ['queries', 'queried', 'querying']],
  ])('%s', (word, forms) => {
    const got = inflections(word);
    for (const form of forms) expect(got).toContain(form);
    expect(got).not.toContain(word);
  });
  it('leaves alone short words, words ending in -ss/-us/-is, identifiers and digits', () => {
    expect(inflections('go')).toEqual([]);
    expect(inflections('class')).toEqual(['classes', 'classed', 'classing']);
    expect(inflections('status')).not.toContain('statu');
    expect(inflections('analysis')).not.toContain('analysi');
    expect(inflections('__init__')).toEqual([]);
    expect(inflections('utf8')).toEqual([]);
  });
  it('applies to English indexes only', () => {
    expect([inflects('en'), inflects('en-GB'), inflects('EN-us'), inflects('de'), inflects(''), inflects(null), inflects('eno')]).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
  it('asks again with word forms only when an English query found few records', () => {
    expect([wantsForms(0, 'en'), wantsForms(FEW_MATCHES - 1, 'en-GB'), wantsForms(FEW_MATCHES, 'en'), wantsForms(0, 'de'), wantsForms(0, null)]).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
