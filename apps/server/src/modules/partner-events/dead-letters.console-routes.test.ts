import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from '../../test/expect-answer.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { consoleApi, signedInOperator } from '../operators/operators.test-helpers.ts';
import { recipientFor } from '../recipients/recipients.test-helpers.ts';
import { confirmedReferral, referralStatus } from '../referrals/referrals.test-helpers.ts';

/**
 * The dead-letter queue in the console (issue 14): list, counts, fix, replay through the ingest path;
 * a fixed payload is replayed by another operator than its fixer (issue 27).
 */
describe.each(databaseKinds())('dead letters in the console on %s', (kind) => {
  let t: TestContext;
  let key: string;
  let nr: number;
  let token: string;
  let operatorId: string;
  /** A second support operator: replays what the first fixed. */
  let other: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(new Date('2026-11-22T10:00:00Z'));
    const telko = (await t.app.services.tenants.byKey('telko'))!;
    key = await t.app.services.partnerKeys.issue(telko.id, 'test partner', ['events']);
    const made = await confirmedReferral(t, 'telko', {
      referrer: 'dead-a@example.org',
      recipient: 'dead-b@example.org',
    });
    nr = made.Empfehlungsnummer;
    await recipientFor(t, 'telko', made.Empfehlungslink);
    const signedIn = await signedInOperator(t, ['support'], { name: 'Ada Support' });
    token = signedIn.token;
    operatorId = signedIn.operator.id;
    other = (await signedInOperator(t, ['support'], { name: 'Bea Support' })).token;
  });
  afterAll(() => t.close());

  const send = (body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/partner/v1/telko/events',
      headers: { authorization: `Bearer ${key}` },
      payload: body,
    });
  const event = (id: string, over: Record<string, unknown> = {}) => ({
    id,
    type: 'order.placed',
    occurredAt: '2026-11-22T10:30:00Z',
    empfehlungsnummer: nr,
    ...over,
  });
  const statusOf = (n: number) => referralStatus(t, n);
  const auditRows = (action: string) =>
    t.database.query<{ subject: string; details: Record<string, unknown>; actor_id: string }>(
      'select subject, details, actor_id from audit_log where action = $1 order by seq',
      [action],
    );

  it('lists dead letters per tenant with their reasons and counts per reason, without payloads', async () => {
    expect((await send(event('dl-1', { empfehlungsnummer: 99999991 }))).statusCode).toBe(422);
    expect((await send(event('dl-2', { empfehlungsnummer: 99999992 }))).statusCode).toBe(422);
    const res = await consoleApi(t, 'GET', 'unzustellbare-events', { token, query: { tenant: 'telko' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.Total).toBe(2);
    expect(body.Items.map((i: { EventId: string }) => i.EventId).sort()).toEqual(['dl-1', 'dl-2']);
    expect(body.Items[0]).not.toHaveProperty('Payload');
    expect(body.Counts).toEqual([{ Reason: 'unknown referral', Count: 2 }]);
    expect(body.Tenants.map((x: { Key: string }) => x.Key)).toContain('telko');

    const other = await consoleApi(t, 'GET', 'unzustellbare-events', { token, query: { tenant: 'fyrst' } });
    expect(other.json()).toMatchObject({ Total: 0, Items: [], Counts: [] });
    const byReason = await consoleApi(t, 'GET', 'unzustellbare-events', {
      token,
      query: { reason: 'something else' },
    });
    expect(byReason.json().Total).toBe(0);
    const unknown = await consoleApi(t, 'GET', 'unzustellbare-events', { token, query: { tenant: 'nope' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('operations.tenant_unknown');
  });

  it('shows one with its payload, and 404 for one that does not exist', async () => {
    const res = await consoleApi(t, 'GET', 'unzustellbare-events/telko/dl-1', { token });
    expectAnswer(res, 200).toMatchObject({
      EventId: 'dl-1',
      Reason: 'unknown referral',
      Payload: { empfehlungsnummer: 99999991 },
      OriginalPayload: null,
      Fixed: false,
    });
    const missing = await consoleApi(t, 'GET', 'unzustellbare-events/telko/none', { token, lang: 'en' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('deadLetters.not_found');
  });

  it('refuses a fix that the partner API would refuse, with the fields, and changes nothing', async () => {
    const bad = await consoleApi(t, 'PUT', 'unzustellbare-events/telko/dl-1', {
      token,
      body: { Payload: { ...event('dl-1'), type: 'order.shipped', empfehlungsnummer: 'x' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('common.validation');
    expect(bad.json().details.fields.map((f: { path: string }) => f.path)).toEqual(
      expect.arrayContaining(['body.Payload.type', 'body.Payload.empfehlungsnummer']),
    );
    const otherId = await consoleApi(t, 'PUT', 'unzustellbare-events/telko/dl-1', {
      token,
      lang: 'en',
      body: { Payload: event('dl-other') },
    });
    expect(otherId.statusCode).toBe(400);
    expect(otherId.json().details.fields).toEqual([{ path: 'body.Payload.id', message: 'id is not valid' }]);
    const notObject = await consoleApi(t, 'PUT', 'unzustellbare-events/telko/dl-1', {
      token,
      body: { Payload: 3 },
    });
    expect(notObject.statusCode).toBe(400);
    const stored = await consoleApi(t, 'GET', 'unzustellbare-events/telko/dl-1', { token });
    expect(stored.json()).toMatchObject({ Fixed: false, Payload: { empfehlungsnummer: 99999991 } });
    expect(await auditRows('dead_letter.fix')).toEqual([]);
  });

  it('fixes the referral number, keeps the original, replays it and the referral moves; once', async () => {
    const before = await statusOf(nr);
    const fixed = await consoleApi(t, 'PUT', 'unzustellbare-events/telko/dl-1', {
      token,
      body: { Payload: event('dl-1') },
    });
    expectAnswer(fixed, 200).toMatchObject({
      Fixed: true,
      Payload: { empfehlungsnummer: nr },
      OriginalPayload: { empfehlungsnummer: 99999991 },
    });
    expect(await auditRows('dead_letter.fix')).toEqual([
      {
        subject: 'partner_event:dl-1',
        actor_id: operatorId,
        details: { changes: [{ field: 'empfehlungsnummer', from: 99999991, to: nr }] },
      },
    ]);

    const replayed = await consoleApi(t, 'POST', 'unzustellbare-events/telko/dl-1/wiederholung', {
      token: other,
    });
    expectAnswer(replayed, 200).toEqual({ Outcome: 'applied' });
    expect(await statusOf(nr)).toBe('Offen');
    expect(before).not.toBe('Offen');
    // Gone from the queue, applied once.
    const gone = await consoleApi(t, 'GET', 'unzustellbare-events/telko/dl-1', { token });
    expect(gone.statusCode).toBe(404);
    const again = await consoleApi(t, 'POST', 'unzustellbare-events/telko/dl-1/wiederholung', { token });
    expect(again.json()).toEqual({ Outcome: 'duplicate' });
    const applied = await t.database.query<{ n: number }>(
      "select count(*)::int as n from partner_events where event_id = 'dl-1'",
    );
    expect(applied[0]!.n).toBe(1);
    expect((await auditRows('dead_letter.replay')).map((r) => r.details)).toEqual([
      { outcome: 'applied' },
      { outcome: 'duplicate' },
    ]);
  });

  it('keeps a replay that fails again as a dead letter with the new reason, counted', async () => {
    // Fixed to a referral that exists, but an order placed before the referral was made is refused.
    const fixed = await consoleApi(t, 'PUT', 'unzustellbare-events/telko/dl-2', {
      token,
      body: { Payload: event('dl-2', { type: 'order.effective', occurredAt: '2020-01-01T00:00:00Z' }) },
    });
    expect(fixed.statusCode).toBe(200);
    const replayed = await consoleApi(t, 'POST', 'unzustellbare-events/telko/dl-2/wiederholung', {
      token: other,
    });
    expect(replayed.statusCode).toBe(200);
    expect(replayed.json().Outcome).toBe('dead_letter');
    expect(replayed.json().Reason).toMatch(/^not applicable/);
    const stored = await consoleApi(t, 'GET', 'unzustellbare-events/telko/dl-2', { token });
    expect(stored.json()).toMatchObject({
      Reason: replayed.json().Reason,
      Replays: 1,
      OriginalPayload: { empfehlungsnummer: 99999992 },
    });
    expect(await t.app.services.audit.verifyChain()).toBeNull();
  });

  it('refuses the replay of a fixed letter to its fixer, says who fixed it, and lets another replay it', async () => {
    expect((await send(event('dl-3', { empfehlungsnummer: 99999993 }))).statusCode).toBe(422);
    const before = await statusOf(nr);
    // The fixer turns the letter into an order of a referral they chose…
    const fixed = await consoleApi(t, 'PUT', 'unzustellbare-events/telko/dl-3', {
      token,
      body: { Payload: event('dl-3', { type: 'order.cancelled' }) },
    });
    expect(fixed.json()).toMatchObject({ Fixed: true, FixedBy: 'Ada Support', MayReplay: false });
    // …and cannot apply it themselves: nothing ran, nothing moved.
    const own = await consoleApi(t, 'POST', 'unzustellbare-events/telko/dl-3/wiederholung', { token });
    expect([own.statusCode, own.json().code]).toEqual([403, 'deadLetters.replay_own_fix']);
    expect(own.json().message).toContain('andere Person');
    expect(await statusOf(nr)).toBe(before);
    expect((await auditRows('dead_letter.replay')).map((r) => r.subject)).not.toContain('partner_event:dl-3');
    const seen = await consoleApi(t, 'GET', 'unzustellbare-events/telko/dl-3', { token: other });
    expect(seen.json()).toMatchObject({ FixedBy: 'Ada Support', MayReplay: true });
    // Another operator looked at it and replays it: it runs, audited as theirs.
    const replayed = await consoleApi(t, 'POST', 'unzustellbare-events/telko/dl-3/wiederholung', {
      token: other,
    });
    expect(replayed.statusCode).toBe(200);
    const audited = (await auditRows('dead_letter.replay')).filter((r) => r.subject === 'partner_event:dl-3');
    expect(audited).toHaveLength(1);
    expect(audited[0]!.actor_id).not.toBe(operatorId);
  });

  it('lets anyone with the right replay a letter nobody fixed, its fixer-free detail saying so', async () => {
    expect((await send(event('dl-4', { empfehlungsnummer: 99999994 }))).statusCode).toBe(422);
    const seen = await consoleApi(t, 'GET', 'unzustellbare-events/telko/dl-4', { token });
    expect(seen.json()).toMatchObject({ Fixed: false, FixedBy: null, MayReplay: true });
    const replayed = await consoleApi(t, 'POST', 'unzustellbare-events/telko/dl-4/wiederholung', { token });
    expectAnswer(replayed, 200).toMatchObject({ Outcome: 'dead_letter', Reason: 'unknown referral' });
    const audited = (await auditRows('dead_letter.replay')).filter((r) => r.subject === 'partner_event:dl-4');
    expect(audited.map((r) => r.actor_id)).toEqual([operatorId]);
  });

  it('answers 404 to a replay of an event that never was a dead letter', async () => {
    const res = await consoleApi(t, 'POST', 'unzustellbare-events/telko/never/wiederholung', { token });
    expect(res.statusCode).toBe(404);
  });
});
