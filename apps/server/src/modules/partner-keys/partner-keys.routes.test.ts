import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from '../../test/expect-answer.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import type { PartnerKeyPermission } from './partner-key-permissions.ts';

/** Each partner call needs its own permission on the key (decision 011). */
describe.each(databaseKinds())('partner key permissions on %s', (kind) => {
  let t: TestContext;
  const keys: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp(kind);
    const telko = (await t.app.services.tenants.byKey('telko'))!;
    const issue = (label: string, permissions: PartnerKeyPermission[]) =>
      t.app.services.partnerKeys.issue(telko.id, label, permissions);
    keys.events = await issue('events only', ['events']);
    keys.host = await issue('host sign-in only', ['host_sign_in']);
    keys.both = await issue('both', ['events', 'host_sign_in']);
  });
  afterAll(() => t.close());

  const post = (path: 'events' | 'login-tokens', key: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/partner/v1/telko/${path}`,
      headers: { authorization: `Bearer ${key}`, 'accept-language': 'en' },
      payload: body,
    });
  const signIn = (key: string) =>
    post('login-tokens', key, { Email: 'host.keys@example.org', Vorname: 'Kai', Nachname: 'Key' });
  // An event for no referral: a dead letter (422) once the key is through.
  const sendEvent = (key: string, id: string) =>
    post('events', key, {
      id,
      type: 'order.placed',
      occurredAt: '2026-01-01T00:00:00Z',
      empfehlungsnummer: 1,
    });
  const forbidden = {
    code: 'partner.forbidden',
    message: 'This API key is not permitted to make this call.',
  };

  it('refuses a host sign-in to a key that may only send events, and mints nothing', async () => {
    const res = await signIn(keys.events!);
    expectAnswer(res, 403).toEqual(forbidden);
    const tokens = await t.database.query<{ n: number }>(
      "select count(*)::int as n from action_tokens where purpose = 'admin.login'",
    );
    expect(tokens[0]!.n).toBe(0);
    expect((await sendEvent(keys.events!, 'k-1')).statusCode).toBe(422);
  });

  it('refuses events to a key that may only sign host users in, and records nothing', async () => {
    const res = await sendEvent(keys.host!, 'k-2');
    expectAnswer(res, 403).toEqual(forbidden);
    const letters = await t.database.query("select 1 from partner_dead_letters where event_id = 'k-2'");
    expect(letters).toEqual([]);
    expect((await signIn(keys.host!)).statusCode).toBe(201);
  });

  it('lets a key with both do both, and answers 401 before 403 for an unknown key', async () => {
    expect((await signIn(keys.both!)).statusCode).toBe(201);
    expect((await sendEvent(keys.both!, 'k-3')).statusCode).toBe(422);
    const unknown = await signIn('kwkp_unknownunknownunknownunknown');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('partner.unauthorized');
  });

  it('keeps a key inserted without permissions to events, as the column default says', async () => {
    const rows = await t.database.query<{ permissions: string[] }>(
      "insert into partner_api_keys (key_hash, tenant_id, label) select 'h', id, 'raw' from tenants where key = 'telko' returning permissions",
    );
    expect(rows[0]!.permissions).toEqual(['events']);
    await t.database.query("delete from partner_api_keys where key_hash = 'h'");
  });
});
