import { WEBHOOK_EVENT_TYPES } from '@kwk/shared/webhooks/webhook-events';
import { parseWebhookBody } from '@kwk/shared/webhooks/webhook-events.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { germanIban, pickUpByTransfer } from '../fraud/fraud.test-helpers.ts';
import { recipientFor, track } from '../recipients/recipients.test-helpers.ts';
import { confirmedReferral } from '../referrals/referrals.test-helpers.ts';
import { startWebhookReceiver, verifies } from './webhook-receiver.test-helpers.ts';

const DAY = 86_400_000;
const START = new Date('2026-11-22T10:00:00Z');

/**
 * The workflows report what they change (issue 31): one referral through the real API, from the
 * recommendation to the reward chosen, and one cancelled; each event reaches the brand's receiver
 * signed, in its schema, and none carries an address, an IBAN or a token.
 */
describe.each(databaseKinds())('webhooks of the referral workflows on %s', (kind) => {
  let t: TestContext;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let secret: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    receiver = await startWebhookReceiver();
    const telko = (await t.app.services.tenants.byKey('telko'))!;
    ({ secret } = await t.app.services.webhooks.createEndpoint(
      t.database.db,
      telko.id,
      { url: receiver.url, description: 'CRM', eventTypes: [...WEBHOOK_EVENT_TYPES], enabled: true },
      t.clock.now(),
    ));
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  const at = (days: number) => new Date(START.getTime() + days * DAY);
  let events = 0;
  const partnerEvent = async (nr: number, type: string, day: number) =>
    t.app.services.partnerEvents.ingestForTenant((await t.app.services.tenants.byKey('telko'))!.id, {
      id: `hook-ev-${++events}`,
      type,
      occurredAt: at(day).toISOString(),
      empfehlungsnummer: nr,
    });
  /** Posts what is due and answers the bodies the receiver got since `from`, parsed by their schema. */
  const delivered = async (from: number) => {
    const worker = t.app.services.webhooks.worker(t.app.log);
    while ((await worker.runOnce()) > 0);
    return receiver.received.slice(from);
  };

  it('reports a referral from its recommendation to the reward chosen, signed, in schema, without personal data', async () => {
    t.clock.set(START);
    const referrer = 'hook-referrer@example.org';
    const recipientEmail = 'hook-recipient@example.org';
    const iban = germanIban(4711);
    const { Empfehlungsnummer: nr, Empfehlungslink } = await confirmedReferral(t, 'telko', {
      referrer,
      recipient: 'hook-invited@example.org',
      split: 50,
    });
    const recipient = await recipientFor(t, 'telko', Empfehlungslink);
    expect(
      (await track(t, 'telko', recipient, { email: recipientEmail, emailBestaetigung: recipientEmail }))
        .statusCode,
    ).toBe(200);
    await partnerEvent(nr, 'order.placed', 0);
    t.clock.set(at(2));
    await partnerEvent(nr, 'order.effective', 2);
    t.clock.set(at(14.5));
    await t.app.services.lifecycleJobs(t.app.log).runDue();
    const [referral] = await t.database.query<{ id: string }>(
      'select id from referrals where empfehlungsnummer = $1',
      [nr],
    );
    expect((await pickUpByTransfer(t, referrer, referral!.id, iban)).statusCode).toBe(200);

    const requests = await delivered(0);
    for (const request of requests) {
      expect(verifies(secret, request)).toBe(true);
      expect(request.body).not.toContain('@');
      expect(request.body).not.toContain(iban);
      expect(request.body).not.toContain(iban.slice(4));
      expect(request.body.toLowerCase()).not.toMatch(/token|iban|email/);
    }
    const bodies = requests.map((r) => parseWebhookBody(JSON.parse(r.body)));
    // Posted in parallel, so they may arrive in any order: their sequence numbers give the changes' order.
    const ofReferral = bodies
      .filter((b) => (b.data as { referralNumber?: number }).referralNumber === nr)
      .sort((a, b) => a.sequence - b.sequence);
    expect(ofReferral.map((b) => b.type)).toEqual([
      'referral.created',
      'referral.optin_confirmed',
      'recipient.confirmed',
      'order.placed',
      'order.effective',
      'reward.credited',
      'reward.credited',
      'reward.chosen',
    ]);
    expect(ofReferral.find((b) => b.type === 'recipient.confirmed')!.data).toMatchObject({
      recipientNumber: recipient.Empfaengernummer,
    });
    const credited = ofReferral.filter((b) => b.type === 'reward.credited').map((b) => b.data);
    expect(credited.map((d) => (d as { party: string }).party).sort()).toEqual(['recipient', 'referrer']);
    expect(credited.every((d) => (d as { amountCents: number }).amountCents > 0)).toBe(true);
    expect(ofReferral.at(-1)!.data).toMatchObject({ party: 'referrer', choice: 'transfer' });
  });

  it('reports an order revoked and the referral cancelled', async () => {
    t.clock.set(START);
    const from = receiver.received.length;
    const { Empfehlungsnummer: nr, Empfehlungslink } = await confirmedReferral(t, 'telko', {
      referrer: 'hook-referrer-2@example.org',
      recipient: 'hook-invited-2@example.org',
    });
    const recipient = await recipientFor(t, 'telko', Empfehlungslink);
    await track(t, 'telko', recipient, {
      email: 'hook-recipient-2@example.org',
      emailBestaetigung: 'hook-recipient-2@example.org',
    });
    await partnerEvent(nr, 'order.placed', 0);
    t.clock.set(at(3));
    await partnerEvent(nr, 'order.revoked', 3);
    const bodies = (await delivered(from)).map((r) => parseWebhookBody(JSON.parse(r.body)));
    const types = bodies
      .filter((b) => (b.data as { referralNumber?: number }).referralNumber === nr)
      .map((b) => b.type);
    expect(types).toEqual(expect.arrayContaining(['order.placed', 'referral.cancelled', 'order.cancelled']));
    const cancelled = bodies.find((b) => b.type === 'order.cancelled')!;
    expect(cancelled.data).toMatchObject({ partnerEventType: 'order.revoked', referralState: 'Storniert' });
  });

  it('reports a reward paid (as a batch or a voucher marks it) and a goodwill grant, in the transaction of the move', async () => {
    const from = receiver.received.length;
    const telko = (await t.app.services.tenants.byKey('telko'))!;
    const [chosen] = await t.database.query<{ id: string; empfehlungsnummer: number }>(
      `select c.id, r.empfehlungsnummer::int from reward_credits c join referrals r on r.id = c.referral_id
       where c.status = 'Abgeholt' and r.tenant_id = $1 limit 1`,
      [telko.id],
    );
    const [referrer] = await t.database.query<{ id: string }>(
      "select id from referrers where tenant_id = $1 and email = 'hook-referrer@example.org'",
      [telko.id],
    );
    const { rewardCredits, lifecycleHooks } = t.app.services;
    const now = t.clock.now();
    await t.database.db.transaction(async (tx) => {
      const paid = await rewardCredits.markPaid(tx, { tenantId: telko.id, ids: [chosen!.id] }, now);
      await lifecycleHooks.paid(tx, telko.id, paid, now);
      const grant = await rewardCredits.insertGoodwill(tx, {
        tenantId: telko.id,
        referrerId: referrer!.id,
        cents: 2500,
        at: now,
      });
      await lifecycleHooks.goodwill(tx, telko.id, grant, now);
    });
    const bodies = (await delivered(from)).map((r) => parseWebhookBody(JSON.parse(r.body)));
    expect(bodies.find((b) => b.type === 'reward.paid')!.data).toMatchObject({
      referralNumber: chosen!.empfehlungsnummer,
      party: 'referrer',
      state: 'Ausgezahlt',
    });
    expect(bodies.find((b) => b.type === 'goodwill.granted')!.data).toMatchObject({
      referralNumber: null,
      amountCents: 2500,
    });
  });

  it('reports the referrals the daily job lets expire (one statement for all tenants)', async () => {
    const from = receiver.received.length;
    const { Empfehlungsnummer: nr } = await confirmedReferral(t, 'telko', {
      referrer: 'hook-referrer-3@example.org',
      recipient: 'hook-invited-3@example.org',
    });
    t.clock.advance(62 * DAY);
    expect(
      (await t.app.services.lifecycleJobs(t.app.log).runDue())['referrals.expire'],
    ).toBeGreaterThanOrEqual(1);
    const bodies = (await delivered(from)).map((r) => parseWebhookBody(JSON.parse(r.body)));
    expect(
      bodies.find((b) => b.type === 'referral.expired' && b.data.referralNumber === nr)?.data,
    ).toMatchObject({
      state: 'Abgelaufen',
    });
  });
});
