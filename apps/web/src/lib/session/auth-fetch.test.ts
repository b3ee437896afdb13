import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/stub-api.ts';
import { ApiRequestError } from '../api-client.ts';
import { authFetch } from './auth-fetch.ts';
import { readSession, writeSession } from './session-store.ts';

const future = new Date(Date.now() + 3_600_000).toISOString();
let api: ReturnType<typeof stubApi>;

beforeEach(() => {
  api = stubApi({ status: 200, body: { ok: true } });
  writeSession({ token: 'first-token', expiresAt: future, user: null });
});

afterEach(() => vi.unstubAllGlobals());

describe('authFetch', () => {
  it('sends the session token as bearer', async () => {
    await expect(authFetch('account/user')).resolves.toEqual({ ok: true });
    expect(api.sent[0]?.headers.Authorization).toBe('Bearer first-token');
  });

  it('refuses without a session and sends nothing', async () => {
    writeSession(null);
    await expect(authFetch('account/user')).rejects.toMatchObject({
      status: 401,
      code: 'auth.login_required',
    });
    expect(api.sent).toEqual([]);
  });

  it.each([
    { name: '401 ends the session', status: 401, code: 'auth.login_required', kept: false },
    { name: 'PSOF0204 ends the session', status: 400, code: 'PSOF0204', kept: false },
    { name: 'a 403 does not', status: 403, code: 'auth.not_authorised', kept: true },
    { name: 'a 500 does not', status: 500, code: 'common.technical', kept: true },
  ])('$name (spec §8)', async ({ status, code, kept }) => {
    api.answer = { status, body: { code, message: code } };
    await expect(authFetch('account/user')).rejects.toBeInstanceOf(ApiRequestError);
    expect(readSession() !== null).toBe(kept);
  });

  it('keeps a session another tab refreshed while the refused call was under way', async () => {
    api.answer = { status: 401, body: { code: 'auth.login_required', message: 'x' } };
    api.onFetch = () => writeSession({ token: 'second-token', expiresAt: future, user: null });
    await expect(authFetch('account/user')).rejects.toBeInstanceOf(ApiRequestError);
    expect(readSession()?.token).toBe('second-token');
  });
});
