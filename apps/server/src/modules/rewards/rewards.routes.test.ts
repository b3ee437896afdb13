import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from '../../test/expect-answer.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { everyDatabaseKind, onOneKind } from '../../test/test-db.ts';
import { api, PASSWORD, signedUpReferrer } from '../accounts/accounts.test-helpers.ts';
import { referralIn } from '../personal-area/personal-area.test-helpers.ts';
import { lastMail } from '../referrals/referrals.test-helpers.ts';

const IBAN = 'DE89 3704 0044 0532 0130 00';
const transfer = (id: string, extra: Record<string, unknown> = {}) => ({
  PraemieId: id,
  Auszahlung: 'Ueberweisung',
  Bankdaten: { Kontoinhaber: 'Anna Berg', Iban: IBAN },
  ...extra,
});

describe.each(everyDatabaseKind())('reward pickup on %s', (kind) => {
  // A test without a dialect-sensitive part runs on one kind only (decision 058).
  const once = onOneKind(kind);
  let t: TestContext;
  let token: string;
  const referrer = 'pickup@example.org';

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (let i = 0; i < 4; i++) await referralIn(t, 'telko', referrer, 'ready');
    await referralIn(t, 'telko', referrer, 'waiting');
    token = (await signedUpReferrer(t, referrer, { password: PASSWORD })).Token;
  });
  afterAll(() => t.close());

  const rewards = async (auth = token) =>
    (await api(t, 'GET', '/praemierung/', { token: auth })).json().Praemien as {
      PraemieId: string;
      Status: string;
      BetragCent: number;
      Auszahlung: string | null;
      Art: string;
    }[];
  const ready = async () =>
    (await rewards()).filter((r) => r.Status === 'Bereitgestellt' && r.Art === 'Empfehlung');
  const choose = (body: unknown, auth = token) => api(t, 'PUT', '/praemierung/', { token: auth, body });

  once(
    'lists the ready rewards with their recommendation and the bonus; waiting ones are not there yet',
    async () => {
      const list = await api(t, 'GET', '/praemierung/', { token });
      expect(list.statusCode).toBe(200);
      // Four successful recommendations at telko: the 60 € bonus after three is there too.
      expect(list.json().Praemien).toHaveLength(5);
      expect(list.json().Praemien.filter((r: { Art: string }) => r.Art === 'Bonus')).toEqual([
        expect.objectContaining({ NachErfolgreichen: 3, BetragCent: 6000, Status: 'Bereitgestellt' }),
      ]);
      expect(list.json().Praemien[0]).toMatchObject({
        Art: 'Empfehlung',
        Status: 'Bereitgestellt',
        Auszahlung: null,
      });
      expect(list.json().Praemien[0].Empfehlungsnummer).toBeGreaterThan(0);
      expect(list.json().GespeicherteBankdaten).toBeNull();
      const one = list.json().Praemien[1].PraemieId;
      const details = await api(t, 'GET', `/praemierung/?details=${one}`, { token });
      expect(details.json().Praemien.map((r: { PraemieId: string }) => r.PraemieId)).toEqual([one]);
    },
  );

  once(
    'takes a transfer with checked bank data once, keeps the account when asked, and mails the timing',
    async () => {
      const [first] = await ready();
      const badIban = await choose(
        transfer(first!.PraemieId, { Bankdaten: { Kontoinhaber: 'Anna Berg', Iban: 'DE00 1234' } }),
      );
      expect(badIban.statusCode).toBe(400);
      expect(badIban.json().details.fields).toEqual([
        { path: 'body.Bankdaten.Iban', message: 'IBAN ist nicht gültig' },
      ]);
      const noAccount = await choose({ PraemieId: first!.PraemieId, Auszahlung: 'Ueberweisung' });
      expect(noAccount.json().details.fields[0].path).toBe('body.Bankdaten');

      const chosen = await choose(transfer(first!.PraemieId, { BankdatenSpeichern: true }));
      expectAnswer(chosen, 200).toMatchObject({
        Auszahlung: 'Ueberweisung',
        Hinweis:
          'Die Auszahlung erfolgt innerhalb von vier Wochen, nachdem Sie Ihre Bankdaten angegeben haben.',
      });
      const again = await choose(transfer(first!.PraemieId));
      expectAnswer(again, 409).toEqual({
        code: 'rewards.already_chosen',
        message: 'Diese Prämie wurde bereits gewählt.',
      });

      const list = (await api(t, 'GET', '/praemierung/', { token })).json();
      expect(list.GespeicherteBankdaten).toEqual({
        Kontoinhaber: 'Anna Berg',
        IbanMaskiert: 'DE•• •••• •••• •••• ••30 00',
        Bic: 'COBADEFFXXX',
      });
      expect(JSON.stringify(await t.database.query('select * from referrer_bank_data'))).not.toContain(
        '370400440532013000',
      );
      expect((await lastMail(t, 'reward.chosen', referrer))?.text_body).toContain(
        'innerhalb von vier Wochen',
      );

      // The stored account serves the next transfer.
      const [second] = await ready();
      expect((await choose({ PraemieId: second!.PraemieId, Auszahlung: 'Ueberweisung' })).statusCode).toBe(
        200,
      );
    },
  );

  once("sends a voucher by e-mail instead, to the account's own address, with its own timing", async () => {
    expect((await api(t, 'GET', '/praemierung/', { token })).json().GutscheinEmail).toBe(referrer);
    const [next] = await ready();
    const voucher = await choose({ PraemieId: next!.PraemieId, Auszahlung: 'Gutschein' });
    expect(voucher.json().Hinweis).toBe('Ihren Gutschein erhalten Sie innerhalb von 24 Stunden per E-Mail.');
    const stored = await t.database.query('select voucher_email from reward_credits where id = $1', [
      next!.PraemieId,
    ]);
    expect(stored).toEqual([{ voucher_email: referrer }]);
  });

  it('gives exactly one of 20 concurrent choices of the same reward', async () => {
    // Counted from here: on PGlite the tests before this one are not declared (onOneKind).
    const chosenMails = async () =>
      (
        await t.database.query<{ n: number }>(
          "select count(*)::int as n from outbox where kind = 'reward.chosen' and to_address = $1",
          [referrer],
        )
      )[0]!.n;
    const mailsBefore = await chosenMails();
    const [last] = await ready();
    const answers = await Promise.all(Array.from({ length: 20 }, () => choose(transfer(last!.PraemieId))));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    expect(await chosenMails()).toBe(mailsBefore + 1);
  });

  once('shows chosen rewards as being paid in the personal area, not as paid out', async () => {
    const area = (await api(t, 'GET', '/empfehler/empfehlungen/', { token })).json();
    const chosen = area.Empfehlungen.filter(
      (e: { StatusSchluessel: string }) => e.StatusSchluessel === 'rewardBeingPaid',
    );
    expect(chosen).toHaveLength(4);
    // Each says how it was chosen, so the page can say "Auszahlung veranlasst" or "Gutschein angefordert".
    for (const item of chosen) expect(['Ueberweisung', 'Gutschein']).toContain(item.Auszahlungsart);
    // The bonus is still there to collect.
    expect(area.Praemienkonto.VerfuegbarCent).toBe(6000);
    expect(area.NaechsterSchritt).toBe('praemie_abholen');
    // Chosen is on its way, not paid out (issue 17): nothing is Ausgezahlt yet.
    expect(area.Praemienkonto.AuszahlungVeranlasstCent).toBe(
      chosen.reduce((sum: number, e: { PraemieCent: number }) => sum + e.PraemieCent, 0),
    );
    expect(area.Praemienkonto.AusgezahltCent).toBe(0);
  });

  once('refuses a reward that is not ready, someone else’s, and another tenant’s session', async () => {
    const waiting = await t.database.query<{ id: string }>(
      "select c.id from reward_credits c join referrers r on r.id = c.referrer_id where r.email = $1 and c.status = 'Offen'",
      [referrer],
    );
    expect((await choose(transfer(waiting[0]!.id))).json().code).toBe('rewards.not_ready');
    expect((await choose(transfer('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
    expect((await api(t, 'GET', '/praemierung/', { token, tenant: 'fyrst' })).statusCode).toBe(404);
    expect((await api(t, 'GET', '/praemierung/')).statusCode).toBe(401);
  });

  once('works with the pickup link of the "reward ready" mail instead of a password', async () => {
    const owner = 'linked@example.org';
    await referralIn(t, 'telko', owner, 'ready');
    const mail = await lastMail(t, 'lifecycle.reward.ready', owner);
    const pickup = /\/praemie\/\?token=(pr_[\w-]+)/.exec(mail!.text_body)?.[1];
    expect(pickup).toBeDefined();

    const byMail = await api(t, 'GET', `/empfehler/praemierungmail/${pickup}`);
    expect(byMail.statusCode).toBe(200);
    const [reward] = byMail.json().Praemien;
    expect(reward.Status).toBe('Bereitgestellt');
    expect((await choose(transfer(reward.PraemieId), pickup)).statusCode).toBe(200);
    expect((await rewards(pickup))[0]!.Status).toBe('Abgeholt');

    const forged = await api(t, 'GET', '/praemierung/', { token: `pr_${'x'.repeat(43)}` });
    expectAnswer(forged, 401).toMatchObject({ code: 'rewards.token_invalid' });
    expect(forged.json().message).toContain('Support');
    expect((await api(t, 'GET', '/praemierung/', { token: pickup, tenant: 'fyrst' })).statusCode).toBe(401);
  });
});
