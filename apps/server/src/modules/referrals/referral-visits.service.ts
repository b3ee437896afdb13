import { rewardValueText } from '@kwk/shared/catalogue/catalogue.rules';
import type { Language } from '@kwk/shared/errors/error-codes';
import type { OfflineCodeResult } from '@kwk/shared/referrals/referral.schemas';
import { berlinDate, type Clock } from '../../clock.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { ReferrerRecords } from '../accounts/accounts.api.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import { isAutomatedOpen } from './link-opens.rules.ts';
import { countLinkOpen } from './link-opens.statements.ts';
import { promisedReward } from './promised-reward.ts';
import { productNameOf, referralParties } from './referral-parties.ts';
import type { ReferralRow, ReferralsRepository } from './referrals.repository.ts';
import { offlineCodeHash } from './referrals.rules.ts';

/** A referral the recipient can still use: opted in, within its 60 days, neither expired nor cancelled. */
const isLive = (referral: ReferralRow, now: Date) =>
  referral.optinConfirmedAt !== null &&
  referral.expiresAt > now &&
  referral.status !== 'Abgelaufen' &&
  referral.status !== 'Storniert';

interface Deps {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'appSecret'>;
  referrals: ReferralsRepository;
  referrers: ReferrerRecords;
  link: (tenant: Tenant, nr: number) => string;
}

/** Visits to a referral: clicks on its link by channel, and the offline code typed in at /code. */
export function createReferralVisitsService(deps: Deps) {
  const { db, clock, config } = deps;

  return {
    /**
     * Counts a click on a live referral (confirmed, not expired, not cancelled). The answer is the
     * same for any number, so the call tells nobody which referral numbers exist.
     */
    async countClick(
      tenant: Tenant,
      nr: number,
      click: { channel?: string | undefined; empfaengernummer?: string | undefined },
    ): Promise<void> {
      const referral = await deps.referrals.byNumber(db, tenant.id, nr);
      if (!referral || !isLive(referral, clock.now())) return;
      await deps.referrals.recordClick(db, {
        tenantId: tenant.id,
        referralId: referral.id,
        channel: click.channel || null,
        empfaengernummer: click.empfaengernummer || null,
        at: clock.now(),
      });
    },

    /**
     * An open of the referral's link, counted by the landing's own call (decision 067): one upsert
     * of the referral's counter for today (Berlin), unless the headers tell a robot, a preview
     * fetcher or a prefetch. The headers are only read; nothing about the opener is kept.
     */
    async countOpen(tenant: Tenant, nr: number, headers: Parameters<typeof isAutomatedOpen>[0]) {
      if (isAutomatedOpen(headers)) return false;
      const now = clock.now();
      return countLinkOpen(db, { tenantId: tenant.id, nr, day: berlinDate(now), now });
    },

    /** The referral behind an offline code, counted as a click from the given entry source. */
    async lookupCode(
      tenant: Tenant,
      code: string,
      einsprungsquelle: string | undefined,
      lang: Language,
    ): Promise<OfflineCodeResult> {
      if (!tenant.mandant.Modules.ModuleErstelleOfflineEmpfehlungCode)
        throw new AppError('referrals.module_off');
      const hash = offlineCodeHash(config.appSecret, tenant.id, code);
      const referral = await deps.referrals.byOfflineCode(db, tenant.id, hash);
      if (!referral) throw new AppError('referrals.code_unknown');
      const now = clock.now();
      if (!isLive(referral, now)) throw new AppError('referrals.expired');
      const { referrer, product } = await referralParties(deps, db, tenant, referral, now);
      const { recipientCent, labelCents } = await promisedReward(deps.referrals, db, tenant, referral);
      await this.countClick(tenant, referral.empfehlungsnummer, { channel: einsprungsquelle || 'Code' });
      return {
        Empfehlungsnummer: referral.empfehlungsnummer,
        Empfehlungslink: deps.link(tenant, referral.empfehlungsnummer),
        Vorname: referrer?.vorname ?? '',
        ProduktName: await productNameOf(deps.referrals, db, tenant.id, referral, product, lang),
        Praemie: rewardValueText(labelCents, lang) ?? '',
        EmpfaengerPraemieCent: recipientCent,
      };
    },
  };
}

export type ReferralVisitsService = ReturnType<typeof createReferralVisitsService>;
