import { formatRewardEuro } from '@kwk/shared/catalogue/catalogue.rules';
import { payoutWeeks } from '@kwk/shared/lifecycle/payout-period';
import { displayDay } from '@kwk/shared/lifecycle/reward-expiry';
import { reminderSwitches } from '@kwk/shared/tenants/mandant.schemas';
import { berlinDate } from '../../clock.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { mailVoice, type OutboxRecords } from '../mail/mail.api.ts';
import { portalOrigin, type Tenant } from '../tenants/tenants.api.ts';
import { type LifecycleMailKind, lifecycleMail, mailLanguage } from './lifecycle.mails.ts';
import type { DueWindow, ReferrerRemindersRepository } from './referrer-reminders.repository.ts';

/**
 * Days after which each reminder goes: a friend who has not confirmed a recommendation that went
 * to them a week ago; a credited reward that has waited a week for the referrer's choice (issue
 * 30, item 4; the expiry reminders, 30 and 7 days before the reward lapses, are another job's).
 */
export const REMINDER_DAYS = { unconfirmed: 7, rewardChoice: 7 } as const;

const DAY_MS = 86_400_000;

interface Deps {
  config: Pick<AppConfig, 'deployEnv' | 'publicUrl'>;
  reminders: ReferrerRemindersRepository;
  outbox: OutboxRecords;
  /** A new pickup link token for a referrer's ready reward (the rewards module's link). */
  rewardLink: (tx: Db, tenantId: string, referrerId: string) => Promise<string>;
}

/**
 * A subject's window for a reminder of `days`: due from `days` after it began waiting, caught up
 * for a week after that (a day the job missed), never older, so a tenant switching the reminder on
 * does not mail its whole backlog at once.
 */
function windowOf(tenantIds: string[], now: Date, days: number): DueWindow {
  const since = new Date(now.getTime() - days * DAY_MS);
  return { tenantIds, since, notBefore: new Date(since.getTime() - 7 * DAY_MS) };
}

/**
 * The daily job `referrers.remind` (issue 30, item 4): the referrer hears once that a friend has
 * not confirmed, and once that a reward waits for their choice, where the tenant switched each on
 * (Modules.ModuleErinnerungUnbestaetigt, Modules.ModuleErinnerungPraemienwahl). The repository
 * marks each subject as it answers it, in the job's one transaction with the outbox rows, so a
 * re-run sends nothing twice. Answers the number of reminders.
 */
export function createReferrerRemindersJob(deps: Deps) {
  async function send(
    tx: Db,
    tenant: Tenant,
    kind: LifecycleMailKind,
    to: { email: string; vorname: string; language: string },
    values: { produkt?: string; betrag?: string; abholen?: string; bis?: string },
    now: Date,
  ) {
    const voice = mailVoice(tenant.mandant.Brand, mailLanguage(to.language));
    const mail = lifecycleMail(kind, voice, {
      brand: tenant.mandant.Brand.Name,
      vorname: to.vorname,
      produkt: values.produkt ?? '',
      betrag: values.betrag,
      portal: portalOrigin(tenant, deps.config),
      abholen: values.abholen,
      bis: values.bis,
      auszahlungWochen: payoutWeeks(tenant.mandant.Rules),
    });
    await deps.outbox.enqueue(
      { tenantId: tenant.id, kind: `lifecycle.${kind}`, to: to.email, ...mail },
      tx,
      now,
    );
  }

  return async (tx: Db, now: Date, tenants: readonly Tenant[]): Promise<number> => {
    const byId = new Map(tenants.map((t) => [t.id, t]));
    const windowFor = (which: keyof typeof REMINDER_DAYS) =>
      windowOf(
        tenants.filter((t) => reminderSwitches(t.mandant.Modules)[which]).map((t) => t.id),
        now,
        REMINDER_DAYS[which],
      );
    // Both read and marked first, then mailed: all in the job's one transaction.
    const unconfirmed = await deps.reminders.unconfirmedDue(tx, windowFor('unconfirmed'), now);
    const waiting = await deps.reminders.waitingRewardsDue(tx, windowFor('rewardChoice'), now);

    for (const row of unconfirmed) {
      const tenant = byId.get(row.tenantId);
      const bis = displayDay(berlinDate(new Date(row.expiresAt)));
      if (tenant) await send(tx, tenant, 'referral.unconfirmed', row, { produkt: row.produkt, bis }, now);
    }
    for (const row of waiting) {
      const tenant = byId.get(row.tenantId);
      if (!tenant) continue;
      const token = await deps.rewardLink(tx, tenant.id, row.referrerId);
      await send(
        tx,
        tenant,
        'reward.choice',
        row,
        {
          betrag: formatRewardEuro(row.cents, mailLanguage(row.language)),
          abholen: `${portalOrigin(tenant, deps.config)}/praemie/?token=${token}`,
        },
        now,
      );
    }
    return unconfirmed.length + waiting.length;
  };
}
