import { fillContent } from '@kwk/shared/content/fill-content';
import { payoutPeriod, payoutStatement } from '@kwk/shared/lifecycle/payout-period';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysAfterStart as at, createTestApp, TEST_START, type TestContext } from '../../test/test-app.ts';
import {
  orderEvent,
  recipientFor,
  type TestRecipient,
  track,
} from '../recipients/recipients.test-helpers.ts';
import { confirmedReferral, lastMail, nextClientIp } from '../referrals/referrals.test-helpers.ts';

const REFERRER = 'timing-referrer@example.org';
const RECIPIENT = 'timing-recipient@example.org';

/**
 * Issue 27, item 10: one payout-timing statement a tenant (Rules.AuszahlungWochen). The FAQ
 * answer, the recipient's page and the mails say the same period, and changing the tenant's value
 * changes all of them (the SPA's /danke and /faq render the same statement: e2e amounts.spec.ts).
 */
describe('the tenant’s one payout statement on pglite', () => {
  let t: TestContext;
  let r: TestRecipient;
  const event = (type: string, day: number) => orderEvent(t, 'telko', r, type, at(day));

  beforeAll(async () => {
    t = await createTestApp('pglite');
    t.clock.set(TEST_START);
    // telko pays within six weeks instead of the default four.
    await t.database.query(
      `update tenants set settings = jsonb_set(settings, '{Rules,AuszahlungWochen}', '6'), updated_at = now() + interval '1 second' where key = 'telko'`,
    );
    t.app.services.tenants.invalidate();
    const { Empfehlungslink } = await confirmedReferral(t, 'telko', {
      referrer: REFERRER,
      recipient: RECIPIENT,
      split: 50,
    });
    r = await recipientFor(t, 'telko', Empfehlungslink);
    expect((await track(t, 'telko', r, { email: RECIPIENT, emailBestaetigung: RECIPIENT })).statusCode).toBe(
      200,
    );
  });
  afterAll(() => t.close());

  it('the FAQ answer, the recipient page and both reward mails name the tenant’s six weeks', async () => {
    const statement = payoutStatement('de', 6);
    expect(statement).toContain('innerhalb von sechs Wochen');

    // The FAQ answer carries the placeholder the portal fills with the tenant's statement.
    const faqs = (await t.app.inject({ url: '/api/v1/telko/cms/faqs?lang=de' })).json() as {
      Answer: string;
    }[];
    const answer = faqs.map((f) => f.Answer).find((a) => a.includes('{payout}'));
    expect(answer, 'a FAQ answer names {payout}').toBeDefined();
    expect(fillContent(answer!, { payout: statement }, new Map())).toContain(statement);

    // The recipient's page before the share is ready.
    const page = async () =>
      (
        await t.app.inject({
          url: `/api/v1/telko/empfaenger/${r.Empfaengernummer}/praemie`,
          headers: { 'accept-language': 'de', authorization: `Bearer ${r.Token}` },
          remoteAddress: nextClientIp(),
        })
      ).json().Zeitangabe as string;
    expect(await page()).toContain(payoutPeriod('de', 6));

    // The order becomes effective, the periods pass: both parties' mails say the same period.
    await event('order.placed', 0);
    t.clock.set(at(2));
    await event('order.effective', 2);
    t.clock.set(at(15));
    await t.app.services.lifecycleJobs(t.app.log).runDue();
    const ready = await lastMail(t, 'lifecycle.reward.ready', REFERRER);
    expect(ready?.text_body).toContain(statement);
    // The recipient gave no account at the order: their share comes as a pickup link (finding 8).
    const share = await lastMail(t, 'lifecycle.recipient.reward.pickup', RECIPIENT);
    expect(share?.text_body).toContain(statement);
    for (const text of [ready?.text_body, share?.text_body, await page()])
      expect(text).not.toMatch(/vier Wochen/);
  });
});
