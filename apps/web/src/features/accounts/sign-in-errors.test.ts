import { ERRORS } from '@kwk/shared/errors/error-codes';
import { describe, expect, it } from 'vitest';
import { linkFailureCode, offersNewLink, retryMinutes, signInFailureText } from './sign-in-errors.ts';

const failure = (status: number, code: string, message = code, body: Record<string, unknown> = {}) => ({
  status,
  code,
  message,
  body,
});
const tooMany = (minutes: number) => `in ${minutes} min`;

describe('retryMinutes', () => {
  it.each([
    { body: {}, expected: null },
    { body: { details: {} }, expected: null },
    { body: { details: { retryAfterSeconds: 'x' } }, expected: null },
    { body: { details: { retryAfterSeconds: -5 } }, expected: null },
    { body: { details: { retryAfterSeconds: 0 } }, expected: 1 },
    { body: { details: { retryAfterSeconds: 59 } }, expected: 1 },
    { body: { details: { retryAfterSeconds: 61 } }, expected: 2 },
    { body: { details: { retryAfterSeconds: 900 } }, expected: 15 },
  ])('$body → $expected', ({ body, expected }) => {
    expect(retryMinutes(body)).toBe(expected);
  });
});

describe('signInFailureText', () => {
  it.each([
    { name: 'nothing known', failure: undefined, expected: ERRORS['common.technical'].de },
    {
      name: 'wrong credentials',
      failure: failure(401, 'auth.wrong_credentials'),
      expected: ERRORS['auth.wrong_credentials'].de,
    },
    {
      name: 'too many attempts, with the wait',
      failure: failure(429, 'auth.too_many_attempts', 'x', { details: { retryAfterSeconds: 600 } }),
      expected: 'in 10 min',
    },
    {
      name: 'too many attempts without a wait',
      failure: failure(429, 'auth.too_many_attempts'),
      expected: ERRORS['auth.too_many_attempts'].de,
    },
    {
      name: 'blocked: the server’s variant',
      failure: failure(403, 'auth.account_excluded', 'Server sagt: ausgeschlossen'),
      expected: 'Server sagt: ausgeschlossen',
    },
    {
      name: 'blocked without a message',
      failure: failure(403, 'auth.account_blocked'),
      expected: ERRORS['auth.account_blocked'].de,
    },
    { name: 'network', failure: failure(0, 'common.network'), expected: ERRORS['common.network'].de },
  ])('$name', ({ failure, expected }) => {
    expect(signInFailureText(failure, 'de', tooMany)).toBe(expected);
  });
});

describe('linkFailureCode', () => {
  it.each([
    { failure: undefined, expected: 'common.technical' },
    { failure: { status: 401, code: 'auth.token_used' }, expected: 'auth.token_used' },
    { failure: { status: 401, code: 'auth.link_expired' }, expected: 'auth.link_expired' },
    { failure: { status: 400, code: 'common.validation' }, expected: 'auth.link_expired' },
    { failure: { status: 404, code: 'common.not_found' }, expected: 'auth.link_expired' },
    { failure: { status: 403, code: 'auth.account_blocked' }, expected: 'auth.account_blocked' },
    { failure: { status: 0, code: 'common.network' }, expected: 'common.network' },
  ])('$failure → $expected', ({ failure, expected }) => {
    expect(linkFailureCode(failure)).toBe(expected);
  });

  it('offers a new link for used and expired links only', () => {
    expect(offersNewLink('auth.token_used')).toBe(true);
    expect(offersNewLink('auth.link_expired')).toBe(true);
    expect(offersNewLink('common.network')).toBe(false);
  });
});
