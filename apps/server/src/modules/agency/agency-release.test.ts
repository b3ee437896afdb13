import { parseWebhookBody } from '@kwk/shared/webhooks/webhook-events.schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAnswer } from '../../test/expect-answer.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { everyDatabaseKind, onOneKind } from '../../test/test-db.ts';
import { api } from '../accounts/accounts.test-helpers.ts';
import { recipientFor, track } from '../recipients/recipients.test-helpers.ts';
import { confirmedReferral } from '../referrals/referrals.test-helpers.ts';
import { startWebhookReceiver, verifies } from '../webhooks/webhook-receiver.test-helpers.ts';
import { signedInAgencyUser } from './agency.test-helpers.ts';
import { seedReferral } from './agency-reports.test-helpers.ts';

const DAY = 86_400_000;
let people = 0;

/**
 * The order release feeds the lifecycle engine (issue 13): in a tenant with agencies, an agency
 * agent's referral whose order is effective and past its periods waits for the release, and is
 * credited once, at the release.
 */
describe.each(everyDatabaseKind())('order release on %s', (kind) => {
  // A test without a dialect-sensitive part runs on one kind only (decision 058).
  const once = onOneKind(kind);
  let t: TestContext;
  let owner: { Token: string; Name: string };
  let tenantId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    tenantId = (await t.app.services.tenants.byKey('partner'))!.id;
  });
  afterAll(() => t.close());
  // The tests move the clock by days: a session of two hours is opened for each.
  beforeEach(async () => {
    owner = await signedInAgencyUser(t, { name: 'Olga Owner' });
  });

  /** A referral through agent `agent`, its recipient confirmed, the order placed 40 and effective 35 days ago. */
  async function effectiveOrder(agent: string | null) {
    people += 1;
    t.clock.advance(1000);
    const { Empfehlungsnummer: nr, Empfehlungslink } = await confirmedReferral(t, 'partner', {
      referrer: `release-${people}@example.org`,
      recipient: `contact-${people}@example.org`,
    });
    await t.database.query(
      `update referrals set agent_number = $2, created_at = created_at - interval '45 days'
       where tenant_id = $3 and empfehlungsnummer = $1`,
      [nr, agent, tenantId],
    );
    const recipient = await recipientFor(t, 'partner', Empfehlungslink);
    const email = `buyer-${people}@example.org`;
    expect((await track(t, 'partner', recipient, { email, emailBestaetigung: email })).statusCode).toBe(200);
    const now = t.clock.now().getTime();
    for (const [type, days] of [
      ['order.placed', 40],
      ['order.effective', 35],
    ] as const)
      expect(
        await t.app.services.partnerEvents.ingestForTenant(tenantId, {
          id: `${type}-${nr}`,
          type,
          occurredAt: new Date(now - days * DAY).toISOString(),
          empfehlungsnummer: nr,
        }),
      ).toMatchObject({ duplicate: false });
    return { nr, recipientNumber: recipient.Empfaengernummer };
  }

  const stateOf = async (nr: number) => {
    const [referral] = await t.database.query<{ status: string; id: string }>(
      'select id, status from referrals where tenant_id = $1 and empfehlungsnummer = $2',
      [tenantId, nr],
    );
    const credits = await t.database.query<{ status: string; due_on: string | null }>(
      "select status, due_on::text from reward_credits where referral_id = $1 and kind = 'referral' order by beneficiary",
      [referral!.id],
    );
    const [mails] = await t.database.query<{ n: number }>(
      "select count(*)::int as n from outbox where kind = 'lifecycle.reward.ready' and to_address = $1",
      [`release-${people}@example.org`],
    );
    return { status: referral!.status, credits: credits.map((c) => [c.status, c.due_on]), mails: mails!.n };
  };

  const release = (nr: number, recipientNumber: string, token = owner.Token) =>
    api(t, 'PUT', `/agentur/auftragfreigeben/${nr}/${recipientNumber}`, { tenant: 'partner', token });

  once(
    'credits an effective, period-passed order of an agency agent exactly once, only after its release',
    async () => {
      const { nr, recipientNumber } = await effectiveOrder('B-1001');
      // Waiting, not failing: the credits are there, on no day the periods job would pick them up on.
      expect(await stateOf(nr)).toEqual({
        status: 'Offen',
        credits: [
          ['Offen', null],
          ['Offen', null],
        ],
        mails: 0,
      });
      await t.app.services.lifecycleJobs(t.app.log).runDue();
      t.clock.advance(2 * DAY);
      await t.app.services.lifecycleJobs(t.app.log).runDue();
      expect((await stateOf(nr)).status).toBe('Offen');

      owner = await signedInAgencyUser(t, { name: 'Olga Owner' });
      const first = await release(nr, recipientNumber);
      expectAnswer(first, 200).toEqual({
        Empfehlungsnummer: nr,
        Freigegeben: true,
        FreigegebenAm: t.clock.now().toISOString(),
        FreigegebenVon: 'Olga Owner',
        BereitsFreigegeben: false,
      });
      const credited = await stateOf(nr);
      expect(credited).toEqual({
        status: 'Gezahlt',
        credits: [
          ['Bereitgestellt', null],
          ['Bereitgestellt', null],
        ],
        mails: 1,
      });

      // Again, later and by someone else: the release that stands, nothing credited twice.
      t.clock.advance(60_000);
      const employee = await signedInAgencyUser(t, { roles: ['AgenturMitarbeiter'], name: 'Emil Employee' });
      const second = await release(nr, recipientNumber, employee.Token);
      expect(second.json()).toEqual({ ...first.json(), BereitsFreigegeben: true });
      await t.app.services.lifecycleJobs(t.app.log).runDue();
      expect(await stateOf(nr)).toEqual(credited);
    },
  );

  once('lets a referral without an agency agent be credited without a release, as before', async () => {
    const { nr } = await effectiveOrder(null);
    expect(await stateOf(nr)).toMatchObject({ status: 'Gezahlt', mails: 1 });
  });

  it('keeps one release when two come at once', async () => {
    const { nr, recipientNumber } = await effectiveOrder('B-1004');
    const both = await Promise.all([release(nr, recipientNumber), release(nr, recipientNumber)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both.map((r) => r.json().BereitsFreigegeben).sort()).toEqual([false, true]);
    expect(both[0]!.json().FreigegebenAm).toBe(both[1]!.json().FreigegebenAm);
    const [rows] = await t.database.query<{ n: number }>(
      'select count(*)::int as n from agency_order_releases r join referrals f on f.id = r.referral_id where f.empfehlungsnummer = $1',
      [nr],
    );
    expect(rows!.n).toBe(1);
    expect(await stateOf(nr)).toMatchObject({ status: 'Gezahlt', mails: 1 });
  });

  once("releases only an order of the caller's agency's agent, named by both its numbers", async () => {
    const south = await signedInAgencyUser(t, { department: 'agentur-sued' });
    const { nr, recipientNumber } = await effectiveOrder('B-1006');
    const refused = [
      await release(nr, recipientNumber, south.Token), // another agency's agent
      await release(nr, '0000000000'), // not its recipient
      await release(999_999_999, recipientNumber), // no such referral
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('agency.order_not_found');
    }
    const english = await api(t, 'PUT', `/agentur/auftragfreigeben/${nr}/0000000000`, {
      tenant: 'partner',
      token: owner.Token,
      lang: 'en',
    });
    expect(english.json().message).toBe('There is no order of an agent of your agency with these numbers.');
    // A referral without an order yet cannot be released.
    const open = await seedReferral(t, {
      agent: 'B-1001',
      createdAt: t.clock.now(),
      recipient: { vorname: 'A', name: 'B', ort: 'C', confirmedAt: t.clock.now() },
    });
    expect((await release(open.nr, open.recipientNumber!)).statusCode).toBe(404);
    expect((await stateOf(nr)).status).toBe('Offen');
  });

  once(
    'refuses to release a cancelled order, and keeps a release given before the cancellation',
    async () => {
      const cancel = (nr: number) =>
        t.app.services.partnerEvents.ingestForTenant(tenantId, {
          id: `order.cancelled-${nr}`,
          type: 'order.cancelled',
          occurredAt: new Date(t.clock.now().getTime() - DAY).toISOString(),
          empfehlungsnummer: nr,
        });
      const first = await effectiveOrder('B-1008');
      await cancel(first.nr);
      expect((await stateOf(first.nr)).status).toBe('Storniert');
      const refused = await release(first.nr, first.recipientNumber);
      expectAnswer(refused, 409).toEqual({
        code: 'agency.order_cancelled',
        message:
          'Dieser Auftrag wurde storniert, widerrufen oder abgelehnt und kann nicht freigegeben werden.',
      });
      const [rows] = await t.database.query<{ n: number }>(
        'select count(*)::int as n from agency_order_releases where agency_id = (select agency_id from agency_agents where agent_number = $1 and tenant_id = $2) and referral_id = (select id from referrals where empfehlungsnummer = $3 and tenant_id = $2)',
        ['B-1008', tenantId, first.nr],
      );
      expect(rows!.n).toBe(0);

      // Released while it stood, then cancelled: asking again answers the release that stands.
      const second = await effectiveOrder('B-1008');
      const given = await release(second.nr, second.recipientNumber);
      expect(given.json().BereitsFreigegeben).toBe(false);
      await t.database.query(
        "update referrals set status = 'Storniert' where tenant_id = $1 and empfehlungsnummer = $2",
        [tenantId, second.nr],
      );
      const again = await release(second.nr, second.recipientNumber);
      expectAnswer(again, 200).toMatchObject({
        BereitsFreigegeben: true,
        FreigegebenAm: given.json().FreigegebenAm,
      });
    },
  );

  once(
    'reports the release, and the reward it credits, to the tenant’s webhook endpoint (issue 31)',
    async () => {
      const receiver = await startWebhookReceiver();
      try {
        const { secret } = await t.app.services.webhooks.createEndpoint(t.database.db, tenantId, {
          url: receiver.url,
          description: 'agency CRM',
          eventTypes: ['agency_order.released', 'reward.credited'],
          enabled: true,
        });
        const { nr, recipientNumber } = await effectiveOrder('B-1001');
        owner = await signedInAgencyUser(t, { name: 'Olga Owner' });
        expect((await release(nr, recipientNumber)).statusCode).toBe(200);
        const worker = t.app.services.webhooks.worker(t.app.log);
        while ((await worker.runOnce()) > 0);
        expect(receiver.received.every((r) => verifies(secret, r))).toBe(true);
        const bodies = receiver.received.map((r) => parseWebhookBody(JSON.parse(r.body)));
        expect(bodies.find((b) => b.type === 'agency_order.released')?.data).toEqual({
          referralNumber: nr,
          referrerNumber: null,
          releasedAt: t.clock.now().toISOString(),
        });
        expect(bodies.filter((b) => b.type === 'reward.credited')).toHaveLength(2);
      } finally {
        await receiver.close();
        await t.database.query('delete from webhook_endpoints where tenant_id = $1', [tenantId]);
      }
    },
  );
});
