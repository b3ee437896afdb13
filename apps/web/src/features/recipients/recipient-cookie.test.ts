import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetRecipientAccess,
  formatRecipientCookie,
  lookupRefusesToken,
  parseRecipientCookie,
  RECIPIENT_COOKIE_MAX_AGE_SECONDS,
  readRecipientAccess,
  recipientCookieName,
  saveRecipientAccess,
} from './recipient-cookie.ts';

const token = 'ab'.repeat(24);
const access = { empfaengernummer: '0123456789', token };

describe('recipient cookie value', () => {
  it.each([
    { value: null, expected: null },
    { value: '', expected: null },
    { value: `0123456789.${token}`, expected: access },
    { value: `0123456789.${token.toUpperCase()}`, expected: { ...access, token: token.toUpperCase() } },
    { value: `0123456789${token}`, expected: null },
    { value: `123456789.${token}`, expected: null },
    { value: `0123456789.${token.slice(1)}`, expected: null },
    { value: `0123456789.${token}.x`, expected: null },
    { value: `abcdefghij.${token}`, expected: null },
  ])('parse $value', ({ value, expected }) => {
    expect(parseRecipientCookie(value)).toEqual(expected);
  });

  it('formats as {Empfaengernummer}.{Token} and reads back', () => {
    expect(formatRecipientCookie(access)).toBe(`0123456789.${token}`);
    expect(parseRecipientCookie(formatRecipientCookie(access))).toEqual(access);
  });

  it('is named per referral and lives 84 days (12 weeks, spec §1)', () => {
    expect(recipientCookieName(12345678)).toBe('kwk_empfaenger_12345678');
    expect(RECIPIENT_COOKIE_MAX_AGE_SECONDS).toBe(84 * 24 * 60 * 60);
  });
});

describe('recipient cookie in the browser', () => {
  afterEach(() => forgetRecipientAccess(12345678));

  it('saves, reads and forgets one referral’s recipient', () => {
    expect(readRecipientAccess(12345678)).toBeNull();
    saveRecipientAccess(12345678, access);
    expect(readRecipientAccess(12345678)).toEqual(access);
    expect(readRecipientAccess(87654321)).toBeNull();
    forgetRecipientAccess(12345678);
    expect(readRecipientAccess(12345678)).toBeNull();
  });
});

describe('lookupRefusesToken', () => {
  it.each([
    { status: 401, refuses: true },
    { status: 404, refuses: true },
    { status: 400, refuses: true },
    { status: 403, refuses: true },
    { status: 0, refuses: false },
    { status: 429, refuses: false },
    { status: 500, refuses: false },
    { status: 503, refuses: false },
  ])('$status → $refuses', ({ status, refuses }) => {
    expect(lookupRefusesToken(status)).toBe(refuses);
  });
});
