import type { AgencyUser } from '@kwk/shared/agency/agency.schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../../lib/api-client.ts';
import { readAgencyUser, storeAgencyUser } from '../../session/agency-session-store.ts';
import { routeApi } from '../route-api.test-support.ts';
import { agencyCall } from './agency-call.ts';

afterEach(() => vi.unstubAllGlobals());

const user: AgencyUser = {
  Token: 'k'.repeat(43),
  ExpiresAt: '2099-01-01T00:00:00.000Z',
  Roles: ['AgenturInhaber'],
  Abilities: ['Mitarbeiter'],
  Name: 'Ines Inhaber',
  Agentur: { Id: 'agentur-nord', Name: 'Vertriebsagentur Nord GmbH' },
};

describe('agencyCall', () => {
  it('calls with the tab user token as bearer', async () => {
    const api = routeApi({ 'GET agentur/mitarbeiter': { status: 200, body: [] } });
    await expect(agencyCall(user.Token, 'agentur/mitarbeiter')).resolves.toEqual([]);
    expect(api.sent[0]!.headers.Authorization).toBe(`Bearer ${user.Token}`);
  });

  it.each([
    [401, 'auth.login_required'],
    [400, 'PSOF0204'],
  ])('signs the agency user out on %i %s (spec §8)', async (status, code) => {
    storeAgencyUser(user);
    routeApi({ 'GET agentur/mitarbeiter': { status, body: { code, message: 'x' } } });
    await expect(agencyCall(user.Token, 'agentur/mitarbeiter')).rejects.toBeInstanceOf(ApiRequestError);
    expect(readAgencyUser()).toBeNull();
  });

  it('keeps the agency user signed in on a refusal of another kind', async () => {
    storeAgencyUser(user);
    routeApi({
      'GET agentur/mitarbeiter': { status: 403, body: { code: 'agency.forbidden', message: 'x' } },
    });
    await expect(agencyCall(user.Token, 'agentur/mitarbeiter')).rejects.toMatchObject({ status: 403 });
    expect(readAgencyUser()?.Token).toBe(user.Token);
  });
});
