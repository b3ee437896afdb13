import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../lib/sql-helpers.ts';
import { expectAnswer } from '../../test/expect-answer.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { consoleApi, signedInOperator, testOperators } from './operators.test-helpers.ts';

/** Issue 27, finding 1 (decision 032): finance and admin are granted by two admins, never by one. */
describe.each(databaseKinds())('four eyes on granting finance and admin on %s', (kind) => {
  let t: TestContext;
  let ada: Awaited<ReturnType<typeof signedInOperator>>;
  let bea: Awaited<ReturnType<typeof signedInOperator>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    ada = await signedInOperator(t, ['admin'], { name: 'Ada Admin' });
  });
  afterAll(() => t.close());

  type Op = { token: string };
  const setRoles = (by: Op, id: string, roles: string[]) =>
    consoleApi(t, 'PUT', `betreiber/${id}/rollen`, { token: by.token, body: { Roles: roles } });
  const decide = (by: Op, grantId: string, how: 'genehmigung' | 'ablehnung') =>
    consoleApi(t, 'POST', `betreiber/rollenfreigaben/${grantId}/${how}`, { token: by.token });
  const rolesOf = async (id: string) => (await testOperators.byId(t.database.db, id))!.roles;
  const listed = async (by: Op, id: string) =>
    (await consoleApi(t, 'GET', 'betreiber', { token: by.token }))
      .json()
      .find((o: { Id: string }) => o.Id === id);
  const actions = async (id: string) =>
    rowsOf<{ action: string; actor_id: string }>(
      await t.database.db.execute(
        sql`select action, actor_id from audit_log where subject = ${`operator:${id}`} order by seq`,
      ),
    );

  it('refuses finance or admin while there is no second admin: no invitation, no role change', async () => {
    const invite = await consoleApi(t, 'POST', 'betreiber', {
      token: ada.token,
      body: { Email: 'alone@betrieb.test', Name: 'Second Me', Roles: ['finance'] },
    });
    expect([invite.statusCode, invite.json().code]).toEqual([409, 'operator.second_admin_required']);
    expect(invite.json().message).toContain('zweiten aktiven Administrat');
    expect(await testOperators.byEmail(t.database.db, 'alone@betrieb.test')).toBeUndefined();

    const sam = await signedInOperator(t, ['support']);
    for (const roles of [['support', 'finance'], ['admin']]) {
      const res = await setRoles(ada, sam.operator.id, roles);
      expect([res.statusCode, res.json().code]).toEqual([409, 'operator.second_admin_required']);
    }
    expect(await rolesOf(sam.operator.id)).toEqual(['support']);
    // Support too (issue 27 review): one admin's second account with support would replay the
    // admin's own dead-letter fix, so no role is granted by one admin alone.
    const plain = await consoleApi(t, 'POST', 'betreiber', {
      token: ada.token,
      body: { Email: 'plain@betrieb.test', Name: 'Plain Support', Roles: ['support'] },
    });
    expect([plain.statusCode, plain.json().code]).toEqual([409, 'operator.second_admin_required']);
    // Taking a role away needs nobody else.
    const fewer = await setRoles(ada, (await signedInOperator(t, ['support', 'finance'])).operator.id, [
      'support',
    ]);
    expect([fewer.statusCode, fewer.json().Roles]).toEqual([200, ['support']]);
  });

  it('grants finance only when a second admin approves; neither the asker nor the operator concerned can', async () => {
    bea = await signedInOperator(t, ['admin'], { name: 'Bea Admin' });
    const sam = await signedInOperator(t, ['support'], { name: 'Sam Support' });
    const asked = await setRoles(ada, sam.operator.id, ['support', 'finance']);
    expect(asked.statusCode).toBe(200);
    const grant = asked.json().PendingGrant;
    expect(asked.json()).toEqual({
      Roles: ['support'],
      PendingGrant: {
        Id: expect.any(String),
        Roles: ['support', 'finance'],
        RequestedBy: 'Ada Admin',
        RequestedAt: t.clock.now().toISOString(),
        ExpiresAt: new Date(t.clock.now().getTime() + 72 * 3600_000).toISOString(),
        MayDecide: false,
      },
    });
    // Until approved, Sam holds no finance right and his session goes on as it was.
    expect(await rolesOf(sam.operator.id)).toEqual(['support']);
    expect((await consoleApi(t, 'GET', 'auszahlungen', { token: sam.token })).statusCode).toBe(403);
    expect((await listed(ada, sam.operator.id)).PendingGrant).toMatchObject({
      Id: grant.Id,
      MayDecide: false,
    });
    expect((await listed(bea, sam.operator.id)).PendingGrant).toMatchObject({
      Id: grant.Id,
      MayDecide: true,
    });

    const own = await decide(ada, grant.Id, 'genehmigung');
    expect([own.statusCode, own.json().code]).toEqual([403, 'operator.grant_own']);
    expect(await rolesOf(sam.operator.id)).toEqual(['support']);

    const approved = await decide(bea, grant.Id, 'genehmigung');
    expect(approved.statusCode).toBe(204);
    expect(await rolesOf(sam.operator.id)).toEqual(['support', 'finance']);
    expect((await consoleApi(t, 'GET', 'sitzung', { token: sam.token })).statusCode).toBe(401);
    expect((await listed(bea, sam.operator.id)).PendingGrant).toBeNull();
    expect((await decide(bea, grant.Id, 'genehmigung')).json().code).toBe('operator.grant_closed');
    expect(await actions(sam.operator.id)).toEqual([
      { action: 'operator.role_grant_requested', actor_id: ada.operator.id },
      { action: 'operator.role_grant_approved', actor_id: bea.operator.id },
    ]);
  });

  it('refuses a grant for one of only two admins: the other asks, nobody is left to approve', async () => {
    const res = await setRoles(ada, bea.operator.id, ['admin', 'finance']);
    expect([res.statusCode, res.json().code]).toEqual([409, 'operator.second_admin_required']);
  });

  it('an invitation asking for finance creates the operator without it; the grant waits for the second admin', async () => {
    const res = await consoleApi(t, 'POST', 'betreiber', {
      token: ada.token,
      body: { Email: 'fin@betrieb.test', Name: 'Fin Neu', Roles: ['finance'] },
    });
    expectAnswer(res, 201).toMatchObject({
      Roles: [],
      PendingGrant: { Roles: ['finance'], MayDecide: false },
    });
    const id = res.json().OperatorId;
    expect(await rolesOf(id)).toEqual([]);
    expect((await decide(bea, res.json().PendingGrant.Id, 'genehmigung')).statusCode).toBe(204);
    expect(await rolesOf(id)).toEqual(['finance']);
  });

  it('closes a grant that is rejected, expired, replaced by a newer change, or whose operator is deactivated', async () => {
    const ask = async () => {
      const op = await signedInOperator(t, ['support']);
      const grant = (await setRoles(ada, op.operator.id, ['support', 'admin'])).json().PendingGrant;
      return { id: op.operator.id, grant: grant.Id as string };
    };

    const rejected = await ask();
    expect((await decide(bea, rejected.grant, 'ablehnung')).statusCode).toBe(204);
    expect((await decide(bea, rejected.grant, 'genehmigung')).json().code).toBe('operator.grant_closed');
    expect((await actions(rejected.id)).map((a) => a.action)).toContain('operator.role_grant_rejected');

    const expired = await ask();
    t.clock.advance(72 * 3600_000 + 1000);
    // Sessions end after 15 idle minutes: the admins come back with fresh ones.
    ada = { ...ada, ...(await freshSession(ada.operator.id)) };
    bea = { ...bea, ...(await freshSession(bea.operator.id)) };
    expect((await listed(bea, expired.id)).PendingGrant).toBeNull();
    expect((await decide(bea, expired.grant, 'genehmigung')).json().code).toBe('operator.grant_closed');

    const replaced = await ask();
    expect((await setRoles(ada, replaced.id, ['support'])).json()).toEqual({
      Roles: ['support'],
      PendingGrant: null,
    });
    expect((await decide(bea, replaced.grant, 'genehmigung')).json().code).toBe('operator.grant_closed');

    const deactivated = await ask();
    await consoleApi(t, 'PUT', `betreiber/${deactivated.id}/status`, {
      token: ada.token,
      body: { Active: false },
    });
    expect((await decide(bea, deactivated.grant, 'genehmigung')).json().code).toBe('operator.grant_closed');

    for (const op of [rejected, expired, replaced, deactivated])
      expect(await rolesOf(op.id)).toEqual(['support']);
    const unknown = await decide(bea, '00000000-0000-4000-8000-000000000000', 'genehmigung');
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'operator.grant_not_found']);
  });

  const setActive = (by: Op, id: string, Active: boolean) =>
    consoleApi(t, 'PUT', `betreiber/${id}/status`, { token: by.token, body: { Active } });
  const reactivatedDetails = async (id: string) =>
    rowsOf<{ details: Record<string, unknown> }>(
      await t.database.db.execute(
        sql`select details from audit_log where action = 'operator.reactivated' and subject = ${`operator:${id}`}`,
      ),
    ).map((r) => r.details);

  it('a reactivation restores finance only when a second admin approves (one admin cannot get a second privileged account)', async () => {
    const fin = await signedInOperator(t, ['support', 'finance']);
    expect((await setActive(ada, fin.operator.id, false)).statusCode).toBe(200);
    const back = await setActive(ada, fin.operator.id, true);
    expectAnswer(back, 200).toMatchObject({
      Active: true,
      Roles: [],
      Withheld: ['support', 'finance'],
      PendingGrant: { Roles: ['support', 'finance'], RequestedBy: 'Ada Admin', MayDecide: false },
    });
    expect(await rolesOf(fin.operator.id)).toEqual([]);
    expect(await reactivatedDetails(fin.operator.id)).toEqual([
      { roles: [], withheld: ['support', 'finance'], grant: back.json().PendingGrant.Id },
    ]);
    const own = await decide(ada, back.json().PendingGrant.Id, 'genehmigung');
    expect(own.json().code).toBe('operator.grant_own');
    expect((await decide(bea, back.json().PendingGrant.Id, 'genehmigung')).statusCode).toBe(204);
    expect(await rolesOf(fin.operator.id)).toEqual(['support', 'finance']);
  });

  it('reactivating the only other admin without a third: admin stays withheld, and the answer says so', async () => {
    expect((await setActive(ada, bea.operator.id, false)).statusCode).toBe(200);
    const back = await setActive(ada, bea.operator.id, true);
    expect([back.statusCode, back.json()]).toEqual([
      200,
      { Active: true, Roles: [], PendingGrant: null, Withheld: ['admin'] },
    ]);
    expect(await rolesOf(bea.operator.id)).toEqual([]);
    expect(await reactivatedDetails(bea.operator.id)).toEqual([
      { roles: [], withheld: ['admin'], grant: null },
    ]);
  });

  async function freshSession(operatorId: string) {
    const { operatorSessions } = t.app.services;
    const opened = await operatorSessions.open(t.database.db, operatorId, 'totp');
    return { token: opened.token };
  }
});
