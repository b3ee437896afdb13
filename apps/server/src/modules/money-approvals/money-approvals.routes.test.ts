import type { TenantDetail } from '@kwk/shared/operator/tenants.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { consoleApi, signedInOperator } from '../operators/operators.test-helpers.ts';
import { confirmedReferral } from '../referrals/referrals.test-helpers.ts';
import { saveBody } from '../tenants/tenants.test-helpers.ts';

type Admin = Awaited<ReturnType<typeof signedInOperator>>;

const campaign = (over: Record<string, unknown> = {}) => ({
  Titel: 'Frühling',
  Text: 'Im Frühling 15 € extra.',
  RechtsText: 'Es gelten die Teilnahmebedingungen der Frühlingsaktion.',
  TitelEn: null,
  TextEn: null,
  RechtsTextEn: null,
  Zustimmung: false,
  BonusCent: 1500,
  Beginn: '2027-03-01',
  Ende: '2027-05-31',
  ...over,
});

/**
 * Money settings guarded by two people (issue 27, decision 047): one admin alone cannot raise a
 * reward, a campaign bonus, a bonus tier, the recipient cap or the goodwill year limit; a raise waits
 * for another admin, a lower value applies at once, and a referral keeps the amount it promised.
 */
describe.each(databaseKinds())('four eyes on raised money settings on %s', (kind) => {
  let t: TestContext;
  let ada: Admin;
  let beaMade: Admin | undefined;
  /** The second admin, made when a test first needs one (the first test is about there being none). */
  const second = async () => {
    beaMade ??= await signedInOperator(t, ['admin'], { name: 'Bea Admin' });
    return beaMade;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(new Date('2026-11-22T10:00:00Z'));
    ada = await signedInOperator(t, ['admin'], { name: 'Ada Admin' });
  });
  afterAll(() => t.close());

  const tenant = async (key: string) =>
    (await consoleApi(t, 'GET', `mandanten/${key}`, { token: ada.token })).json() as TenantDetail;
  const save = (by: Admin, key: string, body: unknown, lang: 'de' | 'en' = 'de') =>
    consoleApi(t, 'PUT', `mandanten/${key}`, { token: by.token, body, lang });
  const rules = async (key: string) => (await t.app.services.tenants.byKey(key))!.mandant.Rules;
  const open = async (by: Admin, key: string) =>
    (await consoleApi(t, 'GET', `mandanten/${key}/geldfreigaben`, { token: by.token })).json();
  const decide = (by: Admin, id: string, how: 'genehmigung' | 'ablehnung', body: object = {}) =>
    consoleApi(t, 'POST', `geldfreigaben/${id}/${how}`, { token: by.token, body });
  const audited = (action: string) =>
    t.database.query<{ actor_id: string; subject: string; details: { change: string } }>(
      'select actor_id, subject, details from audit_log where action = $1 order by seq',
      [action],
    );
  it('refuses a raise while there is no second admin, in either language, and writes nothing; a lower applies at once', async () => {
    const before = await tenant('partner');
    const body = saveBody(before);
    body.Settings.Rules.MaxEmpfaengerPraemieCent = before.Settings.Rules.MaxEmpfaengerPraemieCent + 500;
    body.Settings.Rules.PraemienVerfallMonate = 7;
    const refused = await save(ada, 'partner', body);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'money.second_admin_required']);
    expect(refused.json().message).toContain('keine zweite Person');
    const english = await save(ada, 'partner', body, 'en');
    expect(english.json().message).toContain('There is no second person who could approve');
    // Nothing of the save: neither the raise nor the rest, and no waiting change.
    expect((await tenant('partner')).Version).toBe(before.Version);
    expect((await rules('partner')).PraemienVerfallMonate).toBe(before.Settings.Rules.PraemienVerfallMonate);
    expect(await t.database.query('select 1 from money_change_approvals')).toHaveLength(0);

    // A reward and a campaign bonus the same.
    const newReward = await consoleApi(t, 'POST', 'mandanten/telko/katalog/praemien', {
      token: ada.token,
      body: {
        WertCent: 9900,
        Art: 'bar',
        Text: '{value}',
        TextEn: null,
        Startdatum: '2026-01-01',
        Enddatum: null,
        EnddatumAnzeige: null,
        Aktiv: true,
      },
    });
    expect(newReward.json().code).toBe('money.second_admin_required');
    const bonus = await consoleApi(t, 'POST', 'mandanten/telko/kampagnen', {
      token: ada.token,
      body: campaign(),
    });
    expect(bonus.json().code).toBe('money.second_admin_required');

    // Lower money rules need nobody else: the cap, the year limit, a tier less.
    const lower = saveBody(before);
    lower.Settings.Rules.MaxEmpfaengerPraemieCent = before.Settings.Rules.MaxEmpfaengerPraemieCent - 500;
    lower.Settings.Rules.KulanzJahresgrenzeCent = 10_000;
    lower.Settings.Rules.BonusPraemien = before.Settings.Rules.BonusPraemien.slice(1);
    const applied = await save(ada, 'partner', lower);
    expect(applied.statusCode).toBe(200);
    expect(await rules('partner')).toMatchObject({
      MaxEmpfaengerPraemieCent: before.Settings.Rules.MaxEmpfaengerPraemieCent - 500,
      KulanzJahresgrenzeCent: 10_000,
      BonusPraemien: before.Settings.Rules.BonusPraemien.slice(1),
    });
    expect(await t.database.query('select 1 from money_change_approvals')).toHaveLength(0);
  });

  it('holds a raise of the rules, saves the rest; the proposer cannot approve it, another admin does, audited', async () => {
    const bea = await second();
    const before = await tenant('partner');
    const body = saveBody(before);
    const cap = before.Settings.Rules.MaxEmpfaengerPraemieCent;
    body.Settings.Rules.MaxEmpfaengerPraemieCent = cap + 1000;
    body.Settings.Rules.BonusPraemien = [
      ...before.Settings.Rules.BonusPraemien,
      { NachErfolgreichen: 20, Cent: 20_000 },
    ];
    body.Settings.Rules.PraemienVerfallMonate = 9;
    const held = await save(ada, 'partner', body);
    expect(held.statusCode).toBe(202);
    expect(held.json().GeldFreigabe).toMatchObject({
      Art: 'rules',
      VorgeschlagenVonName: 'Ada Admin',
      DarfEntscheiden: false,
      Betraege: [
        { Feld: 'MaxEmpfaengerPraemieCent', AltCent: cap, NeuCent: cap + 1000 },
        { Feld: 'BonusPraemien', NeuStufen: body.Settings.Rules.BonusPraemien },
      ],
    });
    // The rest of the save applies; the raised rules wait.
    expect(held.json().Settings.Rules.MaxEmpfaengerPraemieCent).toBe(cap);
    expect(await rules('partner')).toMatchObject({
      MaxEmpfaengerPraemieCent: cap,
      BonusPraemien: before.Settings.Rules.BonusPraemien,
      PraemienVerfallMonate: 9,
    });
    const id = held.json().GeldFreigabe.Id as string;
    expect((await open(ada, 'partner')).map((c: { DarfEntscheiden: boolean }) => c.DarfEntscheiden)).toEqual([
      false,
    ]);
    expect((await open(bea, 'partner'))[0]).toMatchObject({ Id: id, DarfEntscheiden: true });

    const own = await decide(ada, id, 'genehmigung');
    expect([own.statusCode, own.json().code]).toEqual([403, 'money.approve_own']);
    expect((await rules('partner')).MaxEmpfaengerPraemieCent).toBe(cap);

    const approved = await decide(bea, id, 'genehmigung');
    expect(approved.statusCode).toBe(200);
    expect(await rules('partner')).toMatchObject({
      MaxEmpfaengerPraemieCent: cap + 1000,
      BonusPraemien: body.Settings.Rules.BonusPraemien,
      PraemienVerfallMonate: 9,
    });
    expect(await open(bea, 'partner')).toEqual([]);
    const [proposed] = await audited('money.raise_proposed');
    expect(proposed).toMatchObject({
      actor_id: ada.operator.id,
      subject: 'money:rules',
      details: { change: id },
    });
    const [approval] = await audited('money.raise_approved');
    expect(approval).toMatchObject({ actor_id: bea.operator.id, details: { change: id } });
    expect((await decide(bea, id, 'genehmigung')).json().code).toBe('money.not_pending');
  });

  it('closes an approval whose setting changed since the proposal (409, propose again), audited', async () => {
    const bea = await second();
    const before = await tenant('partner');
    const raise = saveBody(before);
    raise.Settings.Rules.KulanzJahresgrenzeCent = 50_000;
    const held = await save(ada, 'partner', raise);
    expect(held.statusCode).toBe(202);
    // Meanwhile the year limit is lowered, which applies at once.
    const lower = saveBody(await tenant('partner'));
    lower.Settings.Rules.KulanzJahresgrenzeCent = 5_000;
    expect((await save(ada, 'partner', lower)).statusCode).toBe(200);

    const stale = await decide(bea, held.json().GeldFreigabe.Id, 'genehmigung');
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'money.changed_since']);
    expect(stale.json().message).toContain('bitte schlagen Sie sie neu vor');
    expect((await rules('partner')).KulanzJahresgrenzeCent).toBe(5_000);
    expect(await open(bea, 'partner')).toEqual([]);
    expect(await audited('money.raise_outdated')).toHaveLength(1);
  });

  it('a higher reward waits whole and a rejection leaves it; a lower one applies at once; a referral keeps what it promised', async () => {
    const bea = await second();
    const telko = (await t.app.services.tenants.byKey('telko'))!;
    const catalogue = (await consoleApi(t, 'GET', 'mandanten/telko/katalog', { token: ada.token })).json();
    // A product that earns one reward alone, and that reward.
    const product = catalogue.Produkte.find(
      (p: { PraemienIds: number[]; Aktiv: boolean }) => p.Aktiv && p.PraemienIds.length === 1,
    );
    const row = catalogue.Praemien.find((r: { Id: number }) => r.Id === product.PraemienIds[0]);
    const input = {
      WertCent: row.WertCent,
      Art: row.Art,
      Text: row.Text,
      TextEn: row.TextEn,
      Startdatum: row.Startdatum,
      Enddatum: row.Enddatum,
      EnddatumAnzeige: row.EnddatumAnzeige,
      Aktiv: row.Aktiv,
    };
    const stored = async () =>
      (
        await t.database.query<{ wert_cent: number }>(
          'select wert_cent from rewards where tenant_id = $1 and id = $2',
          [telko.id, row.Id],
        )
      )[0]!.wert_cent;

    const share = await confirmedReferral(t, 'telko', {
      referrer: 'werber-geld@example.org',
      recipient: 'freund-geld@example.org',
      product: product.Id,
      split: 50,
    });
    const k = new URL(share.Empfehlungslink).searchParams.get('k');
    const landing = async () =>
      (await t.app.inject({ url: `/api/v1/telko/empfehlen/${share.Empfehlungsnummer}/${k}` })).json() as {
        Praemie: string;
        EmpfaengerPraemieCent: number;
      };
    const promised = await landing();
    const [referral] = await t.database.query<{ promised_reward_cent: number }>(
      'select promised_reward_cent from referrals where tenant_id = $1 and empfehlungsnummer = $2',
      [telko.id, share.Empfehlungsnummer],
    );
    expect(referral!.promised_reward_cent).toBe(row.WertCent);

    const path = `mandanten/telko/katalog/praemien/${row.Id}`;
    const higher = await consoleApi(t, 'PUT', path, {
      token: ada.token,
      body: { ...input, WertCent: row.WertCent + 3000, Text: 'Mehr: {value}' },
    });
    expect(higher.statusCode).toBe(202);
    expect(higher.json().GeldFreigabe).toMatchObject({
      Art: 'reward',
      ObjektId: row.Id,
      Betraege: [{ Feld: 'WertCent', AltCent: row.WertCent, NeuCent: row.WertCent + 3000 }],
    });
    expect(await stored()).toBe(row.WertCent);
    const rejected = await decide(bea, higher.json().GeldFreigabe.Id, 'ablehnung', { Grund: 'zu hoch' });
    expect(rejected.statusCode).toBe(204);
    expect(await stored()).toBe(row.WertCent);
    expect(await audited('money.raise_rejected')).toHaveLength(1);

    // Lower: applies at once, and the open referral keeps the amount it promised.
    const lower = await consoleApi(t, 'PUT', path, { token: ada.token, body: { ...input, WertCent: 1000 } });
    expect(lower.statusCode).toBe(200);
    expect(await stored()).toBe(1000);
    expect(await landing()).toEqual(expect.objectContaining(promised));

    // Raised by two people: the referral still promises what it did.
    const raise = await consoleApi(t, 'PUT', path, {
      token: ada.token,
      body: { ...input, WertCent: row.WertCent + 5000 },
    });
    expect((await decide(bea, raise.json().GeldFreigabe.Id, 'genehmigung')).json()).toEqual({
      ObjektId: row.Id,
    });
    expect(await stored()).toBe(row.WertCent + 5000);
    expect(await landing()).toEqual(expect.objectContaining(promised));
    const [audit] = await t.database.query<{ actor_id: string }>(
      "select actor_id from audit_log where action = 'catalogue.reward.update' and subject = $1 order by seq desc limit 1",
      [`reward:${row.Id}`],
    );
    expect(audit!.actor_id).toBe(bea.operator.id);
  });

  it('a campaign with a bonus, or a higher bonus, waits; a lower bonus applies at once', async () => {
    const bea = await second();
    const proposed = await consoleApi(t, 'POST', 'mandanten/telko/kampagnen', {
      token: bea.token,
      body: campaign(),
    });
    expect(proposed.statusCode).toBe(202);
    const listed = async () =>
      (await consoleApi(t, 'GET', 'mandanten/telko/kampagnen', { token: ada.token }))
        .json()
        .filter((c: { Titel: string }) => c.Titel === 'Frühling');
    expect(await listed()).toEqual([]);
    const approved = await decide(ada, proposed.json().GeldFreigabe.Id, 'genehmigung');
    const id = approved.json().ObjektId as number;
    expect(await listed()).toMatchObject([{ Id: id, BonusCent: 1500 }]);

    const higher = await consoleApi(t, 'PUT', `mandanten/telko/kampagnen/${id}`, {
      token: bea.token,
      body: campaign({ BonusCent: 2500 }),
    });
    expect(higher.statusCode).toBe(202);
    expect(higher.json().GeldFreigabe.Betraege[0]).toMatchObject({
      Feld: 'BonusCent',
      AltCent: 1500,
      NeuCent: 2500,
    });
    const lower = await consoleApi(t, 'PUT', `mandanten/telko/kampagnen/${id}`, {
      token: bea.token,
      body: campaign({ BonusCent: 500 }),
    });
    expect(lower.statusCode).toBe(200);
    expect(await listed()).toMatchObject([{ BonusCent: 500 }]);
    // The waiting raise was proposed against 15 €: the campaign changed since.
    expect((await decide(ada, higher.json().GeldFreigabe.Id, 'genehmigung')).json().code).toBe(
      'money.changed_since',
    );
  });
});
