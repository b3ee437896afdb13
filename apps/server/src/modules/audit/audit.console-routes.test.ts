import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { consoleApi, signedInOperator } from '../operators/operators.test-helpers.ts';
import { auditFilterOf } from './audit.console-routes.ts';
import type { AuditNames } from './audit.repository.ts';

/** The audit log's screen (issue 14): search, CSV export, the chain's check. */
describe.each(databaseKinds())('the audit log in the console on %s', (kind) => {
  let t: TestContext;
  let token: string;
  let operatorId: string;
  let readerId: string;
  let telkoId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(new Date('2026-11-20T09:00:00Z'));
    operatorId = (
      await signedInOperator(t, ['admin'], { email: 'Erika.Muster@betrieb.test', name: 'Erika Muster' })
    ).operator.id;
    telkoId = (await t.app.services.tenants.byKey('telko'))!.id;
    const { audit } = t.app.services;
    const db = t.database.db;
    await audit.record(db, {
      actor: { kind: 'operator', id: operatorId },
      action: 'partner_key.issue',
      tenantId: telkoId,
      subject: 'partner_key:k1',
    });
    t.clock.set(new Date('2026-11-21T09:00:00Z'));
    await audit.record(db, {
      actor: { kind: 'operator', id: 'someone-else' },
      action: 'account.block',
      subject: 'account:a1',
      reason: '=HYPERLINK("x"), with a comma',
    });
    t.clock.set(new Date('2026-11-22T09:00:00Z'));
    await audit.record(db, {
      actor: { kind: 'anonymous' },
      action: 'partner_key.auth_failed',
      tenantId: telkoId,
    });
    // Signed in now (the clock moved days): another admin reads the log.
    const reader = await signedInOperator(t, ['admin']);
    token = reader.token;
    readerId = reader.operator.id;
  });
  afterAll(() => t.close());

  const search = (query: Record<string, string>) => consoleApi(t, 'GET', 'protokoll', { token, query });
  const actions = async (query: Record<string, string>) =>
    (await search(query)).json().Items.map((i: { Action: string }) => i.Action);

  it('finds rows by action (or its prefix), operator, tenant, subject and days, newest first', async () => {
    const all = await search({});
    expect(all.statusCode).toBe(200);
    expect(all.json().Items[0]).toMatchObject({ Action: 'partner_key.auth_failed', Tenant: 'telko' });
    expect(await actions({ action: 'account.block' })).toEqual(['account.block']);
    expect(await actions({ action: 'partner_key.' })).toEqual([
      'partner_key.auth_failed',
      'partner_key.issue',
    ]);
    expect(await actions({ actor: operatorId })).toEqual(['partner_key.issue']);
    // By e-mail address too, in any case; an address no operator has finds nothing.
    expect(await actions({ actor: 'erika.muster@BETRIEB.test' })).toEqual(['partner_key.issue']);
    expect(await actions({ actor: 'niemand@betrieb.test' })).toEqual([]);
    expect(await actions({ tenant: 'telko' })).toEqual(['partner_key.auth_failed', 'partner_key.issue']);
    expect(await actions({ subject: 'account:a1' })).toEqual(['account.block']);
    expect(await actions({ from: '2026-11-21', to: '2026-11-21' })).toEqual(['account.block']);
    expect(await actions({ from: '2026-11-21' })).toEqual(['partner_key.auth_failed', 'account.block']);
  });

  it('names an operator by name and e-mail address; other actors and unknown ids by none', async () => {
    const items = (await search({})).json().Items as {
      Action: string;
      ActorName: string | null;
      ActorEmail: string | null;
    }[];
    const by = (action: string) => items.find((i) => i.Action === action);
    expect(by('partner_key.issue')).toMatchObject({
      ActorName: 'Erika Muster',
      ActorEmail: 'Erika.Muster@betrieb.test',
    });
    expect(by('account.block')).toMatchObject({ ActorName: null, ActorEmail: null });
    expect(by('partner_key.auth_failed')).toMatchObject({ ActorName: null, ActorEmail: null });
  });

  it('pages, and refuses a malformed day with the field', async () => {
    const page = await search({ limit: '1', offset: '1', action: 'partner_key.' });
    expect(page.json().Total).toBe(2);
    expect(page.json().Items.map((i: { Action: string }) => i.Action)).toEqual(['partner_key.issue']);
    const bad = await search({ from: '21.11.2026' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields[0].path).toBe('querystring.from');
  });

  it('exports what the search finds as CSV, oldest first, and logs the export', async () => {
    const res = await consoleApi(t, 'GET', 'protokoll/export', { token, query: { from: '2026-11-21' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('seq,at,actor_kind,actor_id,action,tenant_id,subject,reason,details,hash');
    // The export's own row comes first in the log, so it is the last line.
    expect(lines).toHaveLength(4);
    expect(lines[3]).toContain(',audit.export,');
    expect(lines[1]).toContain(',account.block,');
    expect(lines[1]).toContain(`"'=HYPERLINK(""x""), with a comma"`);
    expect(lines[2]).toContain(',partner_key.auth_failed,');
    const logged = await search({ action: 'audit.export' });
    expect(logged.json().Items).toHaveLength(1);
    expect(logged.json().Items[0].ActorId).toBe(readerId);
  });

  it('says the chain is intact, and names the first row that does not follow', async () => {
    const intact = await consoleApi(t, 'GET', 'protokoll/kette', { token });
    expect(intact.json()).toMatchObject({ Intact: true, State: 'intact', BrokenAt: null });
    // Behind the trigger's back (as the table's owner could, with the trigger off): the chain shows it.
    await t.database.query('alter table audit_log disable trigger user');
    const [row] = await t.database.query<{ seq: number }>(
      "update audit_log set reason = 'changed' where action = 'account.block' returning seq::int as seq",
    );
    await t.database.query('alter table audit_log enable trigger user');
    const broken = await consoleApi(t, 'GET', 'protokoll/kette', { token });
    expect(broken.json()).toMatchObject({ Intact: false, State: 'rewritten', BrokenAt: row!.seq });
  });

  it('takes days as Berlin days, as the screen shows the times', async () => {
    // 23:30 UTC on the 22nd is 00:30 on the 23rd in Berlin.
    t.clock.set(new Date('2026-11-22T23:30:00Z'));
    await t.app.services.audit.record(t.database.db, { actor: { kind: 'system' }, action: 'test.midnight' });
    // The reader's session idled out over the hours: a new one.
    token = (await signedInOperator(t, ['admin'])).token;
    expect(await actions({ action: 'test.midnight', from: '2026-11-23', to: '2026-11-23' })).toEqual([
      'test.midnight',
    ]);
    expect(await actions({ action: 'test.midnight', to: '2026-11-22' })).toEqual([]);
  });
});

describe('the audit search fields as a filter', () => {
  // The owners' subqueries as words: the route tests above run the real ones.
  const names = {
    tenantIdOfKey: (key: string) => `the id of tenant ${key}`,
    operatorIdOfEmail: (email: string) => `the id of operator ${email}`,
  } as unknown as AuditNames;
  it.each([
    [{ action: 'account.block' }, { action: 'account.block' }],
    [{ action: 'partner_key.' }, { actionPrefix: 'partner_key.' }],
    [{ action: 'partner*' }, { actionPrefix: 'partner' }],
    [
      { from: '2026-11-21', to: '2026-11-21' },
      // Berlin days: winter, one hour ahead of UTC.
      { from: new Date('2026-11-20T23:00:00Z'), to: new Date('2026-11-21T23:00:00Z') },
    ],
    [
      // Summer, two hours ahead; the day the clocks go back (25 October 2026) has 25 hours.
      { from: '2026-07-01', to: '2026-10-25' },
      { from: new Date('2026-06-30T22:00:00Z'), to: new Date('2026-10-25T23:00:00Z') },
    ],
    [
      { actor: 'Erika.Muster@betrieb.test' },
      { actorKind: 'operator', actorId: 'the id of operator Erika.Muster@betrieb.test' },
    ],
    [
      { tenant: 'telko', actor: 'x', subject: 'y' },
      { tenantId: 'the id of tenant telko', actorId: 'x', subject: 'y' },
    ],
  ])('%j', (query, filter) => {
    const found = Object.fromEntries(
      Object.entries(auditFilterOf(query, names)).filter(([, v]) => v !== undefined),
    );
    expect(found).toEqual(filter);
  });
});
