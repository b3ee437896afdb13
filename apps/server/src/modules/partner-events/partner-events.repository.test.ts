import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { confirmedReferral, count } from '../referrals/referrals.test-helpers.ts';
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
});
