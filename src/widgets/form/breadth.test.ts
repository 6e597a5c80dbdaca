import { describe, expect, it } from 'vitest';
import { visibility } from './definition/conditions';
import { filesOf, initialValues, parseDefinition, payloadOf } from './definition/definition';
import { draftExtras, loadDraft, saveDraft } from './state/draft';
import { accepts, formatSize, parseSize } from './definition/files';
import { normalise } from './submit/providers';
import { translations } from './strings';
import { buildSchema } from './state/validation';

describe('file rules', () => {
  it('reads sizes and matches accept lists as the file picker does', () => {
    expect([parseSize('5MB'), parseSize('500 kb'), parseSize('2MiB'), parseSize(1000), parseSize('lots'), parseSize(0)]).toEqual([
      5e6,
      5e5,
      2 * 1024 ** 2,
      1000,
      undefined,
      undefined,
    ]);
    expect([formatSize(300_000), formatSize(2e6), formatSize(1_250_000), formatSize(12)]).toEqual(['300 KB', '2 MB', '1.3 MB', '12 bytes']);
    const acc = ['image/*', '.pdf', 'text/plain'];
    expect(accepts(acc, { name: 'a.PNG', type: 'image/png' })).toBe(true);
    expect(accepts(acc, { name: 'CV.PDF', type: '' })).toBe(true);
    expect(accepts(acc, { name: 'notes.txt', type: 'text/plain' })).toBe(true);
    expect(accepts(acc, { name: 'x.exe', type: 'application/octet-stream' })).toBe(false);
  });

  it('a single file field holds one file; multiple follows maxFiles', () => {
    const { fields } = parseDefinition([
      { name: 'a', type: 'file' },
      { name: 'b', type: 'file', maxFiles: 3 },
    ]);
    expect([fields[0]!.multiple, fields[0]!.maxFiles, fields[1]!.multiple, fields[1]!.maxFiles]).toEqual([false, 1, true, 3]);
  });

  it('files are never in the JSON values, only in filesOf; FILES_TOO_BIG without a field becomes a file error', () => {
    const { fields } = parseDefinition([{ name: 'email' }, { name: 'cv', type: 'file' }]);
    const file = new File(['x'], 'cv.pdf', { type: 'application/pdf' });
    const values = { k0: 'a@b.co', k1: [file] };
    expect(payloadOf(fields, values)).toEqual({ email: 'a@b.co' });
    expect(filesOf(fields, values)).toEqual({ cv: [file] });
    const out = normalise('formspree', 422, { error: 'x', errors: [{ code: 'FILES_TOO_BIG', message: 'Too big.' }] });
    expect([out.kind, out.fileError, out.formError]).toEqual(['invalid', 'Too big.', undefined]);
    expect(normalise('generic', 413, null).fileError).toBe('');
  });

  it('drafts keep file names (never contents) and the step', () => {
    localStorage.clear();
    const { fields } = parseDefinition([{ name: 'email' }, { name: 'cv', type: 'file', multiple: true }]);
    const initial = initialValues(fields);
    saveDraft('d', fields, { k0: '', k1: [new File(['secret'], 'a.pdf'), new File(['x'], 'b.pdf')] }, initial, 2);
    const raw = localStorage.getItem('d')!;
    expect(raw).not.toContain('secret');
    expect(draftExtras('d')).toEqual({ step: 2, files: { cv: ['a.pdf', 'b.pdf'] } });
    expect(loadDraft('d', fields)).toEqual({ k0: '' });
  });
});

describe('conditions', () => {
  const { fields, error } = parseDefinition([
    { name: 'topic', type: 'select', options: ['a', 'b'] },
    { name: 'x', required: true, showIf: { field: 'topic', equals: 'b' } },
    {
      name: 'y',
      required: true,
      showIf: {
        any: [
          { field: 'x', notEmpty: true },
          { field: 'topic', in: ['a'] },
        ],
      },
    },
    {
      name: 'z',
      showIf: {
        all: [
          { field: 'y', notEmpty: true },
          { field: 'topic', equals: 'b' },
        ],
      },
    },
  ]);
  it('chains: a field that depends on a hidden field sees it as empty', () => {
    expect(error).toBeUndefined();
    expect(visibility(fields, { k0: '', k1: 'kept', k2: 'v', k3: '' })).toEqual({ k0: true, k1: false, k2: false, k3: false });
    expect(visibility(fields, { k0: 'a', k1: 'kept', k2: 'v', k3: '' })).toEqual({ k0: true, k1: false, k2: true, k3: false });
    expect(visibility(fields, { k0: 'b', k1: 'kept', k2: 'v', k3: '' })).toEqual({ k0: true, k1: true, k2: true, k3: true });
  });
  it('the yup schema follows: hidden required fields pass, shown ones are checked', async () => {
    const schema = buildSchema(fields, translations.en);
    const errs = async (v: Record<string, unknown>) =>
      schema.validate(v, { abortEarly: false, context: v }).then(
        () => [],
        (e: { inner: { path: string }[] }) => e.inner.map((i) => i.path),
      );
    expect(await errs({ k0: '', k1: '', k2: '', k3: '' })).toEqual([]);
    expect(await errs({ k0: 'b', k1: '', k2: '', k3: '' })).toEqual(['k1']);
    expect(await errs({ k0: 'a', k1: '', k2: '', k3: '' })).toEqual(['k2']);
  });
});
