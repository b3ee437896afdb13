import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from '../../test/expect-answer.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { consoleApi, signedInOperator } from '../operators/operators.test-helpers.ts';

type Admin = Awaited<ReturnType<typeof signedInOperator>>;

/**
 * Four eyes on partner keys that may send events (issue 27, decision 041): with such a key one
 * admin could report an order effective for a referral of their own and be paid, so a key issued
 * or rotated in the console works only once another admin approved it.
 */
describe.each(databaseKinds())('four eyes on partner keys with events on %s', (kind) => {
  let t: TestContext;
  let ada: Admin;
  let bea: Admin;
  let eventNo = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(new Date('2026-11-22T10:00:00Z'));
    ada = await signedInOperator(t, ['admin'], { name: 'Ada Admin' });
  });
  afterAll(() => t.close());

  /** A partner call with the key: 422 (a dead letter) means the key was let through. */
  const call = (key: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/partner/v1/telko/events',
      headers: { authorization: `Bearer ${key}` },
      payload: {
        id: `pka-${++eventNo}`,
        type: 'order.placed',
        occurredAt: '2026-11-22T10:30:00Z',
        empfehlungsnummer: 1,
      },
    });
  const useKey = async (key: string) => (await call(key)).statusCode;
  const issue = (by: Admin, body: object) =>
    consoleApi(t, 'POST', 'partner-schluessel', { token: by.token, body });
  const rotate = (by: Admin, id: string, OverlapHours: number) =>
    consoleApi(t, 'POST', `partner-schluessel/${id}/rotation`, { token: by.token, body: { OverlapHours } });
  const decide = (by: Admin, id: string, how: 'genehmigung' | 'ablehnung', body?: object) =>
    consoleApi(t, 'POST', `partner-schluessel/${id}/${how}`, { token: by.token, body: body ?? {} });
  const listed = async (by: Admin, id: string) =>
    (await consoleApi(t, 'GET', 'partner-schluessel', { token: by.token }))
      .json()
      .Keys.find((k: { Id: string }) => k.Id === id);
  const audited = (subject: string) =>
    t.database.query<{ action: string; actor_id: string; reason: string | null; details: object }>(
      'select action, actor_id, reason, details from audit_log where subject = $1 order by seq',
      [`partner_key:${subject}`],
    );

  it('refuses an events key while there is no second admin, and says so; other keys go as today', async () => {
    const refused = await issue(ada, { Tenant: 'telko', Label: 'Alone', Permissions: ['events'] });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'partnerKeys.second_admin_required']);
    expect(refused.json().message).toContain('zweite aktive Administrat');
    const rows = await t.database.query('select 1 from partner_api_keys where label = $1', ['Alone']);
    expect(rows).toHaveLength(0);

    // A key without events works at once, as before.
    const signIn = await issue(ada, { Tenant: 'telko', Label: 'SSO only', Permissions: ['host_sign_in'] });
    expect(signIn.statusCode).toBe(201);
    expect(signIn.json().PartnerKey).toMatchObject({
      State: 'active',
      IssuedBy: 'Ada Admin',
      MayDecide: false,
    });
    expect(await useKey(signIn.json().Key)).toBe(403);

    // The owner's own path (the command on the server) is unchanged; rotating its key in the
    // console with one admin is refused and the key works on.
    const telko = (await t.app.services.tenants.byKey('telko'))!;
    const owners = await t.app.services.partnerKeys.issue(telko.id, 'Owner key', ['events']);
    expect(await useKey(owners)).toBe(422);
    const ownerRow = (await consoleApi(t, 'GET', 'partner-schluessel', { token: ada.token }))
      .json()
      .Keys.find((k: { Label: string }) => k.Label === 'Owner key');
    expect(ownerRow).toMatchObject({ State: 'active', IssuedBy: null });
    const rotated = await rotate(ada, ownerRow.Id, 1);
    expect([rotated.statusCode, rotated.json().code]).toEqual([409, 'partnerKeys.second_admin_required']);
    expect(await useKey(owners)).toBe(422);
  });

  it('refuses an events key as an unknown one until another admin approves it; its issuer cannot', async () => {
    bea = await signedInOperator(t, ['admin'], { name: 'Bea Admin' });
    const res = await issue(ada, {
      Tenant: 'telko',
      Label: 'Orders',
      Permissions: ['events', 'host_sign_in'],
    });
    expect(res.statusCode).toBe(201);
    const { Key, PartnerKey } = res.json();
    expect(PartnerKey).toMatchObject({ State: 'pending', IssuedBy: 'Ada Admin', MayDecide: false });

    // Nothing tells a caller it exists: the same answer as a key never issued.
    const waiting = await call(Key);
    const unknown = await call(`kwkp_${'x'.repeat(32)}`);
    expectAnswer(waiting, 401).toEqual(unknown.json());

    expect(await listed(ada, PartnerKey.Id)).toMatchObject({ State: 'pending', MayDecide: false });
    expect(await listed(bea, PartnerKey.Id)).toMatchObject({
      State: 'pending',
      IssuedBy: 'Ada Admin',
      MayDecide: true,
    });

    const own = await decide(ada, PartnerKey.Id, 'genehmigung');
    expect([own.statusCode, own.json().code]).toEqual([403, 'partnerKeys.approve_own']);
    expect(own.json().message).toContain('Vier-Augen-Prinzip');
    expect((await decide(ada, PartnerKey.Id, 'ablehnung')).json().code).toBe('partnerKeys.approve_own');
    expect(await useKey(Key)).toBe(401);

    const approved = await decide(bea, PartnerKey.Id, 'genehmigung');
    expectAnswer(approved, 200).toMatchObject({ State: 'active', MayDecide: false });
    expect(await useKey(Key)).toBe(422);
    const twice = await decide(bea, PartnerKey.Id, 'genehmigung');
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'partnerKeys.not_pending']);

    const rows = await audited(PartnerKey.Id);
    expect(rows.map((r) => [r.action, r.actor_id])).toEqual([
      ['partner_key.issue', ada.operator.id],
      ['partner_key.approve', bea.operator.id],
    ]);
    expect(rows[0]!.details).toMatchObject({ awaitingApproval: true });
    expect(rows[1]!.details).toMatchObject({
      issuedBy: ada.operator.id,
      permissions: ['events', 'host_sign_in'],
    });
    expect(JSON.stringify(rows)).not.toContain(Key);
  });

  it('revokes a refused key, which never worked, audited with the reason', async () => {
    const { Key, PartnerKey } = (
      await issue(ada, { Tenant: 'telko', Label: 'Unasked', Permissions: ['events'] })
    ).json();
    const refused = await decide(bea, PartnerKey.Id, 'ablehnung', { Reason: 'no partner asked for it' });
    expect(refused.statusCode).toBe(200);
    expect(refused.json().State).toBe('revoked');
    expect(await useKey(Key)).toBe(401);
    expect((await decide(bea, PartnerKey.Id, 'genehmigung')).json().code).toBe('partnerKeys.not_pending');
    const rows = await audited(PartnerKey.Id);
    expect(rows.at(-1)).toMatchObject({
      action: 'partner_key.refuse',
      actor_id: bea.operator.id,
      reason: 'no partner asked for it',
    });
  });

  it('rotates an events key: the new one waits, the old works on until the approval and then for its overlap', async () => {
    const first = (await issue(ada, { Tenant: 'telko', Label: 'Rotated', Permissions: ['events'] })).json();
    await decide(bea, first.PartnerKey.Id, 'genehmigung');
    const oldId = first.PartnerKey.Id;

    // Refused: the old key goes on as if nothing happened.
    const refusedOne = (await rotate(ada, oldId, 2)).json();
    expect(refusedOne.PartnerKey).toMatchObject({ State: 'pending', IssuedBy: 'Ada Admin' });
    expect(refusedOne.Previous).toMatchObject({ State: 'active', ExpiresAt: null });
    await decide(bea, refusedOne.PartnerKey.Id, 'ablehnung');
    expect(await listed(ada, oldId)).toMatchObject({ State: 'active', ExpiresAt: null });

    const res = await rotate(ada, oldId, 2);
    expect(res.statusCode).toBe(201);
    const rotated = res.json();
    expect(rotated.PartnerKey.State).toBe('pending');
    expect(await useKey(first.Key)).toBe(422);
    expect(await useKey(rotated.Key)).toBe(401);
    // One open approval at a time: neither key is rotated again meanwhile.
    for (const id of [oldId, rotated.PartnerKey.Id])
      expect((await rotate(ada, id, 1)).json().code).toBe('partnerKeys.approval_open');

    // A day later the approval comes (new sessions: the old ones have ended); the old key worked all along.
    t.clock.advance(24 * 3_600_000);
    expect(await useKey(first.Key)).toBe(422);
    const approver = await signedInOperator(t, ['admin'], { name: 'Cem Admin' });
    const approved = await decide(approver, rotated.PartnerKey.Id, 'genehmigung');
    expect(approved.statusCode).toBe(200);
    const ends = t.clock.now().getTime() + 2 * 3_600_000;
    expect(await useKey(rotated.Key)).toBe(422);
    expect(new Date((await listed(approver, oldId)).ExpiresAt).getTime()).toBe(ends);
    t.clock.advance(2 * 3_600_000 - 1000);
    expect(await useKey(first.Key)).toBe(422);
    t.clock.advance(2000);
    expect(await useKey(first.Key)).toBe(401);
    expect(await useKey(rotated.Key)).toBe(422);

    const rows = await audited(rotated.PartnerKey.Id);
    expect(rows.map((r) => r.action)).toEqual(['partner_key.approve']);
    expect(rows[0]!.details).toMatchObject({ replaces: oldId, oldKeyEnds: new Date(ends).toISOString() });
    expect(await t.app.services.audit.verifyChain()).toBeNull();
  });
});
