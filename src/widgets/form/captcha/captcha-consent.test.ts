// Every captcha provider the form supports has a built-in consent service, so a category CMP can grant it.
import { describe, expect, it } from 'vitest';
import { builtInServices, defaultIds } from '../../../core/consent/map';
import { CAPTCHAS } from './captcha';

describe('captcha consent services', () => {
  it.each(Object.entries(CAPTCHAS))('%s: its service is in the table, with a category for every category CMP', (_kind, captcha) => {
    expect(builtInServices()).toContain(captcha.service);
    for (const cmp of ['cookiebot', 'onetrust', 'cookieyes', 'wp', 'gcm']) expect(defaultIds(captcha.service, cmp), cmp).toBeTruthy();
  });
});
