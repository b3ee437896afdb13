import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from '../../test/expect-answer.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { api, signedUpReferrer } from '../accounts/accounts.test-helpers.ts';
import { consoleApi, signedInOperator } from '../operators/operators.test-helpers.ts';
import { recipientFor, track } from '../recipients/recipients.test-helpers.ts';
import { confirmedReferral, count, create, createBody } from '../referrals/referrals.test-helpers.ts';

describe.each(databaseKinds())('the exclusion list on %s', (kind) => {
  let t: TestContext;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ token } = await signedInOperator(t, ['support']));
  });
  afterAll(() => t.close());

  const add = (body: Record<string, unknown>, lang: 'de' | 'en' = 'de') =>
    consoleApi(t, 'POST', 'ausschluesse', { token, body, lang });
  const signUp = (tenant: string, Email: string) =>
    api(t, 'POST', '/account/createEmpfehler', {
      tenant,
      body: { Vorname: 'Eva', Nachname: 'Ex', Email, Teilnahmeberechtigt: true },
    });
  const auditRows = (action: string) =>
    t.database.query<{ subject: string; details: Record<string, unknown>; actor_id: string }>(
      'select subject, details, actor_id from audit_log where action = $1 order by seq',
      [action],
    );

  it('names the fields of a malformed entry, in German and English', async () => {
    const bad = await add({ Art: 'Domain', Wert: 'kein domain' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('common.validation');
    expect(bad.json().details.fields).toEqual([{ path: 'body.Wert', message: 'Domain ist nicht gültig' }]);
    const en = await add({ Art: 'Kundennummer', Wert: '12' }, 'en');
    expect(en.json().details.fields).toEqual([{ path: 'body.Wert', message: 'Kundennummer is not valid' }]);
    const noKind = await add({ Wert: 'fyrst-bank.de' });
    expect(noKind.json().details.fields[0].path).toBe('body.Art');
    const tenant = await add({ Art: 'Domain', Wert: 'fyrst-bank.de', Mandant: 'gibtsnicht' });
    expect(tenant.statusCode).toBe(400);
    expect(tenant.json().details.fields).toEqual([
      { path: 'body.Mandant', message: 'Mandant ist nicht gültig' },
    ]);
  });

  it('a tenant’s domain refuses that tenant’s sign-up (subdomains too), not another tenant’s', async () => {
    const res = await add({
      Art: 'Domain',
      Wert: '@Telko-Staff.example',
      Mandant: 'telko',
      Notiz: 'Mitarbeitende',
    });
    expectAnswer(res, 201).toMatchObject({ Art: 'Domain', Wert: 'telko-staff.example', Mandant: 'telko' });
    const before = await count(t, 'referrers');
    const refused = await signUp('telko', 'max@mail.telko-staff.example');
    expectAnswer(refused, 403).toMatchObject({
      code: 'auth.account_excluded',
      message: 'Mitarbeitende und Dienstleister dürfen nicht am Empfehlungsprogramm teilnehmen.',
    });
    expect(await count(t, 'referrers')).toBe(before);
    const en = await api(t, 'POST', '/account/createEmpfehler', {
      tenant: 'telko',
      lang: 'en',
      body: { Vorname: 'Eva', Nachname: 'Ex', Email: 'eva@telko-staff.example', Teilnahmeberechtigt: true },
    });
    expect(en.json().message).toBe(
      'Employees and service providers may not take part in the referral programme.',
    );
    expect((await signUp('fyrst', 'max@telko-staff.example')).statusCode).toBe(202);
    // The same entry twice is one entry.
    expect((await add({ Art: 'Domain', Wert: 'telko-staff.example', Mandant: 'telko' })).statusCode).toBe(
      409,
    );
    const [row] = await auditRows('exclusion.add');
    expect(row).toMatchObject({ subject: `exclusion:${res.json().Id}` });
    expect(row?.details).toMatchObject({ kind: 'domain', domain: 'telko-staff.example', allTenants: false });
  });

  it('an all-tenant domain refuses a recommendation by either side, writing nothing', async () => {
    expect((await add({ Art: 'Domain', Wert: 'partner-vertrieb.example', Mandant: null })).statusCode).toBe(
      201,
    );
    const before = await count(t, 'referrals');
    for (const [tenant, body] of [
      ['telko', createBody({ referrer: 'vera@partner-vertrieb.example', recipient: 'ben-x@example.org' })],
      ['telko', createBody({ referrer: 'anna-x@example.org', recipient: 'vera@partner-vertrieb.example' })],
    ] as const) {
      const res = await create(t, tenant, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('auth.account_excluded');
    }
    expect(await count(t, 'referrals')).toBe(before);
  });

  it('a customer number refuses setting it and recommending with it', async () => {
    const user = await signedUpReferrer(t, 'kunde-k@example.org');
    const set = await api(t, 'PUT', '/empfehler/SetKundennummerForEmpfehler/K-9001', { token: user.Token });
    expect(set.statusCode).toBe(200);
    expect((await add({ Art: 'Kundennummer', Wert: 'k-9001', Mandant: 'telko' })).statusCode).toBe(201);
    const res = await create(
      t,
      'telko',
      createBody({ referrer: 'kunde-k@example.org', recipient: 'rita@example.org' }),
    );
    expect(res.statusCode).toBe(403);
    expect((await add({ Art: 'Kundennummer', Wert: 'K-9002', Mandant: null })).statusCode).toBe(201);
    const again = await api(t, 'PUT', '/empfehler/SetKundennummerForEmpfehler/K-9002', { token: user.Token });
    expect(again.statusCode).toBe(403);
    expect(again.json().code).toBe('auth.account_excluded');
    const [row] = (await auditRows('exclusion.add')).filter((r) => r.details.kind === 'kundennummer');
    expect(JSON.stringify(row)).not.toContain('9001'); // a person's number stays out of the log
  });

  it('refuses a recipient who confirms with an excluded address', async () => {
    const { Empfehlungslink } = await confirmedReferral(t, 'telko', {
      referrer: 'lena-x@example.org',
      recipient: 'friend-x@example.org',
    });
    const recipient = await recipientFor(t, 'telko', Empfehlungslink);
    expect((await add({ Art: 'Domain', Wert: 'dienstleister.example', Mandant: 'telko' })).statusCode).toBe(
      201,
    );
    const res = await track(t, 'telko', recipient, {
      email: 'friend@dienstleister.example',
      emailBestaetigung: 'friend@dienstleister.example',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('auth.account_excluded');
  });

  it('lists and removes entries; a removed domain signs up again; both audited', async () => {
    const added = await add({ Art: 'Domain', Wert: 'weg.example', Mandant: 'fyrst' });
    const list = await consoleApi(t, 'GET', 'ausschluesse', { token });
    expect(list.statusCode).toBe(200);
    expect(list.json().Eintraege).toEqual(
      expect.arrayContaining([expect.objectContaining({ Wert: 'weg.example', Mandant: 'fyrst' })]),
    );
    expect((await signUp('fyrst', 'a@weg.example')).statusCode).toBe(403);
    const removed = await consoleApi(t, 'DELETE', `ausschluesse/${added.json().Id}`, { token });
    expect(removed.statusCode).toBe(204);
    expect((await signUp('fyrst', 'a@weg.example')).statusCode).toBe(202);
    const again = await consoleApi(t, 'DELETE', `ausschluesse/${added.json().Id}`, { token });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('exclusions.not_found');
    const removals = await auditRows('exclusion.remove');
    expect(removals).toHaveLength(1);
    expect(removals[0]?.subject).toBe(`exclusion:${added.json().Id}`);
  });
});
