import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InlayForm, type FormProps } from './Form';

const FIELDS = [
  { name: 'email', type: 'email', label: 'Email', required: true },
  { name: 'message', type: 'textarea', label: 'Message', required: true, minLength: 5 },
];
const base: FormProps = {
  action: '/api/contact',
  method: 'POST',
  encoding: 'json',
  provider: 'generic',
  fields: FIELDS,
  successMessage: '',
  redirect: '',
  submitLabel: '',
  draft: true,
  draftKey: 'unit',
  honeypot: '',
  minFillTime: 0,
  timeout: 5,
  strings: null,
  captcha: '',
  captchaSitekey: '',
  captchaSrc: '',
  consent: '',
};
const reply = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  localStorage.clear();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('<InlayForm> (React runtime)', () => {
  it('a failed submit shows the error summary and sends nothing', async () => {
    render(<InlayForm {...base} />);
    await act(async () => void fireEvent.submit(screen.getByRole('button', { name: 'Send' }).closest('form')!));
    const summary = await screen.findByText('There is a problem');
    expect(summary.parentElement!.textContent).toContain('Email is required.');
    expect(document.activeElement).toBe(summary.parentElement);
    expect(screen.getByLabelText(/Email/).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('server field errors survive other fields changing and go when their field changes', async () => {
    fetchMock.mockReturnValueOnce(reply(422, { errors: { email: 'Address bounced' } }));
    render(<InlayForm {...base} />);
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'a@b.co' } });
    fireEvent.change(screen.getByLabelText(/Message/), { target: { value: 'Hello there' } });
    await act(async () => void fireEvent.submit(screen.getByLabelText(/Email/).closest('form')!));
    await screen.findAllByText('Address bounced'); // on the field and in the summary
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toMatch(/\/api\/contact$/);
    expect(init.headers.Accept).toBe('application/json');
    expect(JSON.parse(init.body)).toEqual({ email: 'a@b.co', message: 'Hello there' });
    fireEvent.change(screen.getByLabelText(/Message/), { target: { value: 'Hello there, again' } });
    fireEvent.blur(screen.getByLabelText(/Message/));
    await act(async () => {});
    expect(screen.getAllByText('Address bounced')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'c@d.co' } });
    await waitFor(() => expect(screen.queryAllByText('Address bounced')).toHaveLength(0));
  });

  it('success: message focused, form reset, draft removed', async () => {
    fetchMock.mockReturnValueOnce(reply(200, { ok: true }));
    render(<InlayForm {...base} successMessage="Got it!" />);
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'a@b.co' } });
    fireEvent.change(screen.getByLabelText(/Message/), { target: { value: 'Hello there' } });
    await waitFor(() => expect(localStorage.getItem('inlay-form:unit')).toContain('Hello there'));
    await act(async () => void fireEvent.submit(screen.getByLabelText(/Email/).closest('form')!));
    const status = await screen.findByText('Got it!');
    expect(status.getAttribute('role')).toBe('status');
    expect(document.activeElement).toBe(status);
    expect((screen.getByLabelText(/Email/) as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(localStorage.getItem('inlay-form:unit')).toBeNull());
  });

  it('a bad definition renders a notice, not a form', () => {
    render(<InlayForm {...base} fields={[{ name: 'x', type: 'colour' }]} />);
    expect(screen.getByRole('alert').textContent).toMatch(/fields\[0\] "x": unknown type "colour"/);
    expect(document.querySelector('form')).toBeNull();
  });
});
