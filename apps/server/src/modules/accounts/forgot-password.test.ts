import { NoopLogger } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectAnswer } from '../../test/expect-answer.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { count, lastMail } from '../referrals/referrals.test-helpers.ts';
import { api, signedUpReferrer } from './accounts.test-helpers.ts';

/**
 * Finding 1.8: "Passwort vergessen" for a known and an unknown address took different times (7.0
 * against 5.0 ms), because only the known one wrote. Not a stopwatch: the statements each path sends
 * to the database are recorded (every drizzle query passes its session's logger) and compared.
 */
describe.each(databaseKinds())('forgot password on %s', (kind) => {
  let t: TestContext;
  const known = 'vergessen@example.org';
  beforeAll(async () => {
    t = await createTestApp(kind);
    await signedUpReferrer(t, known);
  });
  afterAll(() => t.close());

  /** The statements one forgot-password request sends; the end of a transaction as `end`. */
  async function statementsOf(email: string) {
    const statements: string[] = [];
    const spy = vi.spyOn(NoopLogger.prototype, 'logQuery').mockImplementation(function (
      this: unknown,
      ...args: unknown[]
    ) {
      const query = String(args[0]);
      statements.push(/^(commit|rollback)$/i.test(query.trim()) ? 'end' : query);
    });
    try {
      const res = await api(t, 'GET', `/account/resetPassword/${encodeURIComponent(email)}`);
      expectAnswer(res, 202).toEqual({ Gesendet: true });
    } finally {
      spy.mockRestore();
    }
    return statements;
  }

  it('does the same database work for a known and an unknown address', async () => {
    const tokensBefore = await count(t, 'action_tokens');
    const forKnown = await statementsOf(known);
    const forUnknown = await statementsOf('niemand@example.org');
    expect(forKnown.length).toBeGreaterThan(3);
    expect(forUnknown).toEqual(forKnown);
    // The known address got its link; for the unknown one nothing was kept or sent.
    expect((await lastMail(t, 'account.reset', known))?.text_body).toContain('/passwortsetzen?token=');
    expect(await lastMail(t, 'account.reset', 'niemand@example.org')).toBeUndefined();
    expect(await count(t, 'action_tokens')).toBe(tokensBefore + 1);
  });

  it('does the same work for a blocked account as for an unknown address', async () => {
    const blocked = 'gesperrt@example.org';
    await signedUpReferrer(t, blocked);
    await t.database.query("update referrers set blocked_reason = 'blocked' where email = $1", [blocked]);
    expect(await statementsOf(blocked)).toEqual(await statementsOf('auch.niemand@example.org'));
    expect(await lastMail(t, 'account.reset', blocked)).toBeUndefined();
  });
});
