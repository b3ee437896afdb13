import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { orderFactsRefolded } from '../referrals/referral-order-facts.ts';
import { confirmedReferral, count } from '../referrals/referrals.test-helpers.ts';
import { partnerEventTimes } from './partner-events.queries.ts';
import { createPartnerEventsRepository, type PartnerEventsRepository } from './partner-events.repository.ts';

/** The optimistic write of partner events: it writes only over the state it read, or not at all. */
describe.each(databaseKinds())('recordIfUnchanged on %s', (kind) => {
  let t: TestContext;
  let repository: PartnerEventsRepository;
  let tenantId: string;
  const numbers: number[] = [];
  beforeAll(async () => {
    t = await createTestApp(kind);
    tenantId = (await t.app.services.tenants.byKey('telko'))!.id;
    repository = createPartnerEventsRepository({ database: t.database });
    for (const n of [1, 2]) {
      const { Empfehlungsnummer } = await confirmedReferral(t, 'telko', {
        referrer: `cas-referrer-${n}@example.org`,
        recipient: `cas-recipient-${n}@example.org`,
      });
      numbers.push(Empfehlungsnummer);
    }
  });
  afterAll(() => t.close());

  const read = async (nr: number) => (await repository.stateFor(tenantId, { empfehlungsnummer: nr }))!;
  const row = (eventId: string, referralId: string) => ({
    tenantId,
    eventId,
    type: 'order.placed',
    referralId,
    occurredAt: new Date('2026-11-22T09:00:00Z'),
    payload: { id: eventId },
    receivedAt: new Date('2026-11-22T10:00:00Z'),
  });
  const placed = { status: 'Offen', rejectionReason: null } as const;

  it('writes nothing when the referral changed since it was read', async () => {
    const { referral } = await read(numbers[0]!);
    for (const stale of [
      { ...referral, factsVersion: referral.factsVersion + 1 },
      { ...referral, status: 'Abgelaufen' as const },
      { ...referral, rejectionReason: 'link_expired' },
    ]) {
      expect(await repository.recordIfUnchanged(row('cas-stale', referral.id), stale, placed)).toEqual({
        updated: false,
        inserted: false,
      });
    }
    expect((await read(numbers[0]!)).referral).toMatchObject({ status: 'Ok', factsVersion: 0 });
    expect(await count(t, 'partner_events')).toBe(0);
  });

  it('writes status and event together over the state it read, and counts the fact', async () => {
    const { referral } = await read(numbers[0]!);
    expect(await repository.recordIfUnchanged(row('cas-1', referral.id), referral, placed)).toEqual({
      updated: true,
      inserted: true,
    });
    const after = await read(numbers[0]!);
    expect(after.referral).toMatchObject({ status: 'Offen', factsVersion: 1 });
    expect(after.events.map((e) => e.eventId)).toEqual(['cas-1']);
    // The same read again is stale now: a second writer that read alongside loses.
    expect(await repository.recordIfUnchanged(row('cas-2', referral.id), referral, placed)).toEqual({
      updated: false,
      inserted: false,
    });
  });

  it('leaves a referral alone when the event id is already another referral’s', async () => {
    const { referral } = await read(numbers[1]!);
    expect(await repository.recordIfUnchanged(row('cas-1', referral.id), referral, placed)).toEqual({
      updated: false,
      inserted: false,
    });
    expect((await read(numbers[1]!)).referral).toMatchObject({ status: 'Ok', factsVersion: 0 });
  });

  it('folds each recorded event into the referral’s order facts, as a refold from all its events does', async () => {
    const { Empfehlungsnummer } = await confirmedReferral(t, 'telko', {
      referrer: 'fold-referrer@example.org',
      recipient: 'fold-recipient@example.org',
    });
    const { referral } = await read(Empfehlungsnummer);
    const at = (day: number) => new Date(Date.UTC(2026, 10, day, 9, 0, 0, 0));
    const facts = async () =>
      (
        await t.database.query<Record<string, Date | string | null>>(
          'select ordered_at, order_effective_at, order_ended, order_ended_at from referrals where id = $1',
          [referral.id],
        )
      )[0]!;
    const event = (eventId: string, type: string, day: number) => ({
      ...row(eventId, referral.id),
      type,
      occurredAt: at(day),
    });
    // The optimistic path, then the path under the lock, events out of their order in time.
    expect(
      await repository.recordIfUnchanged(event('fold-placed-late', 'order.placed', 12), referral, placed),
    ).toEqual({ updated: true, inserted: true });
    for (const [id, type, day] of [
      ['fold-placed', 'order.placed', 10],
      ['fold-effective', 'order.effective', 14],
      ['fold-revoked', 'order.revoked', 20],
      ['fold-cancelled', 'order.cancelled', 18],
      ['fold-placed-again', 'order.placed', 22],
    ] as const)
      expect(await repository.recordAndForgetDeadLetter(t.database.db, event(id, type, day))).toBe(true);
    const folded = await facts();
    expect(folded).toMatchObject({
      ordered_at: at(10),
      order_effective_at: at(14),
      order_ended: 'order.cancelled',
      order_ended_at: at(18),
    });
    await t.database.query('update referrals set ordered_at = null, order_ended = null where id = $1', [
      referral.id,
    ]);
    await t.database.db.execute(orderFactsRefolded(sql`r.id = ${referral.id}`, partnerEventTimes));
    expect(await facts()).toEqual(folded);
  });
});
