import type { LoginResponse } from '@kwk/shared/accounts/account.schemas';
import { describe, expect, it } from 'vitest';
import { TEST_USER } from '../../test/account-fixtures.ts';
import { endsSession, parseSession, sessionFromLogin } from './stored-session.ts';

const user = TEST_USER;

describe('parseSession', () => {
  it.each([
    { name: 'nothing stored', raw: null, expected: null },
    { name: 'garbage', raw: '{oops', expected: null },
    { name: 'not an object', raw: '"x"', expected: null },
    { name: 'no token', raw: JSON.stringify({ expiresAt: 1 }), expected: null },
    { name: 'empty token', raw: JSON.stringify({ token: '', expiresAt: 1 }), expected: null },
    { name: 'no expiry', raw: JSON.stringify({ token: 't' }), expected: null },
    { name: 'expiry not a date', raw: JSON.stringify({ token: 't', expiresAt: 'soon' }), expected: null },
    {
      name: 'token only (an expired one still parses)',
      raw: JSON.stringify({ token: 't', expiresAt: 1 }),
      expected: { token: 't', expiresAt: 1, user: null },
    },
    {
      name: 'with user and final',
      raw: JSON.stringify({ token: 't', expiresAt: user.TokenGueltigBis, user, final: true }),
      expected: { token: 't', expiresAt: user.TokenGueltigBis, user, final: true },
    },
    {
      name: 'a user that is not one is dropped',
      raw: JSON.stringify({ token: 't', expiresAt: 1, user: { Email: 1 }, final: 'yes' }),
      expected: { token: 't', expiresAt: 1, user: null },
    },
  ])('$name', ({ raw, expected }) => {
    expect(parseSession(raw)).toEqual(expected);
  });
});

describe('sessionFromLogin', () => {
  it('keeps the token apart from the user and takes the expiry from TokenGueltigBis', () => {
    const response: LoginResponse = { ...user, Token: 'tok' };
    expect(sessionFromLogin(response)).toEqual({ token: 'tok', expiresAt: user.TokenGueltigBis, user });
  });
});

describe('endsSession (spec §8)', () => {
  it.each([
    { status: 401, code: 'auth.login_required', ends: true },
    { status: 401, code: 'auth.token_used', ends: true },
    { status: 400, code: 'PSOF0204', ends: true },
    { status: 403, code: 'auth.account_blocked', ends: false },
    { status: 404, code: 'common.not_found', ends: false },
    { status: 500, code: 'common.technical', ends: false },
    { status: 0, code: 'common.network', ends: false },
  ])('$status $code → $ends', ({ status, code, ends }) => {
    expect(endsSession({ status, code })).toBe(ends);
  });
});
