import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { api } from '../accounts/accounts.test-helpers.ts';
import { consoleApi, signedInOperator } from '../operators/operators.test-helpers.ts';
import { recipientFor, type TestRecipient, track } from '../recipients/recipients.test-helpers.ts';
import { confirmedReferral, lastMail } from '../referrals/referrals.test-helpers.ts';

const DAY = 86_400_000;
const START = new Date('2026-11-22T10:00:00Z');
const RECIPIENT_IBAN = 'DE02500105170137075030';

/**
 * The recipient's share of a reward (issue 27, findings 8 and 14; decision 036): every share that
 * is promised is paid. Where the tenant keeps no bank data (partner), the recipient gets a pickup
 * link when the share is ready, and no batch holds it before an account is given; above the cap,
 * the rest stays with the referrer.
 */
describe.each(databaseKinds())('the recipient’s share on %s', (kind) => {
  let t: TestContext;
  let counter = 0;
  const at = (days: number) => new Date(START.getTime() + days * DAY);

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(START);
  });
  afterAll(() => t.close());

  /** A referral at `tenant` with the split, the recipient confirmed, ordered on `day`, effective 2 days later. */
  async function ordered(tenant: string, split: number, day: number, product?: number) {
    t.clock.set(at(day));
    counter += 1;
    const people = {
      referrer: `share-referrer-${counter}-${kind}@example.org`,
      recipient: `share-contact-${counter}-${kind}@example.org`,
    };
    const { Empfehlungslink } = await confirmedReferral(t, tenant, { ...people, split, product });
    const r = await recipientFor(t, tenant, Empfehlungslink);
    const email = `share-buyer-${counter}-${kind}@example.org`;
    expect((await track(t, tenant, r, { email, emailBestaetigung: email })).statusCode).toBe(200);
    const tenantId = (await t.app.services.tenants.byKey(tenant))!.id;
    for (const [type, on] of [
      ['order.placed', day],
      ['order.effective', day + 2],
    ] as const)
      await t.app.services.partnerEvents.ingestForTenant(tenantId, {
        id: `${type}-${r.nr}`,
        type,
        occurredAt: at(on).toISOString(),
        empfehlungsnummer: r.nr,
        orderId: `A-${r.nr}`,
      });
    return { ...people, buyer: email, r };
  }

  const credits = async (nr: number) =>
    t.database.query<{ beneficiary: string; status: string; cents: number }>(
      `select c.beneficiary, c.status, c.cents from reward_credits c
       join referrals r on r.id = c.referral_id where r.empfehlungsnummer = $1 order by c.beneficiary`,
      [nr],
    );
  const shareState = async (tenant: string, r: TestRecipient) =>
    (
      await t.app.inject({
        url: `/api/v1/${tenant}/empfaenger/${r.Empfaengernummer}/praemie`,
        headers: { authorization: `Bearer ${r.Token}` },
      })
    ).json();

  it('the cap: above MaxEmpfaengerPraemieCent the rest stays with the referrer, no cent is promised to nobody', async () => {
    // telko caps the contact at 55 €; product 40 pays 110 €, all of it wanted for the contact.
    const { r } = await ordered('telko', 0, 0, 40);
    t.clock.set(at(45));
    await t.app.services.lifecycleJobs(t.app.log).runDue();
    // The campaigns running at the recommendation add their bonus to the referrer's part.
    const [{ bonus } = { bonus: -1 }] = await t.database.query<{ bonus: number }>(
      'select campaign_bonus_cent as bonus from referrals where empfehlungsnummer = $1',
      [r.nr],
    );
    expect(await credits(r.nr)).toEqual([
      { beneficiary: 'Empfaenger', status: 'Bereitgestellt', cents: 5500 },
      { beneficiary: 'Empfehler', status: 'Bereitgestellt', cents: 11_000 - 5500 + bonus },
    ]);
    // What the landing promised the contact is what they are credited.
    const landing = await t.app.inject({ url: `/api/v1/telko/empfehlen/${r.nr}/${r.k}` });
    expect(landing.json().EmpfaengerPraemieCent).toBe(5500);
  });

  it('partner (no bank data kept): the share is mailed as a pickup link and enters a batch only once an account is given', async () => {
    // "Nur die empfohlene Person": the whole 25 € goes to the contact (within the cap of 25 €).
    const { buyer, r } = await ordered('partner', 0, 60);
    t.clock.set(at(105));
    await t.app.services.lifecycleJobs(t.app.log).runDue();
    expect(await credits(r.nr)).toEqual([
      { beneficiary: 'Empfaenger', status: 'Bereitgestellt', cents: 2500 },
    ]);
    const finance = await signedInOperator(t, ['finance']);
    const prepare = () =>
      consoleApi(t, 'POST', 'auszahlungen', { token: finance.token, body: { Mandant: 'partner' } });

    // The mail names what really happens: a pickup link, no account that nobody asked for.
    const mail = await lastMail(t, 'lifecycle.recipient.reward.pickup', buyer);
    expect(mail?.subject).toBe('Ihr Prämienanteil steht bereit – Vertriebspartner');
    expect(mail?.text_body).toMatch(/Ihr Anteil an der Empfehlungsprämie von 25\s€ steht bereit\./);
    expect(mail?.text_body).not.toContain('auf das angegebene Konto');
    expect(await lastMail(t, 'lifecycle.recipient.reward.ready', buyer)).toBeUndefined();
    const token = /\/praemie\/\?token=(pr_[\w-]+)/.exec(mail!.text_body)?.[1];
    expect(token).toBeDefined();
    expect(await shareState('partner', r)).toMatchObject({
      Status: 'Bereitgestellt',
      StatusSchluessel: 'pickUpReward',
      StatusText: 'Holen Sie sich jetzt Ihre Prämie ab.',
    });

    // No account given: no batch holds the share.
    expect((await prepare()).json().code).toBe('payouts.nothing_to_pay');

    // The pickup link opens the recipient's share only, with the vouchers going to their address.
    const list = await api(t, 'GET', `/empfehler/praemierungmail/${token}`, { tenant: 'partner' });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      Praemien: [{ BetragCent: 2500, Status: 'Bereitgestellt', Empfehlungsnummer: r.nr, AbholenBis: null }],
      GespeicherteBankdaten: null,
      GutscheinEmail: buyer,
    });
    const share = list.json().Praemien[0].PraemieId as string;
    // Another tenant does not know the link.
    expect((await api(t, 'GET', `/empfehler/praemierungmail/${token}`, { tenant: 'telko' })).statusCode).toBe(
      401,
    );

    const chosen = await api(t, 'PUT', '/praemierung/', {
      tenant: 'partner',
      token,
      body: {
        PraemieId: share,
        Auszahlung: 'Ueberweisung',
        Bankdaten: { Kontoinhaber: 'Erika Mustermann', Iban: RECIPIENT_IBAN },
      },
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ BetragCent: 2500, Auszahlung: 'Ueberweisung' });
    expect((await lastMail(t, 'reward.chosen', buyer))?.text_body).toContain('Hallo Erika');
    expect(await shareState('partner', r)).toMatchObject({ StatusSchluessel: 'rewardBeingPaid' });
    // Chosen once: a second choice through the same link is refused.
    const twice = await api(t, 'PUT', '/praemierung/', {
      tenant: 'partner',
      token,
      body: { PraemieId: share, Auszahlung: 'Gutschein' },
    });
    expect(twice.json().code).toBe('rewards.already_chosen');

    // Now the next batch holds it, to the account given at the pickup.
    const batch = await prepare();
    expect(batch.statusCode).toBe(201);
    expect(batch.json().Posten).toEqual([
      expect.objectContaining({
        Beguenstigter: 'Empfaenger',
        Kontoinhaber: 'Erika Mustermann',
        BetragCent: 2500,
        IbanMaskiert: expect.stringMatching(/^DE•.*50 30$/),
      }),
    ]);

    // Discarded, the batch gives the share back still chosen: the next batch takes it again.
    const discarded = await consoleApi(t, 'POST', `auszahlungen/${batch.json().Id}/verwerfen`, {
      token: finance.token,
      body: { Grund: 'Test: Datei neu erstellen' },
    });
    expect(discarded.statusCode).toBe(200);
    expect((await credits(r.nr))[0]?.status).toBe('Abgeholt');
    expect((await prepare()).json().Posten).toHaveLength(1);
  });
  it('holds the referral when the recipient types the referrer’s IBAN at their pickup (fraud check on this path too)', async () => {
    const { referrer, buyer, r } = await ordered('partner', 50, 120);
    t.clock.set(at(165));
    await t.app.services.lifecycleJobs(t.app.log).runDue();
    const tokenIn = (mail: { text_body: string } | undefined) =>
      /\/praemie\/\?token=(pr_[\w-]+)/.exec(mail?.text_body ?? '')?.[1];
    const pick = async (token: string | undefined) => {
      const [reward] = (await api(t, 'GET', '/praemierung/', { tenant: 'partner', token })).json().Praemien;
      return api(t, 'PUT', '/praemierung/', {
        tenant: 'partner',
        token,
        body: {
          PraemieId: reward.PraemieId,
          Auszahlung: 'Ueberweisung',
          Bankdaten: { Kontoinhaber: 'Erika Muster', Iban: 'DE75 5121 0800 1245 1261 99' },
        },
      });
    };
    expect((await pick(tokenIn(await lastMail(t, 'lifecycle.reward.ready', referrer)))).statusCode).toBe(200);
    const review = async () =>
      (
        await t.database.query<{ state: string }>(
          `select f.state from fraud_reviews f join referrals r on r.id = f.referral_id
           where r.empfehlungsnummer = $1`,
          [r.nr],
        )
      )[0]?.state;
    expect(await review()).toBeUndefined();
    expect(
      (await pick(tokenIn(await lastMail(t, 'lifecycle.recipient.reward.pickup', buyer)))).statusCode,
    ).toBe(200);
    expect(await review()).toBe('held');
    // A held referral pays nothing: neither share is in a batch.
    const finance = await signedInOperator(t, ['finance']);
    const batch = await consoleApi(t, 'POST', 'auszahlungen', {
      token: finance.token,
      body: { Mandant: 'partner' },
    });
    const held = await credits(r.nr);
    expect(held.map((c) => c.status)).toEqual(['Abgeholt', 'Abgeholt']);
    if (batch.statusCode === 201)
      expect(batch.json().Posten.map((p: { BetragCent: number }) => p.BetragCent)).not.toContain(1250);
    else expect(batch.json().code).toBe('payouts.nothing_to_pay');
  });
});
