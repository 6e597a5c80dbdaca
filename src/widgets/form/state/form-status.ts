// The form hook's options and what it reports (use-inlay-form.ts), as types only.
import type { PropsOf } from '../../../core/spec/spec';
import type { spec } from '../spec';

/** What the hook reads of the element's props (declared in spec.ts). */
export type FormOptions = Pick<
  PropsOf<typeof spec>,
  'action' | 'method' | 'encoding' | 'provider' | 'successMessage' | 'redirect' | 'draft' | 'draftKey' | 'minFillTime' | 'timeout'
>;

export type Focus = 'summary' | 'status' | 'first' | 'heading' | 'captcha';

export type Status = { kind: 'idle' | 'sending'; text?: undefined; retry?: undefined } | { kind: 'success' | 'error' | 'info'; text: string; retry?: boolean };
