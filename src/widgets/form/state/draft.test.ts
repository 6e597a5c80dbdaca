import { beforeEach, describe, expect, it } from 'vitest';
import { parseDefinition } from '../definition/definition';
import { clearDraft, loadDraft, saveDraft } from './draft';

const { fields } = parseDefinition([
  { name: 'email', type: 'email' },
  { name: 'pw', type: 'password' },
  { name: 'plan', type: 'radio', options: ['a', 'b'] },
  { name: 'tags', type: 'checkbox-group', options: ['x', 'y'] },
  { name: 'ok', type: 'checkbox' },
  { name: 'note', draft: false },
]);
const initial = { k0: '', k1: '', k2: '', k3: [], k4: false, k5: '' };

beforeEach(() => localStorage.clear());

describe('drafts', () => {
  it('stores by field name, never passwords or opted-out fields, and restores by key', () => {
    saveDraft('d', fields, { k0: 'a@b.co', k1: 'secret', k2: 'b', k3: ['y'], k4: true, k5: 'private' }, initial);
    const raw = localStorage.getItem('d')!;
    expect(raw).not.toContain('secret');
    expect(raw).not.toContain('private');
    expect(JSON.parse(raw).v).toEqual({ email: 'a@b.co', plan: 'b', tags: ['y'], ok: true });
    expect(loadDraft('d', fields)).toEqual({ k0: 'a@b.co', k2: 'b', k3: ['y'], k4: true });
  });

  it('removes the draft when the values are back to the initial ones', () => {
    saveDraft('d', fields, { ...initial, k0: 'x' }, initial);
    expect(localStorage.getItem('d')).not.toBeNull();
    saveDraft('d', fields, initial, initial);
    expect(localStorage.getItem('d')).toBeNull();
  });

  it('ignores values that no longer fit the definition, old drafts and garbage', () => {
    localStorage.setItem('d', JSON.stringify({ t: Date.now(), v: { email: 3, plan: 'zzz', tags: ['x', 'nope'], ok: 'yes' } }));
    expect(loadDraft('d', fields)).toBeNull();
    localStorage.setItem('d', JSON.stringify({ t: Date.now() - 31 * 24 * 3600 * 1000, v: { email: 'a@b.co' } }));
    expect(loadDraft('d', fields)).toBeNull();
    expect(localStorage.getItem('d')).toBeNull();
    localStorage.setItem('d', '{not json');
    expect(loadDraft('d', fields)).toBeNull();
    clearDraft('d');
    expect(localStorage.getItem('d')).toBeNull();
  });
});
