import { DEFAULT_PAYOUT_WEEKS, payoutStatement } from '@kwk/shared/lifecycle/payout-period';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from '../../test/expect-answer.ts';
import { daysAfterStart as at, createTestApp, TEST_START, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { api } from '../accounts/accounts.test-helpers.ts';
import { consoleApi, signedInOperator } from '../operators/operators.test-helpers.ts';
import {
  giveBankData,
  recipientFor,
  type TestRecipient,
  track,
} from '../recipients/recipients.test-helpers.ts';
import { confirmedReferral, lastMail, nextClientIp } from '../referrals/referrals.test-helpers.ts';

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
  /** The server's log, as it writes it: no token or address of a recipient may stand in it. */
  const logLines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { log: { level: 'info', lines: logLines } });
    t.clock.set(TEST_START);
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
    // The one payout statement of the tenant (finding 10); partner sets no period of its own.
    expect(mail?.text_body).toContain(payoutStatement('de', DEFAULT_PAYOUT_WEEKS));
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
    expectAnswer(list, 200).toMatchObject({
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
    expectAnswer(chosen, 200).toMatchObject({ BetragCent: 2500, Auszahlung: 'Ueberweisung' });
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

  /** Finding 8's second link: asked for from the recipient's page, mailed to their own address. */
  const askPickupLink = (tenant: string, r: TestRecipient, ip = nextClientIp(), nr = r.Empfaengernummer) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/${tenant}/empfaenger/${nr}/praemie/abhollink`,
      headers: { authorization: `Bearer ${r.Token}` },
      remoteAddress: ip,
    });
  const pickupToken = (mail: { text_body: string } | undefined) =>
    /\/praemie\/\?token=(pr_[\w-]+)/.exec(mail?.text_body ?? '')?.[1];

  it('a lost or expired pickup link: the recipient has a fresh one mailed from their page, and it picks the share up', async () => {
    const { buyer, r } = await ordered('partner', 0, 200);
    // Before the share is ready there is nothing to pick up.
    const early = await askPickupLink('partner', r);
    expect([early.statusCode, early.json().code]).toEqual([409, 'recipients.pickup_link_unavailable']);
    expect(early.json().message).toBe(
      'Ein Link zum Abholen kann nur verschickt werden, solange Ihr Prämienanteil bereitsteht, noch nicht gewählt ist und Sie kein Konto dafür angegeben haben.',
    );
    t.clock.set(at(245));
    await t.app.services.lifecycleJobs(t.app.log).runDue();
    const first = pickupToken(await lastMail(t, 'lifecycle.recipient.reward.pickup', buyer));
    expect(first).toBeDefined();
    // The page offers the link and says what really happens (finding 8, item 2).
    expect(await shareState('partner', r)).toMatchObject({
      StatusSchluessel: 'pickUpReward',
      AbhollinkMoeglich: true,
      ZeitSchluessel: 'recipientPickUp',
      Zeitangabe: expect.stringMatching(/^Den Link zum Abholen haben wir Ihnen per E-Mail geschickt\./),
    });

    // The mail was lost and 60 days passed: the first link works no more.
    t.clock.set(at(245 + 61));
    expect((await api(t, 'GET', '/praemierung/', { tenant: 'partner', token: first })).statusCode).toBe(401);
    // Another recipient's number gets nothing mailed.
    const other = r.Empfaengernummer === '1234567890' ? '1234567891' : '1234567890';
    expect((await askPickupLink('partner', r, nextClientIp(), other)).statusCode).toBe(401);
    const before = await t.database.query<{ n: number }>(
      "select count(*)::int as n from outbox where kind = 'lifecycle.recipient.reward.pickup' and to_address = $1",
      [buyer],
    );
    const asked = await askPickupLink('partner', r);
    expect(asked.statusCode).toBe(200);
    // The answer says it went out, never the token; the token is in the mail to their own address.
    expect(asked.json()).toEqual({ Versandt: true });
    expect(asked.body).not.toContain('pr_');
    const after = await t.database.query<{ n: number }>(
      "select count(*)::int as n from outbox where kind = 'lifecycle.recipient.reward.pickup' and to_address = $1",
      [buyer],
    );
    expect(after[0]!.n).toBe(before[0]!.n + 1);
    const mail = await lastMail(t, 'lifecycle.recipient.reward.pickup', buyer);
    expect(mail?.text_body).toMatch(/Ihr Anteil an der Empfehlungsprämie von 25\s€ steht bereit\./);
    const fresh = pickupToken(mail);
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(first);

    // The fresh link opens the share, and the old flow works with it: a transfer is chosen.
    const list = await api(t, 'GET', '/praemierung/', { tenant: 'partner', token: fresh });
    expect(list.statusCode).toBe(200);
    const [share] = list.json().Praemien;
    expect(share).toMatchObject({ BetragCent: 2500, Status: 'Bereitgestellt', Empfehlungsnummer: r.nr });
    const chosen = await api(t, 'PUT', '/praemierung/', {
      tenant: 'partner',
      token: fresh,
      body: {
        PraemieId: share.PraemieId,
        Auszahlung: 'Ueberweisung',
        Bankdaten: { Kontoinhaber: 'Erika Mustermann', Iban: RECIPIENT_IBAN },
      },
    });
    expect(chosen.statusCode).toBe(200);
    // Chosen: no further link, and the page no longer offers one.
    expect((await shareState('partner', r)).AbhollinkMoeglich).toBe(false);
    const late = await askPickupLink('partner', r);
    expect([late.statusCode, late.json().code]).toEqual([409, 'recipients.pickup_link_unavailable']);

    // Neither the token nor the recipient's address stands in the log.
    const log = logLines.join('\n');
    expect(log).not.toContain(fresh!);
    expect(log).not.toContain(buyer);

    // The bank returns the transfer: the mail brings a fresh pickup link, not the page of the
    // recommendation, which has no bank form at partner.
    const [finance1, finance2] = [
      await signedInOperator(t, ['finance']),
      await signedInOperator(t, ['finance']),
    ];
    const batch = (
      await consoleApi(t, 'POST', 'auszahlungen', { token: finance1.token, body: { Mandant: 'partner' } })
    ).json();
    const item = batch.Posten.find(
      (p: { BetragCent: number; Beguenstigter: string }) => p.Beguenstigter === 'Empfaenger',
    );
    expect(item).toBeDefined();
    const released = await consoleApi(t, 'POST', `auszahlungen/${batch.Id}/freigabe`, {
      token: finance2.token,
      body: { Anzahl: batch.Anzahl, SummeCent: batch.SummeCent },
    });
    expect(released.statusCode).toBe(200);
    const returned = await consoleApi(t, 'POST', `auszahlungen/${batch.Id}/posten/${item.Id}/rueckbuchung`, {
      token: finance1.token,
      body: { Grund: 'AC04 Konto aufgelöst' },
    });
    expect(returned.statusCode).toBe(200);
    const again = await lastMail(t, 'reward.returned', buyer);
    expect(again?.text_body).toContain('über diesen neuen Link zum Abholen');
    expect(again?.text_body).not.toContain('auf der Seite Ihrer Empfehlung');
    const afterReturn = pickupToken(again);
    expect(afterReturn).toBeDefined();
    const reopened = await api(t, 'GET', '/praemierung/', { tenant: 'partner', token: afterReturn });
    expect(reopened.json().Praemien).toEqual([
      expect.objectContaining({ BetragCent: 2500, Status: 'Bereitgestellt' }),
    ]);
    // Ready again without an account: the page offers a fresh link again.
    expect((await shareState('partner', r)).AbhollinkMoeglich).toBe(true);
  });

  // Issue 27 (decision 040): every fresh link is audited (the recipient's number, never the address
  // or the token), only the newest link works, and one recipient gets at most three a day.
  async function readyShare(day: number) {
    const { buyer, r } = await ordered('partner', 0, day);
    t.clock.set(at(day + 45));
    await t.app.services.lifecycleJobs(t.app.log).runDue();
    const first = pickupToken(await lastMail(t, 'lifecycle.recipient.reward.pickup', buyer))!;
    // A minute later, so the newest mail is the one asked for next (mails of one moment have no order).
    t.clock.advance(60_000);
    const mails = async () =>
      (
        await t.database.query<{ n: number }>(
          "select count(*)::int as n from outbox where kind = 'lifecycle.recipient.reward.pickup' and to_address = $1",
          [buyer],
        )
      )[0]!.n;
    return { buyer, r, first, mails };
  }
  const opens = async (token: string) =>
    (await api(t, 'GET', '/praemierung/', { tenant: 'partner', token })).statusCode;

  it('audits a fresh pickup link without the address or the token, and only the newest link opens the share', async () => {
    const { buyer, r, first } = await readyShare(500);
    expect((await askPickupLink('partner', r)).statusCode).toBe(200);
    const fresh = pickupToken(await lastMail(t, 'lifecycle.recipient.reward.pickup', buyer))!;
    expect(await opens(first)).toBe(401);
    expect(await opens(fresh)).toBe(200);

    const subject = `recipient:${r.Empfaengernummer}`;
    const rows = await t.database.query<Record<string, unknown>>(
      "select actor_kind, actor_id, tenant_id, subject, reason, details from audit_log where action = 'recipient.pickup_link_sent' and subject = $1",
      [subject],
    );
    const [recipient] = await t.database.query<{ id: string; tenant_id: string }>(
      'select id, tenant_id from recipients where empfaengernummer = $1',
      [r.Empfaengernummer],
    );
    expect(rows).toEqual([
      {
        actor_kind: 'recipient',
        actor_id: recipient!.id,
        tenant_id: recipient!.tenant_id,
        subject,
        reason: null,
        details: { empfehlungsnummer: r.nr },
      },
    ]);
    const audited = JSON.stringify(rows);
    expect(audited).not.toContain(buyer);
    expect(audited).not.toContain(fresh);
    expect(audited).not.toContain('pr_');
  });

  it('mails at most three fresh pickup links a day to one recipient, whatever the address asking; a day later one more', async () => {
    const { r, mails } = await readyShare(600);
    const start = t.clock.now().getTime();
    for (let hour = 0; hour < 3; hour += 1) {
      t.clock.set(new Date(start + hour * 3_600_000));
      // Each from another address: the route's limit per address never bites here.
      expect((await askPickupLink('partner', r, nextClientIp())).statusCode).toBe(200);
    }
    // The fourth, 23 hours after the first, from yet another address: refused, nothing mailed.
    t.clock.set(new Date(start + 23 * 3_600_000));
    const before = await mails();
    const fourth = await askPickupLink('partner', r, nextClientIp());
    expect([fourth.statusCode, fourth.json().code, fourth.json().message]).toEqual([
      429,
      'recipients.pickup_link_limit',
      'Sie haben in den letzten 24 Stunden schon drei Links zum Abholen angefordert. Bitte nutzen Sie den Link aus der letzten E-Mail oder fordern Sie morgen einen neuen an.',
    ]);
    expect(fourth.headers['retry-after']).toBe('3600');
    expect(await mails()).toBe(before);

    // 24 hours after the first the window has room again.
    t.clock.set(new Date(start + 24 * 3_600_000));
    expect((await askPickupLink('partner', r, nextClientIp())).statusCode).toBe(200);
    expect(await mails()).toBe(before + 1);
  });

  it('refuses a fresh pickup link where an account was given, and limits how often one is asked for', async () => {
    const { r } = await ordered('telko', 50, 400);
    t.clock.set(at(445));
    await t.app.services.lifecycleJobs(t.app.log).runDue();
    // telko: ready without an account, so a link may be mailed; from one address three an hour.
    const ip = nextClientIp();
    for (let i = 0; i < 3; i += 1) expect((await askPickupLink('telko', r, ip)).statusCode).toBe(200);
    expect((await askPickupLink('telko', r, ip)).statusCode).toBe(429);

    expect((await giveBankData(t, 'telko', r)).statusCode).toBe(200);
    // The account given now pays the share: no link to pick it up elsewhere.
    expect((await shareState('telko', r)).AbhollinkMoeglich).toBe(false);
    const refused = await askPickupLink('telko', r);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'recipients.pickup_link_unavailable']);
  });
});
