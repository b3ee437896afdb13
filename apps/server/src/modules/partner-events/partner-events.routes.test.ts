import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoPartnerKeys } from '../../db/seed/demo-partner-keys.ts';
import { expectAnswer } from '../../test/expect-answer.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { everyDatabaseKind, onOneKind } from '../../test/test-db.ts';
import { recipientFor } from '../recipients/recipients.test-helpers.ts';
import { confirmedReferral, count, referralStatus } from '../referrals/referrals.test-helpers.ts';

describe.each(everyDatabaseKind())('partner events on %s', (kind) => {
  // A test without a dialect-sensitive part runs on one kind only (decision 058).
  const once = onOneKind(kind);
  let t: TestContext;
  let key: string;
  let nr: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(new Date('2026-11-22T10:00:00Z'));
    const telko = (await t.app.services.tenants.byKey('telko'))!;
    key = await t.app.services.partnerKeys.issue(telko.id, 'test partner', ['events']);
    const { Empfehlungsnummer, Empfehlungslink } = await confirmedReferral(t, 'telko', {
      referrer: 'partner-a@example.org',
      recipient: 'partner-b@example.org',
    });
    nr = Empfehlungsnummer;
    // The recipient follows the link: the programme only counts orders made through it.
    await recipientFor(t, 'telko', Empfehlungslink);
  });
  afterAll(() => t.close());

  const send = (body: unknown, auth = `Bearer ${key}`, tenant = 'telko') =>
    t.app.inject({
      method: 'POST',
      url: `/api/partner/v1/${tenant}/events`,
      headers: { authorization: auth },
      payload: body as object,
    });
  const event = (id: string, type: string, over: Record<string, unknown> = {}) => ({
    id,
    type,
    // After the referral was made (the clock's 10:00): an earlier event is refused.
    occurredAt: '2026-11-22T10:30:00Z',
    empfehlungsnummer: nr,
    ...over,
  });
  const statusOf = (n: number) => referralStatus(t, n);

  once('refuses a missing or wrong key, and a key of another tenant, storing nothing', async () => {
    for (const [auth, tenant] of [
      ['', 'telko'],
      ['Bearer kwkp_wrongwrongwrongwrongwrong', 'telko'],
      [`Bearer ${key}`, 'fyrst'],
      [`Bearer ${key}`, 'nope'],
    ] as const) {
      const res = await send(event('e-0', 'order.placed'), auth, tenant);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('partner.unauthorized');
    }
    expect(await count(t, 'partner_events')).toBe(0);
  });

  once('refuses a malformed event with the fields, storing nothing', async () => {
    const res = await send({ id: 'e-x', type: 'order.shipped', occurredAt: 'gestern' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields.map((f: { path: string }) => f.path)).toEqual(
      expect.arrayContaining(['body.type', 'body.occurredAt']),
    );
    expect(await count(t, 'partner_events')).toBe(0);
  });

  once('applies an order once; the same event again is a duplicate that changes nothing', async () => {
    const first = await send(event('e-1', 'order.placed'));
    expectAnswer(first, 200).toEqual({ id: 'e-1', duplicate: false });
    expect(await statusOf(nr)).toBe('Offen');
    const again = await send(event('e-1', 'order.placed'));
    expect(again.json()).toEqual({ id: 'e-1', duplicate: true });
    expect(await count(t, 'partner_events')).toBe(1);
  });

  it('takes 20 concurrent deliveries of one event as one', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => send(event('e-2', 'order.effective'))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => a.json().duplicate === false)).toHaveLength(1);
    expect(await count(t, "partner_events where event_id = 'e-2'")).toBe(1);
  });

  once('keeps an event for an unknown referral or in the wrong order as a dead letter (422)', async () => {
    const unknown = await send(event('e-3', 'order.placed', { empfehlungsnummer: 12345678 }));
    expectAnswer(unknown, 422).toMatchObject({
      code: 'partner.dead_letter',
      details: { reason: 'unknown referral' },
    });

    await send(event('e-4', 'order.cancelled'));
    expect(await statusOf(nr)).toBe('Storniert');
    const late = await send(event('e-5', 'order.effective'));
    expect(late.statusCode).toBe(422);
    expect(late.json().details.reason).toMatch(/^not applicable/);
    expect(await statusOf(nr)).toBe('Storniert');
    expect(
      await t.database.query('select event_id, reason from partner_dead_letters order by event_id'),
    ).toEqual([
      { event_id: 'e-3', reason: 'unknown referral' },
      { event_id: 'e-5', reason: 'not applicable: the order was cancelled, revoked or rejected' },
    ]);
  });

  once(
    'refuses an event dated before its referral was made as a dead letter (422), crediting nothing',
    async () => {
      const { Empfehlungsnummer, Empfehlungslink } = await confirmedReferral(t, 'telko', {
        referrer: 'partner-early-a@example.org',
        recipient: 'partner-early-b@example.org',
      });
      await recipientFor(t, 'telko', Empfehlungslink);
      const early = await send(
        event('e-early', 'order.placed', {
          empfehlungsnummer: Empfehlungsnummer,
          occurredAt: '2026-11-22T09:59:59Z',
        }),
      );
      expectAnswer(early, 422).toMatchObject({
        code: 'partner.dead_letter',
        details: { reason: 'not applicable: the event is dated before the referral was made' },
      });
      expect(await statusOf(Empfehlungsnummer)).toBe('Ok');
      expect(await count(t, "partner_events where event_id = 'e-early'")).toBe(0);
      expect(
        await t.database.query("select reason from partner_dead_letters where event_id = 'e-early'"),
      ).toEqual([{ reason: 'not applicable: the event is dated before the referral was made' }]);
    },
  );

  once('keeps one stable demo key per tenant for development, which authenticates like any key', async () => {
    const seeded = async () =>
      (await seedDemoPartnerKeys(t.database.db, 'a-secret-of-thirty-two-characters-at-least')).find(
        (k) => k.tenant === 'telko',
      )!.key;
    const demo = await seeded();
    expect(await seeded()).toBe(demo);
    expect(await count(t, "partner_api_keys where label like 'demo%'")).toBe(3);
    expect(demo).toMatch(/^kwkp_demo_telko_[0-9a-f]{24}$/);
    const res = await send(
      event('e-demo', 'account.activity', { month: 1, qualifyingTransactions: 1, selfTransfers: false }),
      `Bearer ${demo}`,
    );
    expect(res.statusCode).not.toBe(401);
    await t.database.query("delete from partner_api_keys where label like 'demo%'");
  });

  once('stores only the hash of a partner key', async () => {
    const rows = await t.database.query<{ key_hash: string }>('select key_hash from partner_api_keys');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.key_hash).not.toContain(key);
  });
});
