import { CONSENT_COOKIE_DAYS } from '@kwk/shared/constants';
import { describe, expect, it } from 'vitest';
import { CONSENT_COOKIE_MAX_AGE_SECONDS } from '../consent-cookie.ts';
import { ANALYTICS_COOKIES } from './analytics-cookies.ts';

const DAY = 24 * 60 * 60;

describe('cookie lifetimes (spec §7, §9)', () => {
  it.each([
    ['_pk_ref', ANALYTICS_COOKIES.ref, 180 * DAY],
    ['_pk_id', ANALYTICS_COOKIES.id, 390 * DAY],
    ['_pk_ses', ANALYTICS_COOKIES.ses, 30 * 60],
  ])('%s', (name, cookie, seconds) => {
    expect(cookie.name).toBe(name);
    expect(cookie.maxAgeSeconds).toBe(seconds);
  });

  it('keeps the consent cookie 60 days', () => {
    expect(CONSENT_COOKIE_DAYS).toBe(60);
    expect(CONSENT_COOKIE_MAX_AGE_SECONDS).toBe(60 * DAY);
  });
});
