import type { WidgetSpec } from '../../core/spec/spec';

export const spec = {
  tag: 'inlay-form',
  summary:
    'A form defined in JSON (the `fields` attribute or property, a child <script type="application/json"> or <template>), validated with yup through formik and sent with fetch to any form backend (Formspree, Basin, Web3Forms, your own endpoint). Server errors land on the right fields, a failed send keeps everything typed and offers a retry, drafts are saved locally, spam meets a honeypot and a minimum fill time.',
  props: {
    action: { type: 'string', default: '', description: 'The URL the form is sent to, e.g. https://formspree.io/f/abcd.' },
    method: {
      type: 'string',
      default: 'POST',
      values: ['POST', 'PUT', 'PATCH', 'post', 'put', 'patch'],
      tsType: "'POST' | 'PUT' | 'PATCH'",
      description: 'The HTTP method.',
    },
    encoding: {
      type: 'string',
      default: 'json',
      values: ['json', 'form'],
      description: '`json` sends application/json; `form` sends application/x-www-form-urlencoded.',
    },
    provider: {
      type: 'string',
      default: 'auto',
      values: ['auto', 'generic', 'formspree', 'basin', 'web3forms'],
      description: "How responses are read (and the default honeypot name). `auto` picks by the action's host, else `generic`.",
    },
    fields: {
      type: 'json',
      default: null,
      description:
        'The field definition: an array of fields or `{ "fields": [...] }` (see docs/form.md). The way to write it in a CMS (an attribute survives kses, wptexturize and wpautop); wins over a child JSON script, a child `<template>` or the element\'s JSON text.',
      tsType: 'FormField[] | { fields: FormField[] } | null',
    },
    successMessage: {
      type: 'string',
      default: '',
      description: 'Shown (focused and announced) after a successful send. Default: "Thank you! Your message has been sent."',
    },
    redirect: {
      type: 'string',
      default: '',
      description: 'An http(s) URL to go to after a successful send, instead of the message. Other schemes are refused.',
    },
    submitLabel: { type: 'string', default: '', description: 'The submit button text (default "Send").' },
    draft: {
      type: 'boolean',
      default: true,
      description:
        'Autosave what the visitor types to localStorage (never passwords or hidden fields), restore it after a reload; `draft="false"` turns it off and deletes a saved draft.',
    },
    draftKey: { type: 'string', default: '', description: 'The draft storage key. Default: the page path + the element id (or its position on the page).' },
    honeypot: { type: 'string', default: '', description: "The honeypot field name. Default: the provider's (`_gotcha`; `botcheck` for Web3Forms)." },
    minFillTime: {
      type: 'number',
      default: 1,
      min: 0,
      description: 'Seconds between the form appearing and a send; an earlier send is held back until then (0 = off).',
    },
    timeout: { type: 'number', default: 15, min: 0.01, description: 'Seconds to wait for the server before giving up and offering a retry.' },
    captcha: {
      type: 'string',
      default: '',
      values: ['', 'turnstile', 'hcaptcha', 'recaptcha'],
      description:
        'A captcha before sending: `turnstile`, `hcaptcha` or `recaptcha` (v2). Rendered into a light-DOM child (`slot="captcha"`), its script loaded only after the consent lookup allows the provider; the token is sent as `cf-turnstile-response`, `h-captcha-response` or `g-recaptcha-response`.',
    },
    captchaSitekey: { type: 'string', default: '', description: "The captcha provider's site key." },
    captchaSrc: {
      type: 'string',
      default: '',
      description: "Loads the captcha script from this URL instead of the provider's (a self-hosted proxy, or a stand-in for tests).",
    },
    consent: {
      type: 'string',
      default: '',
      description:
        'The consent service the captcha belongs to (default `turnstile`, `hcaptcha`, `google-recaptcha`); `none` = no gate (a first-party captcha).',
    },
    strings: {
      type: 'json',
      default: null as Record<string, string> | null,
      description: 'Overrides for any built-in text (keys in docs/form.md), e.g. `{"submit": "Absenden"}`.',
      tsType: 'Record<string, string> | null',
    },
  },
  events: {
    'inlay-submit: { values: Record<string, unknown>; files: Record<string, File[]> }':
      'Before sending, after validation passed. Cancelable: preventDefault() stops the request (e.g. to send it yourself).',
    'inlay-success: { values: Record<string, unknown>; status: number; response: unknown }':
      'The backend accepted the submission (before the redirect, if any).',
    'inlay-error: { widget: "form"; code: string; message: string; status?: number; fieldErrors?: Record<string, string> }':
      'A bad definition or attribute (`config`, `bad-attribute`), or a failed send: `invalid` (field errors), `rejected` (other 4xx), `server` (5xx, 429), `network`, `timeout`.',
  },
  cssParts: {
    form: 'The <form>.',
    field: "One field's wrapper (a <fieldset> for radio and checkbox groups).",
    label: 'A field label or group legend.',
    control: 'An input, select or textarea.',
    hint: 'A field hint or the characters-left count.',
    'field-error': "A field's error message.",
    'error-summary': 'The list of problems shown at the top after a failed send; focused, with links to the fields.',
    status: 'The polite live region: sending, success and failure messages.',
    retry: 'The "Try again" button after a network failure, 5xx or timeout.',
    draft: 'The "draft restored" note with its clear button.',
    submit: 'The submit button (on the last step).',
    next: "A multi-step form's Next button.",
    back: "A multi-step form's Back button.",
    steps: 'The step indicator (an ordered list).',
    step: 'One step in the indicator (`step-current` too on the current one).',
    'step-current': 'The current step in the indicator (also has part `step`).',
    'step-heading': "The current step's heading (focused after Next and Back).",
    files: 'The list of chosen files under a file field.',
    progress: 'The upload progress bar with its percent and cancel button.',
    cancel: 'The cancel-upload button.',
    captcha: 'The box the captcha is slotted into.',
    consent: 'The consent placeholder shown before the captcha may load.',
    error: 'A configuration problem notice.',
  },
  cssProperties: {
    '--inlay-form-gap: 16px': 'Space between fields.',
    '--inlay-form-control-background: var(--inlay-color-background)': 'Input background.',
    '--inlay-form-error-color: var(--inlay-color-danger)': 'Error text and borders.',
    '--inlay-form-success-color: var(--inlay-color-success)': 'Success message accent.',
  },
  methods: {
    submit: 'Validates and sends, as if the visitor pressed the submit button.',
    reset: 'Empties the form and deletes the saved draft.',
  },
} as const satisfies WidgetSpec;
