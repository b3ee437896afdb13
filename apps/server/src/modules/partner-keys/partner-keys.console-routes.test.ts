import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { consoleApi, signedInOperator, totpCode } from '../operators/operators.test-helpers.ts';

/**
 * Partner keys in the console (issue 14): list, issue, rotate with an overlap, revoke; last use;
 * failures. A key that may send events waits for a second admin (decision 041, its own test file):
 * here another admin approves it, and rotation is shown with a key without events, which goes as before.
 */
describe.each(databaseKinds())('partner keys in the console on %s', (kind) => {
  let t: TestContext;
  let admin: Awaited<ReturnType<typeof signedInOperator>>;
  let eventNo = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(new Date('2026-11-22T10:00:00Z'));
    admin = await signedInOperator(t, ['admin']);
    // The second admin an events key needs (decision 041).
    await signedInOperator(t, ['admin']);
  });
  afterAll(() => t.close());

  /** A partner call with the key: 422 (a dead letter) means the key was let through. */
  const useKey = async (key: string, tenant = 'telko') =>
    (
      await t.app.inject({
        method: 'POST',
        url: `/api/partner/v1/${tenant}/events`,
        headers: { authorization: `Bearer ${key}` },
        payload: {
          id: `pk-${++eventNo}`,
          type: 'order.placed',
          occurredAt: '2026-11-22T10:30:00Z',
          empfehlungsnummer: 1,
        },
      })
    ).statusCode;
  const issue = async (body: object) => {
    const res = await consoleApi(t, 'POST', 'partner-schluessel', { token: admin.token, body });
    return res;
  };
  /** An events key, approved by another admin: live on the partner API. */
  const issueLive = async (body: object) => {
    const res = await issue(body);
    const approver = await signedInOperator(t, ['admin']);
    const approved = await consoleApi(
      t,
      'POST',
      `partner-schluessel/${res.json().PartnerKey.Id}/genehmigung`,
      {
        token: approver.token,
      },
    );
    expect(approved.statusCode).toBe(200);
    return res;
  };
  const auditRows = (action: string) =>
    t.database.query<{ subject: string; details: Record<string, unknown>; tenant_id: string | null }>(
      'select subject, details, tenant_id from audit_log where action = $1 order by seq',
      [action],
    );
  /** Keeps the admin's confirmation fresh after the clock moved. */
  const reconfirm = async () => {
    const res = await consoleApi(t, 'POST', 'sitzung/bestaetigung/totp', {
      token: admin.token,
      body: { Code: await totpCode(t, admin.totpSecret) },
    });
    expect(res.statusCode).toBe(200);
  };

  it('issues a key shown once, stored as a hash, listed without it, audited without it', async () => {
    const res = await issue({ Tenant: 'telko', Label: 'Order system', Permissions: ['events'] });
    expect(res.statusCode).toBe(201);
    const { Key, PartnerKey } = res.json();
    expect(Key).toMatch(/^kwkp_[A-Za-z0-9_-]{32}$/);
    expect(PartnerKey).toMatchObject({
      Tenant: 'telko',
      Label: 'Order system',
      Permissions: ['events'],
      State: 'pending',
      Prefix: Key.slice(0, 10),
      LastUsedAt: null,
    });
    const stored = await t.database.query<{ key_hash: string }>(
      'select key_hash from partner_api_keys where id = $1',
      [PartnerKey.Id],
    );
    expect(stored[0]!.key_hash).not.toContain(Key);
    const approver = await signedInOperator(t, ['admin']);
    await consoleApi(t, 'POST', `partner-schluessel/${PartnerKey.Id}/genehmigung`, { token: approver.token });
    expect(await useKey(Key)).toBe(422);

    const list = await consoleApi(t, 'GET', 'partner-schluessel', {
      token: admin.token,
      query: { tenant: 'telko' },
    });
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).not.toContain(Key);
    expect(JSON.stringify(list.json())).not.toContain(stored[0]!.key_hash);
    expect(list.json().Keys.map((k: { Id: string }) => k.Id)).toContain(PartnerKey.Id);
    expect(list.json().Tenants.map((x: { Key: string }) => x.Key)).toEqual(
      expect.arrayContaining(['fyrst', 'telko']),
    );

    const audited = await auditRows('partner_key.issue');
    expect(audited).toHaveLength(1);
    expect(audited[0]!.subject).toBe(`partner_key:${PartnerKey.Id}`);
    expect(JSON.stringify(audited)).not.toContain(Key);
  });

  it('refuses an issue without label or permission with the fields, and an unknown tenant', async () => {
    const bad = await issue({ Tenant: 'telko', Label: ' ', Permissions: [] });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.fields.map((f: { path: string }) => f.path)
        .sort(),
    ).toEqual(['body.Label', 'body.Permissions']);
    const wrong = await issue({ Tenant: 'telko', Label: 'x', Permissions: ['everything'] });
    expect(wrong.statusCode).toBe(400);
    const unknown = await issue({ Tenant: 'nope', Label: 'x', Permissions: ['events'] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('operations.tenant_unknown');
  });

  it('records the last use at most once a minute per key', async () => {
    const key = (await issueLive({ Tenant: 'telko', Label: 'use', Permissions: ['events'] })).json();
    const lastUse = async () =>
      (
        await t.database.query<{ last_used_at: Date | null }>(
          'select last_used_at from partner_api_keys where id = $1',
          [key.PartnerKey.Id],
        )
      )[0]!.last_used_at;
    expect(await lastUse()).toBeNull();
    await useKey(key.Key);
    const first = await lastUse();
    expect(first?.toISOString()).toBe(t.clock.now().toISOString());
    t.clock.advance(30_000);
    await useKey(key.Key);
    expect((await lastUse())?.toISOString()).toBe(first?.toISOString());
    t.clock.advance(31_000);
    await useKey(key.Key);
    expect((await lastUse())?.toISOString()).toBe(t.clock.now().toISOString());
    await reconfirm();
  });

  it('rotates with an overlap: the old key works until the window ends, then 401; the new one goes on', async () => {
    // A key without events (rotated at once, as before decision 041): 403 while it lives, as it
    // may not send events, 401 once it has ended.
    const old = (await issue({ Tenant: 'telko', Label: 'Rotating', Permissions: ['host_sign_in'] })).json();
    expect(await useKey(old.Key)).toBe(403);
    const res = await consoleApi(t, 'POST', `partner-schluessel/${old.PartnerKey.Id}/rotation`, {
      token: admin.token,
      body: { OverlapHours: 2 },
    });
    expect(res.statusCode).toBe(201);
    const rotated = res.json();
    expect(rotated.Key).not.toBe(old.Key);
    expect(rotated.PartnerKey).toMatchObject({
      Label: 'Rotating',
      Permissions: ['host_sign_in'],
      State: 'active',
    });
    expect(rotated.Previous).toMatchObject({ State: 'expiring' });
    expect(new Date(rotated.Previous.ExpiresAt).getTime()).toBe(t.clock.now().getTime() + 2 * 3_600_000);

    expect(await useKey(old.Key)).toBe(403);
    expect(await useKey(rotated.Key)).toBe(403);
    t.clock.advance(2 * 3_600_000 - 1000);
    expect(await useKey(old.Key)).toBe(403);
    t.clock.advance(2000);
    expect(await useKey(old.Key)).toBe(401);
    expect(await useKey(rotated.Key)).toBe(403);
    // Hours later the console session has ended: a new one.
    admin = await signedInOperator(t, ['admin']);
    const list = await consoleApi(t, 'GET', 'partner-schluessel', { token: admin.token });
    const states = Object.fromEntries(
      list.json().Keys.map((k: { Id: string; State: string }) => [k.Id, k.State]),
    );
    expect(states[old.PartnerKey.Id]).toBe('expired');
    expect(states[rotated.PartnerKey.Id]).toBe('active');
    // An expired key is not rotated again.
    const again = await consoleApi(t, 'POST', `partner-schluessel/${old.PartnerKey.Id}/rotation`, {
      token: admin.token,
      body: { OverlapHours: 1 },
    });
    expect(again.statusCode).toBe(409);
    const audited = await auditRows('partner_key.rotate');
    expect(audited).toHaveLength(1);
    expect(audited[0]!.details).toMatchObject({ newKey: rotated.PartnerKey.Id, overlapHours: 2 });
    expect(JSON.stringify(audited)).not.toContain(rotated.Key);
  });

  it('rotates with the default overlap of 24 hours, and refuses an overlap beyond a week', async () => {
    const old = (await issue({ Tenant: 'telko', Label: 'Default', Permissions: ['host_sign_in'] })).json();
    const tooLong = await consoleApi(t, 'POST', `partner-schluessel/${old.PartnerKey.Id}/rotation`, {
      token: admin.token,
      body: { OverlapHours: 169 },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().details.fields[0].path).toBe('body.OverlapHours');
    const res = await consoleApi(t, 'POST', `partner-schluessel/${old.PartnerKey.Id}/rotation`, {
      token: admin.token,
      body: {},
    });
    expect(new Date(res.json().Previous.ExpiresAt).getTime()).toBe(t.clock.now().getTime() + 24 * 3_600_000);
  });

  it('revokes a key: the partner API refuses it at once with 401, audited with the reason', async () => {
    const key = (await issueLive({ Tenant: 'telko', Label: 'Leaked', Permissions: ['events'] })).json();
    expect(await useKey(key.Key)).toBe(422);
    const res = await consoleApi(t, 'POST', `partner-schluessel/${key.PartnerKey.Id}/sperre`, {
      token: admin.token,
      body: { Reason: 'posted in a ticket' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().State).toBe('revoked');
    expect(await useKey(key.Key)).toBe(401);
    const twice = await consoleApi(t, 'POST', `partner-schluessel/${key.PartnerKey.Id}/sperre`, {
      token: admin.token,
      body: {},
    });
    expect(twice.statusCode).toBe(409);
    const audited = await auditRows('partner_key.revoke');
    expect(audited.map((a) => a.subject)).toEqual([`partner_key:${key.PartnerKey.Id}`]);
    const unknown = await consoleApi(
      t,
      'POST',
      'partner-schluessel/00000000-0000-4000-8000-000000000000/sperre',
      {
        token: admin.token,
        body: {},
      },
    );
    expect(unknown.statusCode).toBe(404);
    expect(
      (await consoleApi(t, 'POST', 'partner-schluessel/not-a-uuid/sperre', { token: admin.token, body: {} }))
        .statusCode,
    ).toBe(404);
  });

  it('asks for a fresh confirmation before changing keys, not for the list', async () => {
    t.clock.advance(6 * 60_000);
    const stale = await issue({ Tenant: 'telko', Label: 'late', Permissions: ['events'] });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().code).toBe('operator.reauth_required');
    expect((await consoleApi(t, 'GET', 'partner-schluessel', { token: admin.token })).statusCode).toBe(200);
    await reconfirm();
    expect((await issue({ Tenant: 'telko', Label: 'late', Permissions: ['events'] })).statusCode).toBe(201);
  });

  it('logs failed key checks as security events, one per key prefix and minute, never the key', async () => {
    t.clock.advance(60_000);
    const before = (await auditRows('partner_key.auth_failed')).length;
    const wrong = 'kwkp_WRONGwrongwrongwrongwrongwrongwrong';
    for (let i = 0; i < 5; i++) expect(await useKey(wrong)).toBe(401);
    expect(await useKey('kwkp_OTHERotherotherotherotherother')).toBe(401);
    const rows = (await auditRows('partner_key.auth_failed')).slice(before);
    expect(rows.map((r) => r.subject)).toEqual([
      'partner_key_prefix:kwkp_WRONG',
      'partner_key_prefix:kwkp_OTHER',
    ]);
    expect(JSON.stringify(rows)).not.toContain(wrong);
    t.clock.advance(60_000);
    await useKey(wrong);
    expect((await auditRows('partner_key.auth_failed')).length).toBe(before + 3);
    expect(await t.app.services.audit.verifyChain()).toBeNull();
  });
});
