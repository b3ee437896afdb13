import { describe, expect, it } from 'vitest';
import { shouldTryAutologin, tryAdminLoginSilently } from './autologin.ts';

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

  it('the hook point is a no-op until the account API exists', async () => {
    await expect(tryAdminLoginSilently('t')).resolves.toBe('not-available');
  });
});
