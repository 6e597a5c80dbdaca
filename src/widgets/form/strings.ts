import { translations as deToNl } from './strings/de-fr-es-it-nl';
import { translations as ptToCs } from './strings/pt-pl-sv-da-cs';
import { translations as trToHe } from './strings/tr-ja-zh-ar-he';

/**
 * Every visible and announced text of the form (keys: docs/form.md); `{label}`, `{n}`, `{status}` are
 * filled in as plain text. Plural strings (`one: … | other: …`) pick their form by `{n}` (Intl.PluralRules).
 * A new key goes into every language (src/core/i18n-tables.test.ts names any language that misses one).
 */
const en = {
  submit: 'Send',
  sending: 'Sending…',
  success: 'Thank you! Your message has been sent.',
  required: '{label} is required.',
  choose: 'Choose an option for {label}.',
  check: 'Tick this box to continue: {label}.',
  email: 'Enter a valid email address, like name@example.com.',
  url: 'Enter a full web address, like https://example.com.',
  tel: 'Enter a valid phone number.',
  number: '{label} must be a number.',
  step: '{label} must be a multiple of {n}.',
  date: 'Enter {label} as a date.',
  minLength: 'one: {label} must be at least {n} character. | other: {label} must be at least {n} characters.',
  maxLength: 'one: {label} must be {n} character or fewer. | other: {label} must be {n} characters or fewer.',
  min: '{label} must be {n} or more.',
  max: '{label} must be {n} or less.',
  minDate: '{label} must be on or after {n}.',
  maxDate: '{label} must be on or before {n}.',
  minItems: 'Choose at least {n} for {label}.',
  maxItems: 'Choose at most {n} for {label}.',
  pattern: '{label} is not in the expected format.',
  option: 'Choose one of the listed options for {label}.',
  summary: 'There is a problem',
  errorPrefix: 'Error:',
  invalid: 'Please correct the highlighted answers.',
  network: 'Your message could not be sent: the connection failed. Nothing you typed was lost. Please try again.',
  timeout: 'The server took too long to answer. Nothing you typed was lost. Please try again.',
  server: 'The server could not take your message right now (error {status}). Nothing you typed was lost. Please try again.',
  rejected: 'Your message could not be sent (error {status}).',
  noAction: 'This form is not set up to send messages yet.',
  retry: 'Try again',
  draftRestored: 'Draft restored: what you typed here earlier is back.',
  clearDraft: 'Clear draft',
  draftCleared: 'The form was cleared.',
  requiredNote: 'Fields marked * are required.',
  placeholder: 'Choose…',
  charsLeft: 'one: {n} character left | other: {n} characters left',
  charsOver: 'one: {n} character too many | other: {n} characters too many',
  fileType: '{name} is not a file type {label} accepts ({n}).',
  fileSize: '{name} is larger than {n}, the limit for {label}.',
  maxFiles: 'Choose at most {n} files for {label}.',
  uploading: 'Uploading… {n}%',
  cancelUpload: 'Cancel upload',
  cancelled: 'The upload was cancelled. Nothing you typed was lost.',
  filesAgain: 'Choose your files again (a browser keeps no files after a reload): {n}.',
  next: 'Next',
  back: 'Back',
  stepOf: 'Step {n} of {total}:',
  stepsLabel: 'Progress',
  stepDone: '(done)',
  captcha: 'Complete the security check before sending.',
  captchaLabel: 'Security check',
  captchaFailed: 'The security check could not be loaded. Please try again later.',
};

/** English here; the other languages in strings/ (the standalone scripts carry English only). */
export const translations = { en, ...deToNl, ...ptToCs, ...trToHe };

export type FormStrings = typeof en;
