import type { WidgetSpec } from '../../core/spec';

/**
 * Documentation strings are kept for the manifest, typings and tests (Node, vitest, the ESM build) and
 * dropped from the standalone script, where `__DEV__` is false.
 */
const DOCS = typeof __DEV__ === 'undefined' || __DEV__;
const doc = (text: string): string => (DOCS ? text : '');

export const spec: WidgetSpec = {
  tag: 'inlay-form',
  summary: doc('A form defined in JSON (a child <script type="application/json"> or the `fields` property), validated with yup through formik and sent with fetch to any form backend (Formspree, Basin, Web3Forms, your own endpoint). Server errors land on the right fields, a failed send keeps everything typed and offers a retry, drafts are saved locally, spam meets a honeypot and a minimum fill time.'),
  props: {
    action: { type: 'string', default: '', description: doc('The URL the form is sent to, e.g. https://formspree.io/f/abcd.') },
    method: {
      type: 'string',
      default: 'POST',
      values: ['POST', 'PUT', 'PATCH', 'post', 'put', 'patch'],
      description: doc('The HTTP method.'),
      tsType: "'POST' | 'PUT' | 'PATCH'",
    },
    encoding: {
      type: 'string',
      default: 'json',
      values: ['json', 'form'],
      description: doc('`json` sends application/json; `form` sends application/x-www-form-urlencoded.'),
      tsType: "'json' | 'form'",
    },
    provider: {
      type: 'string',
      default: 'auto',
      values: ['auto', 'generic', 'formspree', 'basin', 'web3forms'],
      description: doc('How responses are read (and the default honeypot name). `auto` picks by the action\'s host, else `generic`.'),
      tsType: "'auto' | 'generic' | 'formspree' | 'basin' | 'web3forms'",
    },
    fields: {
      type: 'json',
      default: null,
      description: doc('The field definition: an array of fields or `{ "fields": [...] }` (see docs/form.md). Wins over the child JSON script.'),
      tsType: 'FormField[] | { fields: FormField[] } | null',
    },
    successMessage: { type: 'string', default: '', description: doc('Shown (focused and announced) after a successful send. Default: "Thank you! Your message has been sent."') },
    redirect: { type: 'string', default: '', description: doc('An http(s) URL to go to after a successful send, instead of the message. Other schemes are refused.') },
    submitLabel: { type: 'string', default: '', description: doc('The submit button text (default "Send").') },
    draft: { type: 'boolean', default: true, description: doc('Autosave what the visitor types to localStorage (never passwords or hidden fields), restore it after a reload; `draft="false"` turns it off and deletes a saved draft.') },
    draftKey: { type: 'string', default: '', description: doc('The draft storage key. Default: the page path + the element id (or its position on the page).') },
    honeypot: { type: 'string', default: '', description: doc('The honeypot field name. Default: the provider\'s (`_gotcha`; `botcheck` for Web3Forms).') },
    minFillTime: {
      type: 'number',
      default: 1,
      min: 0,
      description: doc('Seconds between the form appearing and a send; an earlier send is held back until then (0 = off).'),
    },
    timeout: { type: 'number', default: 15, min: 0.01, description: doc('Seconds to wait for the server before giving up and offering a retry.') },
    captcha: {
      type: 'string',
      default: '',
      values: ['', 'turnstile', 'hcaptcha', 'recaptcha'],
      description: doc('A captcha before sending: `turnstile`, `hcaptcha` or `recaptcha` (v2). Rendered into a light-DOM child (`slot="captcha"`), its script loaded only after the consent lookup allows the provider; the token is sent as `cf-turnstile-response`, `h-captcha-response` or `g-recaptcha-response`.'),
      tsType: "'' | 'turnstile' | 'hcaptcha' | 'recaptcha'",
    },
    captchaSitekey: { type: 'string', default: '', description: doc('The captcha provider\'s site key.') },
    captchaSrc: { type: 'string', default: '', description: doc('Loads the captcha script from this URL instead of the provider\'s (a self-hosted proxy, or a stand-in for tests).') },
    consent: { type: 'string', default: '', description: doc('The consent service the captcha belongs to (default `turnstile`, `hcaptcha`, `google-recaptcha`); `none` = no gate (a first-party captcha).') },
    strings: {
      type: 'json',
      default: null,
      description: doc('Overrides for any built-in text (keys in docs/form.md), e.g. `{"submit": "Absenden"}`.'),
      tsType: 'Record<string, string> | null',
    },
  },
  events: !DOCS ? [] : [
    {
      name: 'inlay-submit',
      description: doc('Before sending, after validation passed. Cancelable: preventDefault() stops the request (e.g. to send it yourself).'),
      detail: '{ values: Record<string, unknown>; files: Record<string, File[]> }',
    },
    {
      name: 'inlay-success',
      description: doc('The backend accepted the submission (before the redirect, if any).'),
      detail: '{ values: Record<string, unknown>; status: number; response: unknown }',
    },
    {
      name: 'inlay-error',
      description: doc('A bad definition or attribute (`config`, `bad-attribute`), or a failed send: `invalid` (field errors), `rejected` (other 4xx), `server` (5xx, 429), `network`, `timeout`.'),
      detail: '{ widget: "form"; code: string; message: string; status?: number; fieldErrors?: Record<string, string> }',
    },
  ],
  cssParts: !DOCS ? [] : [
    { name: 'form', description: doc('The <form>.') },
    { name: 'field', description: doc('One field\'s wrapper (a <fieldset> for radio and checkbox groups).') },
    { name: 'label', description: doc('A field label or group legend.') },
    { name: 'control', description: doc('An input, select or textarea.') },
    { name: 'hint', description: doc('A field hint or the characters-left count.') },
    { name: 'field-error', description: doc('A field\'s error message.') },
    { name: 'error-summary', description: doc('The list of problems shown at the top after a failed send; focused, with links to the fields.') },
    { name: 'status', description: doc('The polite live region: sending, success and failure messages.') },
    { name: 'retry', description: doc('The "Try again" button after a network failure, 5xx or timeout.') },
    { name: 'draft', description: doc('The "draft restored" note with its clear button.') },
    { name: 'submit', description: doc('The submit button (on the last step).') },
    { name: 'next', description: doc('A multi-step form\'s Next button.') },
    { name: 'back', description: doc('A multi-step form\'s Back button.') },
    { name: 'steps', description: doc('The step indicator (an ordered list).') },
    { name: 'step', description: doc('One step in the indicator (`step-current` too on the current one).') },
    { name: 'step-heading', description: doc('The current step\'s heading (focused after Next and Back).') },
    { name: 'files', description: doc('The list of chosen files under a file field.') },
    { name: 'progress', description: doc('The upload progress bar with its percent and cancel button.') },
    { name: 'cancel', description: doc('The cancel-upload button.') },
    { name: 'captcha', description: doc('The box the captcha is slotted into.') },
    { name: 'consent', description: doc('The consent placeholder shown before the captcha may load.') },
    { name: 'error', description: doc('A configuration problem notice.') },
  ],
  cssProperties: !DOCS ? [] : [
    { name: '--inlay-form-gap', description: doc('Space between fields.'), default: '16px' },
    { name: '--inlay-form-control-background', description: doc('Input background.'), default: 'var(--inlay-color-background)' },
    { name: '--inlay-form-error-color', description: doc('Error text and borders.'), default: 'var(--inlay-color-danger)' },
    { name: '--inlay-form-success-color', description: doc('Success message accent.'), default: 'var(--inlay-color-success)' },
  ],
  methods: [
    { name: 'submit', description: doc('Validates and sends, as if the visitor pressed the submit button.') },
    { name: 'reset', description: doc('Empties the form and deletes the saved draft.') },
  ],
};
