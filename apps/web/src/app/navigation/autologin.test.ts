import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSession } from '../../lib/session/session-store.ts';
import { testLoginResponse } from '../../test/account-fixtures.ts';
import { stubApi } from '../../test/stub-api.ts';
import { shouldTryAutologin, tryAdminLoginSilently } from './autologin.ts';

afterEach(() => vi.unstubAllGlobals());

describe('shouldTryAutologin', () => {
  it.each([
    {
      name: 'autologin with token',
      isAutologin: true,
      userToken: 't',
      loggedIn: false,
      alreadyTried: false,
      tryIt: true,
    },
    {
      name: 'no autologin',
      isAutologin: false,
      userToken: 't',
      loggedIn: false,
      alreadyTried: false,
      tryIt: false,
    },
    {
      name: 'no token',
      isAutologin: true,
      userToken: null,
      loggedIn: false,
      alreadyTried: false,
      tryIt: false,
    },
    {
      name: 'empty token',
      isAutologin: true,
      userToken: '',
      loggedIn: false,
      alreadyTried: false,
      tryIt: false,
    },
    {
      name: 'already logged in',
      isAutologin: true,
      userToken: 't',
      loggedIn: true,
      alreadyTried: false,
      tryIt: false,
    },
    {
      name: 'already tried',
      isAutologin: true,
      userToken: 't',
      loggedIn: false,
      alreadyTried: true,
      tryIt: false,
    },
  ])('$name', ({ tryIt, ...input }) => {
    expect(shouldTryAutologin(input)).toBe(tryIt);
  });
});

describe('tryAdminLoginSilently', () => {
  it('exchanges the token for a session stored like a login', async () => {
    const answer = testLoginResponse({ Email: 'host.user@example.org' });
    const api = stubApi({ status: 200, body: answer });
    await expect(tryAdminLoginSilently('host-token-0123456789abc')).resolves.toBe('logged-in');
    expect(api.sent[0]?.url).toBe('/api/v1/fyrst/account/adminLogin/host-token-0123456789abc');
    expect(readSession()).toMatchObject({ token: answer.Token, user: { Email: 'host.user@example.org' } });
  });

  it.each([
    { name: 'a used token', status: 401, body: { code: 'auth.token_used', message: 'x' } },
    { name: 'an expired token', status: 401, body: { code: 'auth.link_expired', message: 'x' } },
    { name: 'a malformed token', status: 400, body: { code: 'common.validation', message: 'x' } },
    { name: 'a server error', status: 500, body: {} },
  ])('$name is refused without throwing, and nobody is signed in', async ({ status, body }) => {
    stubApi({ status, body });
    await expect(tryAdminLoginSilently('host-token-refused-012345')).resolves.toBe('refused');
    expect(readSession()).toBeNull();
  });

  it('a network failure is refused too', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    await expect(tryAdminLoginSilently('host-token-offline-0123456')).resolves.toBe('refused');
  });
});
