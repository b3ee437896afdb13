import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from '../../test/expect-answer.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { consoleApi, signedInOperator } from '../operators/operators.test-helpers.ts';
import { MAX_ATTEMPTS } from './outbox.repository.ts';
import { outboxRows } from './outbox.test-helpers.ts';

/** The mail outbox in the console (issue 14): list (masked, no bodies), detail, retry of a failed mail. */
describe.each(databaseKinds())('the outbox in the console on %s', (kind) => {
  let t: TestContext;
  let token: string;
  let failedId: string;
  let pendingId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    token = (await signedInOperator(t, ['support'])).token;
    const telko = (await t.app.services.tenants.byKey('telko'))!;
    const fyrst = (await t.app.services.tenants.byKey('fyrst'))!;
    const { outbox } = t.app.services;
    const now = t.clock.now();
    failedId = await outbox.enqueue(
      {
        tenantId: telko.id,
        kind: 'account.login_link',
        language: 'de',
        to: 'anna.berg@example.org',
        subject: 'Ihr Anmeldelink',
        text: 'https://telko.localhost/login/SECRET-TOKEN-123',
      },
      t.database.db,
      now,
    );
    pendingId = await outbox.enqueue(
      {
        tenantId: fyrst.id,
        kind: 'referral.optin',
        language: 'de',
        to: 'bert@example.com',
        subject: 'Bitte bestätigen',
        text: 'x',
      },
      t.database.db,
      now,
    );
    await t.database.query(
      "update outbox set status = 'failed', attempts = $2, last_error = 'Error: ECONNREFUSED' where id = $1",
      [failedId, MAX_ATTEMPTS],
    );
  });
  afterAll(() => t.close());

  it('lists mails with state, attempts and reason, addresses masked and no body', async () => {
    const res = await consoleApi(t, 'GET', 'postausgang', { token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.Counts).toEqual({ pending: 1, sent: 0, failed: 1 });
    const failed = body.Items.find((i: { Id: string }) => i.Id === failedId);
    expect(failed).toMatchObject({
      Tenant: 'telko',
      Template: 'account.login_link',
      Subject: 'Ihr Anmeldelink',
      To: 'a…@example.org',
      Status: 'failed',
      Attempts: MAX_ATTEMPTS,
      LastError: 'Error: ECONNREFUSED',
    });
    const text = JSON.stringify(body);
    expect(text).not.toContain('SECRET-TOKEN');
    expect(text).not.toContain('anna.berg');
  });

  it('filters by state and tenant', async () => {
    const failed = await consoleApi(t, 'GET', 'postausgang', { token, query: { status: 'failed' } });
    expect(failed.json().Items.map((i: { Id: string }) => i.Id)).toEqual([failedId]);
    const fyrst = await consoleApi(t, 'GET', 'postausgang', { token, query: { tenant: 'fyrst' } });
    expect(fyrst.json().Items.map((i: { Id: string }) => i.Id)).toEqual([pendingId]);
    expect(fyrst.json().Counts).toEqual({ pending: 1, sent: 0, failed: 0 });
    const bad = await consoleApi(t, 'GET', 'postausgang', { token, query: { status: 'lost' } });
    expect(bad.statusCode).toBe(400);
  });

  it('shows the whole address in the detail, still without the body', async () => {
    const res = await consoleApi(t, 'GET', `postausgang/${failedId}`, { token });
    expect(res.json().To).toBe('anna.berg@example.org');
    expect(res.body).not.toContain('SECRET-TOKEN');
    const viewed = await t.database.query<{ subject: string }>(
      "select subject from audit_log where action = 'mail.view_recipient'",
    );
    expect(viewed).toEqual([{ subject: `mail:${failedId}` }]);
    expect((await consoleApi(t, 'GET', 'postausgang/nope', { token })).statusCode).toBe(404);
  });

  it('retries a failed mail: due now with fresh attempts, the worker sends it; audited', async () => {
    const res = await consoleApi(t, 'POST', `postausgang/${failedId}/wiederholung`, { token });
    expectAnswer(res, 200).toMatchObject({ Status: 'pending', Attempts: 0, To: 'a…@example.org' });
    const claimed = await outboxRows(t).claim(t.clock.now(), 10);
    expect(claimed.map((r) => r.id)).toContain(failedId);
    const audited = await t.database.query<{ subject: string; details: Record<string, unknown> }>(
      "select subject, details from audit_log where action = 'mail.retry'",
    );
    expect(audited).toEqual([
      {
        subject: `mail:${failedId}`,
        details: { template: 'account.login_link', attempts: MAX_ATTEMPTS, lastError: 'Error: ECONNREFUSED' },
      },
    ]);
    expect(JSON.stringify(audited)).not.toContain('anna');
  });

  it('refuses to retry a mail that has not failed (409), and an unknown one (404)', async () => {
    const pending = await consoleApi(t, 'POST', `postausgang/${pendingId}/wiederholung`, { token });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().code).toBe('outbox.not_failed');
    const unknown = await consoleApi(
      t,
      'POST',
      'postausgang/00000000-0000-4000-8000-000000000000/wiederholung',
      {
        token,
      },
    );
    expect(unknown.statusCode).toBe(404);
  });
  it('lists and opens a console mail to an operator, which belongs to no tenant', async () => {
    const id = await t.app.services.outbox.enqueue(
      {
        tenantId: null,
        kind: 'operator.sign_in_alert',
        language: 'de',
        to: 'olga@betrieb.test',
        subject: 'Fehlgeschlagene Anmeldeversuche',
        text: 'x',
      },
      t.database.db,
      t.clock.now(),
    );
    const list = await consoleApi(t, 'GET', 'postausgang', { token });
    expect(list.json().Items.find((i: { Id: string }) => i.Id === id)).toMatchObject({
      Tenant: null,
      To: 'o…@betrieb.test',
    });
    const one = await consoleApi(t, 'GET', `postausgang/${id}`, { token });
    expect([one.statusCode, one.json().Tenant, one.json().To]).toEqual([200, null, 'olga@betrieb.test']);
  });
});
