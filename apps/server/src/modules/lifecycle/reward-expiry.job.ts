import { formatRewardEuro } from '@kwk/shared/catalogue/catalogue.rules';
import { payoutWeeks } from '@kwk/shared/lifecycle/payout-period';
import { displayDay, EXPIRY_REMINDERS, rewardExpiryMonths } from '@kwk/shared/lifecycle/reward-expiry';
import { berlinDate } from '../../clock.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { mailVoice, type OutboxRecords } from '../mail/mail.api.ts';
import { portalOrigin, type Tenant } from '../tenants/tenants.api.ts';
import { type LifecycleMailKind, lifecycleMail, mailLanguage } from './lifecycle.mails.ts';
import type { LifecycleWebhooks } from './lifecycle.webhooks.ts';
import type { ExpiryRow, RewardCreditsRepository } from './reward-credits.repository.ts';

interface Deps {
  config: Pick<AppConfig, 'deployEnv' | 'publicUrl'>;
  credits: RewardCreditsRepository;
  outbox: OutboxRecords;
  /** A new pickup link token for a referrer's ready reward (the rewards module's link). */
  rewardLink: (tx: Db, tenantId: string, referrerId: string) => Promise<string>;
  hooks: LifecycleWebhooks;
}

/** The reminders, the nearest first: a reward whose 30-day reminder was missed gets only the 7-day one. */
const NEAREST_FIRST = [...EXPIRY_REMINDERS].sort((a, b) => a - b);

/**
 * The daily job `rewards.expire` (issue 15): a referrer's reward ready but not chosen within the
 * tenant's period (Rules.PraemienVerfallMonate, default 12 months) expires with a mail; 30 and 7
 * days before, the referrer is reminded with a pickup link. The rules are shared reward-expiry.ts;
 * the statements mark each reward as they mail it, in the job's one transaction, so every mail
 * goes once. Answers the number of rewards expired and reminded.
 */
export function createRewardExpiryJob(deps: Deps) {
  async function mail(tx: Db, tenant: Tenant, kind: LifecycleMailKind, row: ExpiryRow, now: Date) {
    const voice = mailVoice(tenant.mandant.Brand, mailLanguage(row.language));
    const lang = voice.language;
    const portal = portalOrigin(tenant, deps.config);
    const abholen =
      kind === 'reward.expiring'
        ? `${portal}/praemie/?token=${await deps.rewardLink(tx, tenant.id, row.referrer_id)}`
        : `${portal}/persoenlicherbereich`;
    const mail = lifecycleMail(kind, voice, {
      brand: tenant.mandant.Brand.Name,
      vorname: row.vorname,
      produkt: '',
      betrag: formatRewardEuro(row.cents, lang),
      portal,
      abholen,
      bis: displayDay(row.last_day),
      auszahlungWochen: payoutWeeks(tenant.mandant.Rules),
    });
    await deps.outbox.enqueue(
      {
        tenantId: tenant.id,
        kind: `lifecycle.${kind}`,
        to: row.email,
        ...mail,
        referralId: row.referral_id,
      },
      tx,
      now,
    );
  }

  return async (tx: Db, now: Date, tenants: readonly Tenant[]): Promise<number> => {
    const today = berlinDate(now);
    const byId = new Map(tenants.map((t) => [t.id, t]));
    const periods = tenants.map((t) => ({ id: t.id, months: rewardExpiryMonths(t.mandant.Rules) }));
    let affected = 0;
    const tell = async (kind: LifecycleMailKind, rows: ExpiryRow[]) => {
      for (const row of rows) {
        const tenant = byId.get(row.tenant_id);
        if (tenant) await mail(tx, tenant, kind, row, now);
      }
      affected += rows.length;
    };
    const expired = await deps.credits.expireDue(tx, periods, today, now);
    await tell('reward.expired', expired);
    for (const row of expired) {
      const tenant = byId.get(row.tenant_id);
      const referral = { empfehlungsnummer: row.referral_number, referrerId: row.referrer_id };
      const credit = { beneficiary: 'Empfehler' as const, kind: row.kind, cents: row.cents };
      if (tenant)
        await deps.hooks.credits(tx, tenant, referral, 'reward.expired', [credit], 'Abgelaufen', now);
    }
    for (const [i, days] of NEAREST_FIRST.entries())
      await tell(
        'reward.expiring',
        await deps.credits.remindDue(tx, periods, today, days, NEAREST_FIRST[i - 1] ?? 0),
      );
    return affected;
  };
}
