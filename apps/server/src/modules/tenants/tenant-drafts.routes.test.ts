import type { TenantEditor } from '@kwk/shared/operator/tenant-drafts.schemas';
import { PREVIEW_TOKEN_HEADER } from '@kwk/shared/operator/tenant-drafts.schemas';
import { describe, expect, it } from 'vitest';
import { expectAnswer } from '../../test/expect-answer.ts';
import type { TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import {
  adminAndSupportSuite,
  consoleApi,
  type SignedInOperator,
  signedInOperator,
} from '../operators/operators.test-helpers.ts';
import { saveBody } from './tenants.test-helpers.ts';

describe.each(databaseKinds())('console: tenant drafts, preview, publish, roll back on %s', (kind) => {
  let t: TestContext;
  let ada: SignedInOperator;
  let support: SignedInOperator;
  adminAndSupportSuite(kind, (suite) => {
    ({ t, ada, support } = suite);
  });

  const editor = async (key: string) =>
    (await consoleApi(t, 'GET', `mandanten/${key}/entwurf`, { token: ada.token })).json() as TenantEditor;
  const saveDraft = (key: string, body: unknown, by = ada) =>
    consoleApi(t, 'PUT', `mandanten/${key}/entwurf`, { token: by.token, body });
  const act = (key: string, what: string, version: number, by = ada) =>
    consoleApi(t, 'POST', `mandanten/${key}/${what}`, { token: by.token, body: { Version: version } });
  const live = async (key: string) => (await t.app.services.tenants.byKey(key))!.mandant;
  const publicMandant = (key: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/v1/${key}/mandant/${key}`, headers });
  const audited = (action: string, subject: string) =>
    t.database.query<{ actor_id: string; details: Record<string, unknown> }>(
      'select actor_id, details from audit_log where action = $1 and subject = $2 order by seq',
      [action, subject],
    );
  const tokenOf = (url: string) => new URL(url).hash.replace('#vorschau=', '');

  it('saves a draft that nothing live shows; publishes it, audited; rolls back to the previous, audited', async () => {
    const before = await editor('telko');
    expect(before).toMatchObject({ Entwurf: null });
    const body = saveBody(before);
    body.Brand.Name = 'Telko Entwurf';
    const saved = await saveDraft('telko', body);
    expectAnswer(saved, 200).toMatchObject({
      Version: before.Version,
      Brand: { Name: 'Telko' },
      Entwurf: { Brand: { Name: 'Telko Entwurf' }, BasisVersion: before.Version },
    });
    // The public never sees a draft.
    expect((await live('telko')).Brand.Name).toBe('Telko');
    expect((await publicMandant('telko')).json().Brand.Name).toBe('Telko');

    // A second save replaces the one open draft.
    body.Brand.Name = 'Telko Neu';
    await saveDraft('telko', body);
    expect((await editor('telko')).Entwurf?.Brand.Name).toBe('Telko Neu');

    const published = await act('telko', 'entwurf/veroeffentlichen', before.Version);
    expectAnswer(published, 200).toMatchObject({
      Version: before.Version + 1,
      Brand: { Name: 'Telko Neu' },
      Entwurf: null,
      Zurueckrollen: { Version: before.Version },
    });
    expect((await live('telko')).Brand.Name).toBe('Telko Neu');
    const [publishAudit] = await audited('tenant.published', 'telko');
    expect(publishAudit).toMatchObject({
      actor_id: ada.operator.id,
      details: { version: before.Version + 1, changes: [{ path: 'Brand.Name' }] },
    });

    const rolled = await act('telko', 'zurueckrollen', before.Version + 1);
    expectAnswer(rolled, 200).toMatchObject({ Version: before.Version + 2, Brand: { Name: 'Telko' } });
    expect((await live('telko')).Brand.Name).toBe('Telko');
    const [rollAudit] = await audited('tenant.rolled_back', 'telko');
    expect(rollAudit?.details).toMatchObject({ restored: before.Version, changes: [{ path: 'Brand.Name' }] });
  });

  it('refuses to publish when the live configuration moved on since it was compared, and without a draft', async () => {
    const before = await editor('fyrst');
    const body = saveBody(before);
    body.Brand.Name = 'Fyrst Entwurf';
    await saveDraft('fyrst', body);
    const stale = await act('fyrst', 'entwurf/veroeffentlichen', before.Version - 1 || 99);
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'tenant.version_conflict']);
    expect((await live('fyrst')).Brand.Name).not.toBe('Fyrst Entwurf');

    const discarded = await act('fyrst', 'entwurf/verwerfen', before.Version);
    expect(discarded.json()).toMatchObject({ Entwurf: null });
    expect(await audited('tenant.draft_discarded', 'fyrst')).toHaveLength(1);
    const none = await act('fyrst', 'entwurf/veroeffentlichen', before.Version);
    expect([none.statusCode, none.json().code]).toEqual([409, 'tenant.no_draft']);
  });

  it('a draft raising a money rule goes the four-eyes way when published: held, the rest applied', async () => {
    await signedInOperator(t, ['admin'], { name: 'Bea Admin' });
    const before = await editor('partner');
    const body = saveBody(before);
    const cap = before.Settings.Rules.MaxEmpfaengerPraemieCent;
    body.Settings.Rules.MaxEmpfaengerPraemieCent = cap + 1000;
    body.Settings.Rules.PraemienVerfallMonate = 7;
    await saveDraft('partner', body);
    const held = await act('partner', 'entwurf/veroeffentlichen', before.Version);
    expect(held.statusCode).toBe(202);
    expect(held.json().GeldFreigabe).toMatchObject({
      Art: 'rules',
      Betraege: [{ Feld: 'MaxEmpfaengerPraemieCent', AltCent: cap, NeuCent: cap + 1000 }],
    });
    expect(await live('partner')).toMatchObject({
      Rules: expect.objectContaining({ MaxEmpfaengerPraemieCent: cap, PraemienVerfallMonate: 7 }),
    });
    // Rolling back to a higher cap is a raise too: held, never a way around the second admin.
    const lowered = saveBody(held.json());
    lowered.Settings.Rules.MaxEmpfaengerPraemieCent = cap - 500;
    await saveDraft('partner', lowered);
    const low = await act('partner', 'entwurf/veroeffentlichen', held.json().Version);
    expect(low.statusCode).toBe(200);
    const back = await act('partner', 'zurueckrollen', low.json().Version);
    expect(back.statusCode).toBe(202);
    expect((await live('partner')).Rules.MaxEmpfaengerPraemieCent).toBe(cap - 500);
  });

  it('support may read the draft and preview it but not save, publish, discard or roll back', async () => {
    const detail = await editor('telko');
    expect((await consoleApi(t, 'GET', 'mandanten/telko/entwurf', { token: support.token })).statusCode).toBe(
      200,
    );
    expect((await saveDraft('telko', saveBody(detail), support)).statusCode).toBe(403);
    for (const what of ['entwurf/veroeffentlichen', 'entwurf/verwerfen', 'zurueckrollen'])
      expect((await act('telko', what, detail.Version, support)).statusCode).toBe(403);
    expect(
      (await consoleApi(t, 'POST', 'mandanten/telko/vorschau', { token: support.token })).statusCode,
    ).toBe(201);
    // Without a console session, no token at all.
    expect((await consoleApi(t, 'POST', 'mandanten/telko/vorschau')).statusCode).toBe(401);
  });

  it('a preview token opens its own tenant’s draft on GET mandant, never another’s, never after expiry, never cached', async () => {
    const before = await editor('telko');
    const body = saveBody(before);
    body.Brand.Name = 'Telko Vorschau';
    await saveDraft('telko', body);
    const minted = await consoleApi(t, 'POST', 'mandanten/telko/vorschau', { token: ada.token });
    expect(minted.statusCode).toBe(201);
    const { Url, GueltigBis } = minted.json() as { Url: string; GueltigBis: string };
    // The token rides in the fragment, which no browser sends: not in a path, a query or a log.
    expect(Url).toMatch(/^http:\/\/telko\.localhost:3000\/\?vorschau#vorschau=[\w-]{43}$/);
    const token = tokenOf(Url);
    const stored = await t.database.query<{ token_hash: string }>(
      'select token_hash from tenant_preview_tokens',
    );
    expect(stored.map((r) => r.token_hash)).not.toContain(token);

    const preview = await publicMandant('telko', { [PREVIEW_TOKEN_HEADER]: token });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().Brand.Name).toBe('Telko Vorschau');
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.headers.etag).toBeUndefined();
    // The same request without the token: the live configuration.
    expect((await publicMandant('telko')).json().Brand.Name).toBe('Telko');

    // Another tenant's host refuses it (and does not answer its own live configuration instead).
    const wrong = await publicMandant('fyrst', { [PREVIEW_TOKEN_HEADER]: token });
    expect([wrong.statusCode, wrong.json().code]).toEqual([403, 'tenants.preview_invalid']);
    const guessed = await publicMandant('telko', { [PREVIEW_TOKEN_HEADER]: 'x'.repeat(43) });
    expect(guessed.statusCode).toBe(403);

    t.clock.set(new Date(new Date(GueltigBis).getTime() + 1000));
    const expired = await publicMandant('telko', { [PREVIEW_TOKEN_HEADER]: token });
    expect([expired.statusCode, expired.json().code]).toEqual([403, 'tenants.preview_invalid']);
    await act('telko', 'entwurf/verwerfen', before.Version);
  });

  it('lets the console frame a tenant page opened as a preview, and only such a page; the console frames only portals', async () => {
    const csp = async (url: string, host: string) =>
      String((await t.app.inject({ url, headers: { host } })).headers['content-security-policy']);
    const ancestors = (policy: string) => /frame-ancestors ([^;]*)/.exec(policy)?.[1];
    expect(ancestors(await csp('/?vorschau', 'telko.localhost:3000'))).toContain(
      'http://betrieb.localhost:3000',
    );
    expect(ancestors(await csp('/', 'telko.localhost:3000'))).not.toContain('betrieb.localhost');
    const consolePolicy = await csp('/', 'betrieb.localhost:3000');
    expect(ancestors(consolePolicy)).toBe("'none'");
    expect(/frame-src ([^;]*)/.exec(consolePolicy)?.[1]).toContain('http://telko.localhost:3000');
    // In development every {key}.localhost portal, so a tenant made after the console opened too.
    expect(/frame-src ([^;]*)/.exec(consolePolicy)?.[1]).toContain('http://*.localhost:3000');
  });
});
