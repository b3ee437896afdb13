import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from '../../test/expect-answer.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { consoleApi, signedInOperator } from '../operators/operators.test-helpers.ts';
import { recipientFor } from '../recipients/recipients.test-helpers.ts';
import { confirmedReferral } from '../referrals/referrals.test-helpers.ts';

type Entry = {
  Art: string;
  Was: string;
  Von: string | null;
  Nach: string | null;
  Regel: string | null;
  Grund: string | null;
  Zustand: string | null;
};

/** The timeline through the partner API and the engine: events, the engine's decisions, a correction that holds. */
describe.each(databaseKinds())('a referral’s timeline and corrections on %s', (kind) => {
  let t: TestContext;
  let key: string;
  let support: string;
  let nr: number;
  let id: string;

  const send = (eventId: string, type: string, occurredAt: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/partner/v1/telko/events',
      headers: { authorization: `Bearer ${key}` },
      payload: { id: eventId, type, occurredAt, empfehlungsnummer: nr },
    });
  const detail = async () =>
    (await consoleApi(t, 'GET', `/support/empfehlungen/${id}`, { token: support })).json() as {
      Status: string;
      Zeitleiste: Entry[];
      Korrekturziele: string[];
    };
  const correct = (Status: string, Grund = 'Rückmeldung des Partners') =>
    consoleApi(t, 'POST', `/support/empfehlungen/${id}/status`, { token: support, body: { Status, Grund } });
  /** A confirmed referral whose recipient followed the link: the one `nr` and `id` name from now on. */
  const referralWithRecipient = async (referrer: string, recipient: string) => {
    const shared = await confirmedReferral(t, 'telko', { referrer, recipient });
    nr = shared.Empfehlungsnummer;
    await recipientFor(t, 'telko', shared.Empfehlungslink);
    const [row] = await t.database.query<{ id: string }>(
      'select id from referrals where empfehlungsnummer = $1',
      [nr],
    );
    id = row!.id;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(new Date('2026-11-22T10:00:00Z'));
    const telko = (await t.app.services.tenants.byKey('telko'))!;
    key = await t.app.services.partnerKeys.issue(telko.id, 'test partner', ['events']);
    support = (await signedInOperator(t, ['support'])).token;
    await referralWithRecipient('timeline-a@example.org', 'timeline-b@example.org');
  });
  afterAll(() => t.close());

  it('shows the recipient, the partner events, and the engine’s decision with its rule and reason', async () => {
    expect((await send('tl-1', 'order.placed', '2026-11-22T11:00:00Z')).statusCode).toBeLessThan(300);
    expect((await send('tl-2', 'order.cancelled', '2026-11-23T09:00:00Z')).statusCode).toBeLessThan(300);
    const body = await detail();
    expect(body.Status).toBe('Storniert');
    const arts = body.Zeitleiste.map((e) => e.Art);
    expect(arts).toContain('recipient');
    expect(body.Zeitleiste.filter((e) => e.Art === 'partner_event').map((e) => e.Was)).toEqual([
      'order.placed',
      'order.cancelled',
    ]);
    expect(body.Zeitleiste).toContainEqual(
      expect.objectContaining({
        Art: 'decision',
        Von: 'Offen',
        Nach: 'Storniert',
        Regel: 'lifecycle_table',
        Grund: 'order_ended',
      }),
    );
    // The referrer's cancellation mail belongs to the referral too.
    expect(body.Zeitleiste).toContainEqual(
      expect.objectContaining({ Art: 'mail', Was: 'lifecycle.referral.cancelled' }),
    );
  });

  it('holds a corrected status against the engine: a later order does not move it', async () => {
    const first = id;
    await referralWithRecipient('timeline-c@example.org', 'timeline-d@example.org');
    try {
      expect((await correct('Storniert')).statusCode).toBe(204);
      // Without the hold the engine would move the referral to Offen with this order.
      expect((await send('tl-3', 'order.placed', '2026-11-22T12:00:00Z')).statusCode).toBeLessThan(300);
      const body = await detail();
      expect(body.Status).toBe('Storniert');
      expect(body.Zeitleiste.filter((e) => e.Art === 'partner_event').map((e) => e.Was)).toEqual([
        'order.placed',
      ]);
      expect(body.Zeitleiste).toContainEqual(
        expect.objectContaining({
          Art: 'operator',
          Was: 'referral.status_corrected',
          Von: 'Ok',
          Nach: 'Storniert',
        }),
      );
      expect(body.Zeitleiste.filter((e) => e.Art === 'decision')).toEqual([]);
    } finally {
      id = first;
    }
  });

  it('refuses a correction while a reward credit of the referral is not cancelled', async () => {
    const telko = (await t.app.services.tenants.byKey('telko'))!;
    await t.database.query(
      `insert into reward_credits (tenant_id, kind, beneficiary, referral_id, cents, status, created_at, updated_at)
       values ($1, 'referral', 'Empfehler', $2, 5000, 'Offen', now(), now())`,
      [telko.id, id],
    );
    const res = await correct('Offen');
    expectAnswer(res, 409).toMatchObject({ code: 'support.correction_has_reward' });
    const [row] = await t.database.query<{ status: string }>('select status from referrals where id = $1', [
      id,
    ]);
    expect(row!.status).toBe('Storniert');
  });

  it('the expiry job leaves a corrected referral alone; erasing the recipient’s address takes its hash along', async () => {
    const DAY = 86_400_000;
    const start = t.clock.now();
    const corrected = await confirmedReferral(t, 'telko', {
      referrer: 'exp-a@example.org',
      recipient: 'exp-b@example.org',
    });
    const plain = await confirmedReferral(t, 'telko', {
      referrer: 'exp-c@example.org',
      recipient: 'exp-d@example.org',
    });
    const [row] = await t.database.query<{ id: string }>(
      'select id from referrals where empfehlungsnummer = $1',
      [corrected.Empfehlungsnummer],
    );
    id = row!.id;
    // Abgelaufen → Ok by support, before the link's day.
    await t.database.query("update referrals set status = 'Abgelaufen' where id = $1", [id]);
    expect((await correct('Ok', 'Link zu früh abgelaufen')).statusCode).toBe(204);

    const jobs = t.app.services.lifecycleJobs(t.app.log);
    t.clock.set(new Date(start.getTime() + 61 * DAY));
    await jobs.runDue();
    const statuses = await t.database.query<{ nr: number; status: string }>(
      'select empfehlungsnummer::int as nr, status from referrals where empfehlungsnummer = any($1::bigint[])',
      [`{${corrected.Empfehlungsnummer},${plain.Empfehlungsnummer}}`],
    );
    expect(Object.fromEntries(statuses.map((s) => [s.nr, s.status]))).toEqual({
      [corrected.Empfehlungsnummer]: 'Ok',
      [plain.Empfehlungsnummer]: 'Abgelaufen',
    });

    // Week 13: the unconfirmed recipient's address goes, and with it the hash support finds it by.
    t.clock.set(new Date(start.getTime() + (7 * 12 + 1) * DAY));
    await jobs.runDue();
    const [erased] = await t.database.query<{
      recipient_email: string | null;
      recipient_email_hash: string | null;
    }>('select recipient_email, recipient_email_hash from referrals where empfehlungsnummer = $1', [
      plain.Empfehlungsnummer,
    ]);
    expect(erased).toEqual({ recipient_email: null, recipient_email_hash: null });
    const fresh = (await signedInOperator(t, ['support'])).token;
    const found = await consoleApi(t, 'GET', '/support/empfehlungen', {
      token: fresh,
      query: { Suche: 'exp-d@example.org' },
    });
    expect(found.json()).toMatchObject({ Gesamt: 0 });
  });
});
