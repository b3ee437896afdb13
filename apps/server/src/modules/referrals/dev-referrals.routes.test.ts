import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { recipientFor } from '../recipients/recipients.test-helpers.ts';
import { confirmedReferral } from './referrals.test-helpers.ts';

describe.each(databaseKinds())('ageing a referral in development on %s', (kind) => {
  let t: TestContext;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const telko = (await t.app.services.tenants.byKey('telko'))!;
    key = await t.app.services.partnerKeys.issue(telko.id, 'dev test', ['events']);
  });
  afterAll(() => t.close());

  const backdate = (tenant: string, nr: number, days: unknown) =>
    t.app.inject({ method: 'POST', url: `/dev/referrals/${tenant}/${nr}/backdate`, payload: { days } });
  const placed = (id: string, nr: number, daysAgo: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/partner/v1/telko/events',
      headers: { authorization: `Bearer ${key}` },
      payload: {
        id,
        type: 'order.placed',
        occurredAt: new Date(t.clock.now().getTime() - daysAgo * 86_400_000).toISOString(),
        empfehlungsnummer: nr,
      },
    });

  it('moves creation and link expiry back, so an order of 21 days ago is taken, and not before', async () => {
    const { Empfehlungsnummer: nr, Empfehlungslink } = await confirmedReferral(t, 'telko', {
      referrer: 'dev-age-a@example.org',
      recipient: 'dev-age-b@example.org',
    });
    await recipientFor(t, 'telko', Empfehlungslink);
    const times = async () =>
      (
        await t.database.query<{ created: Date; expires: Date }>(
          'select created_at as created, expires_at as expires from referrals where empfehlungsnummer = $1',
          [nr],
        )
      )[0]!;
    const before = await times();
    expect((await placed('dev-age-1', nr, 21)).statusCode).toBe(422);

    expect((await backdate('telko', nr, 22)).statusCode).toBe(204);
    const after = await times();
    const day = 86_400_000;
    expect(before.created.getTime() - after.created.getTime()).toBe(22 * day);
    expect(before.expires.getTime() - after.expires.getTime()).toBe(22 * day);
    expect((await placed('dev-age-2', nr, 21)).statusCode).toBe(200);
  });

  it('answers 404 for another tenant’s referral or an unknown one, 400 for a day count out of range', async () => {
    const { Empfehlungsnummer: nr } = await confirmedReferral(t, 'telko', {
      referrer: 'dev-age-c@example.org',
      recipient: 'dev-age-d@example.org',
    });
    expect((await backdate('fyrst', nr, 5)).json()).toMatchObject({ code: 'common.not_found' });
    expect((await backdate('telko', 999_999_998, 5)).statusCode).toBe(404);
    expect((await backdate('nobody', nr, 5)).statusCode).toBe(404);
    for (const days of [0, 121, 'x']) expect((await backdate('telko', nr, days)).statusCode).toBe(400);
  });
});
