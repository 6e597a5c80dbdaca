import { describe, expect, it } from 'vitest';
import { normalise, providerFor } from './providers';

describe('normalise', () => {
  it('Formspree success and field errors', () => {
    expect(normalise('formspree', 200, { ok: true, next: 'https://formspree.io/thanks' })).toMatchObject({ ok: true, kind: 'ok', redirect: undefined });
    const normalised = normalise('formspree', 422, {
      error: 'Validation errors',
      errors: [
        { field: 'email', code: 'TYPE_EMAIL', message: 'should be an email' },
        { code: 'EMPTY', message: 'empty form' },
      ],
    });
    expect(normalised).toMatchObject({ ok: false, kind: 'invalid', fieldErrors: { email: 'should be an email' }, formError: 'empty form' });
  });

  it('generic 422 {errors: {field: message | [message]}}, redirect, {message}', () => {
    expect(normalise('generic', 422, { errors: { email: ['taken'], name: 'too long' } })).toMatchObject({
      kind: 'invalid',
      fieldErrors: { email: 'taken', name: 'too long' },
    });
    expect(normalise('generic', 201, { redirect: '/thanks' })).toMatchObject({ ok: true, redirect: '/thanks' });
    expect(normalise('generic', 400, { message: 'Bad request body' })).toMatchObject({ kind: 'rejected', formError: 'Bad request body' });
  });

  it('Web3Forms {success:false, message} is a failure even with 200', () => {
    expect(normalise('web3forms', 200, { success: false, message: 'Invalid access key' })).toMatchObject({
      ok: false,
      kind: 'rejected',
      formError: 'Invalid access key',
    });
    expect(normalise('web3forms', 200, { success: true, message: 'Email sent' })).toMatchObject({ ok: true });
  });

  it('5xx, 429 and non-JSON bodies are retryable server failures', () => {
    expect(normalise('generic', 500, null)).toMatchObject({ ok: false, kind: 'server', formError: undefined });
    expect(normalise('generic', 429, { error: 'slow down' })).toMatchObject({ kind: 'server' });
    expect(normalise('generic', 200, null)).toMatchObject({ ok: true });
  });
});

describe('providerFor', () => {
  it('auto picks by the action host', () => {
    expect(providerFor('auto', 'https://formspree.io/f/abcd')).toBe('formspree');
    expect(providerFor('auto', 'https://api.web3forms.com/submit')).toBe('web3forms');
    expect(providerFor('auto', 'https://usebasin.com/f/x')).toBe('basin');
    expect(providerFor('auto', '/api/contact')).toBe('generic');
    expect(providerFor('formspree', '/api/contact')).toBe('formspree');
  });
});
