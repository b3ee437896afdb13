import type { AgencyUser } from '@kwk/shared/agency/agency.schemas';
import { describe, expect, it } from 'vitest';
import {
  checkAgencySession,
  endsAgencySession,
  parseAgencyUser,
  refreshedAgencyUser,
  refreshFailureEndsAgencySession,
} from './agency-session-rules.ts';

const NOW = Date.parse('2026-11-26T10:00:00.000Z');
const user = (expiresInMs: number, extra: object = {}) =>
  ({
    Token: 'agency-token',
    ExpiresAt: new Date(NOW + expiresInMs).toISOString(),
    Roles: ['AgenturMitarbeiter'],
    Abilities: ['Einladungstool'],
    Name: 'Erika Agentin',
    Agentur: { Id: 'a1', Name: 'Agentur Nord' },
    ...extra,
  }) as AgencyUser;

describe('parseAgencyUser', () => {
  it.each([
    { name: 'nothing', raw: null, ok: false },
    { name: 'garbage', raw: '{oops', ok: false },
    { name: 'a referrer session', raw: JSON.stringify({ token: 't', expiresAt: 1 }), ok: false },
    { name: 'no token', raw: JSON.stringify(user(1000, { Token: '' })), ok: false },
    { name: 'expiry no date', raw: JSON.stringify(user(1000, { ExpiresAt: 'soon' })), ok: false },
    { name: 'an unknown role', raw: JSON.stringify(user(1000, { Roles: ['Admin'] })), ok: false },
    { name: 'an agency user (expired or not)', raw: JSON.stringify(user(-1000)), ok: true },
  ])('$name', ({ raw, ok }) => {
    expect(parseAgencyUser(raw) !== null).toBe(ok);
  });

  it('keeps the final mark', () => {
    expect(parseAgencyUser(JSON.stringify({ ...user(1000), final: true }))?.final).toBe(true);
    expect(parseAgencyUser(JSON.stringify(user(1000)))).not.toHaveProperty('final');
  });
});

describe('checkAgencySession (spec §9, every 60 s)', () => {
  it.each([
    { name: 'signed out', user: null, visible: true, expected: 'none' },
    { name: 'expired', user: user(-1), visible: true, expected: 'expired' },
    { name: 'expiring this instant', user: user(0), visible: true, expected: 'expired' },
    { name: 'under 10 minutes left, looked at', user: user(5 * 60_000), visible: true, expected: 'refresh' },
    { name: 'under 10 minutes left, hidden', user: user(5 * 60_000), visible: false, expected: 'keep' },
    {
      name: 'under 10 minutes left, final',
      user: { ...user(5 * 60_000), final: true as const },
      visible: true,
      expected: 'keep',
    },
    { name: 'plenty left', user: user(60 * 60_000), visible: true, expected: 'keep' },
  ])('$name → $expected', ({ user, visible, expected }) => {
    expect(checkAgencySession(user, NOW, visible)).toBe(expected);
  });
});

describe('refreshedAgencyUser', () => {
  it('takes the later expiry, and marks final when it did not move', () => {
    expect(refreshedAgencyUser(user(60_000), user(7_200_000))).toEqual(user(7_200_000));
    expect(refreshedAgencyUser(user(60_000), user(60_000))).toEqual({ ...user(60_000), final: true });
  });
});

describe('what signs the agency user out (spec §8)', () => {
  it.each([
    { status: 401, code: 'agency.login_required', ends: true, refreshEnds: true },
    { status: 400, code: 'PSOF0204', ends: true, refreshEnds: true },
    { status: 403, code: 'auth.not_authorised', ends: false, refreshEnds: true },
    { status: 429, code: 'common.too_many', ends: false, refreshEnds: false },
    { status: 500, code: 'common.technical', ends: false, refreshEnds: false },
    { status: 0, code: 'common.network', ends: false, refreshEnds: false },
  ])('$status $code', ({ status, code, ends, refreshEnds }) => {
    expect(endsAgencySession({ status, code })).toBe(ends);
    expect(refreshFailureEndsAgencySession({ status, code })).toBe(refreshEnds);
  });
});
