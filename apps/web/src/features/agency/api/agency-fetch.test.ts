import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { stubApi } from '../../../test/stub-api.ts';
import { lastSignOutReason, readAgencyUser, storeAgencyUser } from '../session/agency-session-store.ts';
import { agencyUser } from '../session/agency-user.test-support.ts';
import { agencyFetch, fileNameFrom } from './agency-fetch.ts';

const user = agencyUser();
let api: ReturnType<typeof stubApi>;

beforeEach(() => {
  api = stubApi({ status: 200, body: { ok: true } });
  storeAgencyUser(user);
});
afterEach(() => vi.unstubAllGlobals());

describe('agencyFetch', () => {
  it('sends the agency token as bearer', async () => {
    await expect(agencyFetch('agentur/user')).resolves.toEqual({ ok: true });
    expect(api.sent[0]?.headers.Authorization).toBe('Bearer agency-token');
  });

  it.each([
    { name: '401 signs out', status: 401, code: 'agency.login_required', kept: false },
    { name: 'PSOF0204 signs out', status: 400, code: 'PSOF0204', kept: false },
    { name: 'a 403 does not', status: 403, code: 'auth.not_authorised', kept: true },
    { name: 'a 500 does not', status: 500, code: 'common.technical', kept: true },
  ])('$name (spec §8)', async ({ status, code, kept }) => {
    api.answer = { status, body: { code, message: code } };
    await expect(agencyFetch('agentur/leads/seite/')).rejects.toBeInstanceOf(ApiRequestError);
    expect(readAgencyUser() !== null).toBe(kept);
    if (!kept) expect(lastSignOutReason()).toBe('refused');
  });

  it('keeps a user another tab refreshed while the refused call was under way', async () => {
    api.answer = { status: 401, body: { code: 'agency.login_required', message: 'x' } };
    api.onFetch = () => storeAgencyUser({ ...user, Token: 'second-token' });
    await expect(agencyFetch('agentur/user')).rejects.toBeInstanceOf(ApiRequestError);
    expect(readAgencyUser()?.Token).toBe('second-token');
  });

  it('refuses without an agency user and sends nothing', async () => {
    localStorage.clear();
    await expect(agencyFetch('agentur/user')).rejects.toMatchObject({ status: 401 });
    expect(api.sent).toEqual([]);
  });
});

describe('fileNameFrom (Content-Disposition)', () => {
  it.each([
    { header: null, expected: 'auftraege.csv' },
    { header: 'attachment; filename="auftraege-2026-11-26.csv"', expected: 'auftraege-2026-11-26.csv' },
    { header: 'attachment; filename=report.xlsx', expected: 'report.xlsx' },
    {
      header: `attachment; filename="Auftraege.xlsx"; filename*=UTF-8''Auftr%C3%A4ge.xlsx`,
      expected: 'Aufträge.xlsx',
    },
    { header: 'attachment; filename="../../etc/passwd"', expected: '.._.._etc_passwd' },
  ])('$header', ({ header, expected }) => {
    expect(fileNameFrom(header, 'auftraege.csv')).toBe(expected);
  });
});
