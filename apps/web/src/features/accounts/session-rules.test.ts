import type { LoginResponse } from '@kwk/shared/accounts/account.schemas';
import { describe, expect, it } from 'vitest';
import type { StoredSession } from '../../lib/session/stored-session.ts';
import { checkSession, refreshedSession, refreshFailureEndsSession } from './session-rules.ts';

const now = Date.parse('2025-01-01T12:00:00Z');
const min = 60_000;
const session = (leftMs: number, extra: Partial<StoredSession> = {}): StoredSession => ({
  token: 't',
  expiresAt: new Date(now + leftMs).toISOString(),
  user: null,
  ...extra,
});

describe('checkSession (spec §4, every 60 s)', () => {
  it.each([
    { name: 'no session', session: null, visible: true, expected: 'none' },
    { name: 'expired a minute ago', session: session(-min), visible: true, expected: 'expired' },
    { name: 'expires this very moment', session: session(0), visible: true, expected: 'expired' },
    { name: 'expired while hidden', session: session(-1), visible: false, expected: 'expired' },
    {
      name: 'bad expiry counts as expired',
      session: { ...session(0), expiresAt: 'x' },
      visible: true,
      expected: 'expired',
    },
    { name: 'two hours left', session: session(120 * min), visible: true, expected: 'keep' },
    { name: 'exactly ten minutes left', session: session(10 * min), visible: true, expected: 'keep' },
    {
      name: 'just under ten minutes, visible',
      session: session(10 * min - 1),
      visible: true,
      expected: 'refresh',
    },
    { name: 'one minute left, visible', session: session(min), visible: true, expected: 'refresh' },
    { name: 'one minute left, hidden tab', session: session(min), visible: false, expected: 'keep' },
    {
      name: 'one minute left, the session cannot be extended any more',
      session: session(min, { final: true }),
      visible: true,
      expected: 'keep',
    },
    {
      name: 'epoch milliseconds',
      session: { ...session(0), expiresAt: now + min },
      visible: true,
      expected: 'refresh',
    },
  ])('$name → $expected', ({ session, visible, expected }) => {
    expect(checkSession(session, now, visible)).toBe(expected);
  });
});

describe('refreshedSession', () => {
  const answer = (expiresAt: string) =>
    ({ Token: 'new', TokenGueltigBis: expiresAt, Email: 'e' }) as LoginResponse;

  it('takes the new token and expiry', () => {
    const later = new Date(now + 120 * min).toISOString();
    expect(refreshedSession(session(5 * min), answer(later))).toEqual({
      token: 'new',
      expiresAt: later,
      user: { TokenGueltigBis: later, Email: 'e' },
    });
  });

  it('marks the session final when the expiry did not move (its 12-hour end)', () => {
    const old = session(5 * min);
    const next = refreshedSession(old, answer(String(old.expiresAt)));
    expect(next.token).toBe('new');
    expect(next.final).toBe(true);
  });
});

describe('refreshFailureEndsSession (spec §8: a failed refresh signs out)', () => {
  it.each([
    { status: 401, code: 'auth.login_required', ends: true },
    { status: 403, code: 'auth.account_blocked', ends: true },
    { status: 404, code: 'common.not_found', ends: true },
    { status: 200, code: 'PSOF0204', ends: true },
    { status: 429, code: 'common.rate_limited', ends: false },
    { status: 500, code: 'common.technical', ends: false },
    { status: 503, code: 'common.shutting_down', ends: false },
    { status: 0, code: 'common.network', ends: false },
  ])('$status $code → $ends', ({ status, code, ends }) => {
    expect(refreshFailureEndsSession({ status, code })).toBe(ends);
  });
});
