import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { startSmtpCapture } from '../../test/smtp-capture.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { signedUpReferrer } from '../accounts/accounts.test-helpers.ts';
import type { MailHtml } from '../mail/html/mail-html.ts';
import { deliverOutbox, testMailHtml } from '../mail/outbox.test-helpers.ts';
import { referralIn } from '../personal-area/personal-area.test-helpers.ts';
import type { Tenant } from '../tenants/tenant-cache.ts';
import type { LifecycleJobs } from './lifecycle-jobs.ts';
import { createReferrerRemindersJob, REMINDER_DAYS } from './referrer-reminders.job.ts';
import { createReferrerRemindersRepository } from './referrer-reminders.repository.ts';

const DAY = 86_400_000;
/** telko's portal in the test app's configuration (development: its .localhost host). */
const ORIGIN = 'http://telko.localhost:3000';
const KINDS = ['lifecycle.referral.unconfirmed', 'lifecycle.reward.choice'];

/**
 * The referrer's reminders (issue 30, item 4) with a moved clock: a friend who has not confirmed
 * in 7 days, a reward that waited 7 days for its choice; each once, only where the tenant switched
 * it on, only to the referrer, delivered through the outbox to a real SMTP server with HTML.
 */
describe.each(databaseKinds())('referrer reminders on %s', (kind) => {
  let t: TestContext;
  let jobs: LifecycleJobs;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let html: MailHtml;
  beforeAll(async () => {
    t = await createTestApp(kind);
    jobs = t.app.services.lifecycleJobs(t.app.log);
    smtp = await startSmtpCapture();
    html = testMailHtml(t, ORIGIN);
    // React's one-time development notice on the first render comes here, not inside the test.
    await html({ tenantId: null, kind: 'warm-up', subject: 'warm-up', text: 'warm-up', language: 'de' });
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const reminders = () =>
    t.database.query<{ kind: string; to_address: string; subject: string; text_body: string }>(
      'select kind, to_address, subject, text_body from outbox where kind = any($1) order by kind, to_address',
      [KINDS],
    );
  /** The day's jobs, then the reminder job once more as if a second worker ran it that day. */
  async function runTwice(at: Date) {
    t.clock.set(at);
    await jobs.runDue();
    await t.database.query("delete from lifecycle_jobs where kind = 'referrers.remind'");
    await jobs.runDue();
  }
  async function deliver(): Promise<ParsedMail[]> {
    await deliverOutbox(t, smtp, { html });
    return smtp.mails.filter((m) =>
      /Empfehlung wartet noch|Prämie wartet auf Ihre Wahl/.test(m.subject ?? ''),
    );
  }

  it('reminds the referrer once of an unconfirmed friend and of a reward waiting for its choice', async () => {
    const start = new Date('2026-11-02T10:00:00Z');
    t.clock.set(start);
    const waiting = 'remind-waiting@example.org';
    const rewarded = 'remind-rewarded@example.org';
    await signedUpReferrer(t, waiting);
    await signedUpReferrer(t, rewarded);
    // Made now (referralIn dates them a month back, but the recommendation went to the friend now).
    const unconfirmed = await referralIn(t, 'telko', waiting, 'notReacted');
    await referralIn(t, 'telko', waiting, 'reacted');
    await referralIn(t, 'telko', rewarded, 'ready');
    const friends = (
      await t.database.query<{ recipient_email: string }>(
        `select r.recipient_email from referrals r join referrers f on f.id = r.referrer_id
         where f.email = any($1) and r.recipient_email is not null`,
        [[waiting, rewarded]],
      )
    ).map((r) => r.recipient_email);
    expect(friends).toHaveLength(3);
    const telko = (await t.app.services.tenants.byKey('telko'))!;
    expect(telko.mandant.Modules.ModuleErinnerungUnbestaetigt).toBe(true);
    const [hour] = [3_600_000];
    const dueAt = new Date(start.getTime() + REMINDER_DAYS.unconfirmed * DAY + hour);

    // A day before: nothing.
    await runTwice(new Date(dueAt.getTime() - DAY));
    expect(await reminders()).toEqual([]);

    // A tenant with both switches off (a row written before them lacks them: off) sends nothing.
    const { ModuleErinnerungUnbestaetigt, ModuleErinnerungPraemienwahl, ...before } = telko.mandant.Modules;
    const off: Tenant = { ...telko, mandant: { ...telko.mandant, Modules: before } };
    const job = createReferrerRemindersJob({
      config: { deployEnv: 'development', publicUrl: ORIGIN },
      reminders: createReferrerRemindersRepository(),
      outbox: t.app.services.outbox,
      rewardLink: async () => 'unused',
    });
    const sent = await t.database.db.transaction((tx) => job(tx as unknown as Db, dueAt, [off]));
    expect(sent).toBe(0);
    expect(await reminders()).toEqual([]);

    // Due: one of each, to the referrer, however often the job runs.
    await runTwice(dueAt);
    await runTwice(new Date(dueAt.getTime() + 2 * DAY));
    const rows = await reminders();
    expect(rows.map((r) => [r.kind, r.to_address])).toEqual([
      ['lifecycle.referral.unconfirmed', waiting],
      ['lifecycle.reward.choice', rewarded],
    ]);
    const [friend, choice] = rows as [(typeof rows)[number], (typeof rows)[number]];
    expect(friend.subject).toBe('Ihre Empfehlung wartet noch auf Ihren Kontakt – Telko');
    expect(friend.text_body).toContain('/persoenlicherbereich');
    expect(friend.text_body).not.toContain(String(unconfirmed)); // no number, no friend's address
    for (const address of friends) expect(friend.text_body).not.toContain(address);
    expect(choice.subject).toBe('Ihre Prämie wartet auf Ihre Wahl – Telko');
    expect(choice.text_body).toMatch(/Ihre Prämie von \d+\s€ steht seit einer Woche/);
    expect(choice.text_body).toContain(`${ORIGIN}/praemie/?token=pr_`);

    // Never to a friend: no outbox row of ours, and the SMTP server gets the two with an HTML part.
    const toFriends = await t.database.query(
      'select 1 from outbox where to_address = any($1) and kind = any($2)',
      [friends, KINDS],
    );
    expect(toFriends).toEqual([]);
    const mails = await deliver();
    expect(mails.map((m) => (Array.isArray(m.to) ? m.to[0] : m.to)?.text).sort()).toEqual(
      [rewarded, waiting].sort(),
    );
    for (const mail of mails) {
      expect(mail.html).toBeTruthy();
      // The one button of the HTML part, labelled for the reminder (mail-texts.ts).
      expect(mail.html as string).toMatch(/>(Link erneut teilen|Prämie auswählen)</);
    }
  });
});
