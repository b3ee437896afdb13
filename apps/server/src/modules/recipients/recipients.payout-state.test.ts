import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysAfterStart as at, createTestApp, TEST_START, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { confirmedReferral, nextClientIp } from '../referrals/referrals.test-helpers.ts';
import {
  giveBankData,
  orderEvent,
  recipientFor,
  type TestRecipient,
  track,
} from './recipients.test-helpers.ts';

/**
 * The recipient's confirmation (issue 15): where their share of the reward stands and when it
 * comes, in the status bar's words (spec §4) and the timing texts of §9.
 */
describe.each(databaseKinds())('the recipient’s payout state on %s', (kind) => {
  let t: TestContext;
  let r: TestRecipient;
  const reward = async (lang = 'de') => {
    const res = await t.app.inject({
      url: `/api/v1/telko/empfaenger/${r.Empfaengernummer}/praemie`,
      headers: { 'accept-language': lang, authorization: `Bearer ${r.Token}` },
      remoteAddress: nextClientIp(),
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const event = (type: string, day: number) => orderEvent(t, 'telko', r, type, at(day));

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(TEST_START);
    const { Empfehlungslink } = await confirmedReferral(t, 'telko', {
      referrer: 'share-referrer@example.org',
      recipient: 'share-recipient@example.org',
      split: 50,
    });
    r = await recipientFor(t, 'telko', Empfehlungslink);
    const tracked = await track(t, 'telko', r, {
      email: 'share-recipient@example.org',
      emailBestaetigung: 'share-recipient@example.org',
    });
    expect(tracked.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('walks from reserved to being paid, with the ready-then-pickup-link text until the share is ready', async () => {
    // No account given (yet): the share will come through a mailed pickup link, not "auf Ihr
    // Konto" (issue 27, finding 8).
    expect(await reward()).toMatchObject({
      Status: null,
      StatusSchluessel: 'shareReserved',
      ZeitSchluessel: 'recipientAfterContractPickup',
      Zeitangabe:
        'Ihr Anteil steht in der Regel etwa 4 bis 6 Wochen nach dem Vertragsabschluss bereit; Sie erhalten dann einen Link zum Abholen per E-Mail und wählen dort, wie Sie ihn erhalten möchten: eine Überweisung folgt innerhalb von vier Wochen nach Angabe Ihrer Bankdaten, ein Gutschein innerhalb von 24 Stunden.',
    });
    expect((await reward('en')).Zeitangabe).toBe(
      'Your share is usually ready about 4 to 6 weeks after the contract is concluded; you will then receive a pickup link by e-mail and choose there how you would like to receive it: a bank transfer follows within four weeks after you enter your bank details, a voucher within 24 hours.',
    );

    await event('order.placed', 0);
    t.clock.set(at(2));
    await event('order.effective', 2);
    expect(await reward()).toMatchObject({
      Status: 'Offen',
      StatusSchluessel: 'claimInProcessing',
      StatusText: 'Ihr Prämienanspruch wird bearbeitet.',
      ZeitSchluessel: 'recipientAfterContractPickup',
    });

    // The periods pass: the share is ready, but the recipient gave no account yet.
    t.clock.set(at(15));
    await t.app.services.lifecycleJobs(t.app.log).runDue();
    expect(await reward()).toMatchObject({
      Status: 'Bereitgestellt',
      StatusSchluessel: 'enterBankData',
      StatusText: 'Bitte geben Sie Ihre Bankdaten ein, damit wir Ihre Prämie auszahlen können.',
      ZeitSchluessel: 'transfer',
      Zeitangabe:
        'Die Auszahlung erfolgt innerhalb von vier Wochen, nachdem Sie Ihre Bankdaten angegeben haben.',
    });

    expect((await giveBankData(t, 'telko', r)).statusCode).toBe(200);
    expect(await reward()).toMatchObject({
      Status: 'Bereitgestellt',
      StatusSchluessel: 'rewardBeingPaid',
      StatusText: 'Ihre Prämie wird ausgezahlt.',
      ZeitSchluessel: 'transfer',
    });
    expect((await reward('en')).StatusText).toBe('Your reward is being paid.');

    // A recipient's share is transferred without a choice: the expiry job leaves it alone.
    t.clock.set(at(500));
    await t.app.services.lifecycleJobs(t.app.log).runDue();
    expect((await reward()).Status).toBe('Bereitgestellt');
  });
});
