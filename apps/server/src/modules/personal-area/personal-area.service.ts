import { productTextKey } from '@kwk/shared/content/tenant-text-keys';
import type { Language } from '@kwk/shared/errors/error-codes';
import { payoutWeeks } from '@kwk/shared/lifecycle/payout-period';
import { rewardExpiryMonths } from '@kwk/shared/lifecycle/reward-expiry';
import type { ReferralList } from '@kwk/shared/personal-area/personal-area.schemas';
import { berlinYear, berlinYearBounds, taxYear } from '@kwk/shared/tax/tax-year';
import type { Clock } from '../../clock.ts';
import type { Signedin } from '../accounts/accounts.api.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import type { PersonalAreaRepository } from './personal-area.repository.ts';
import { nextStep, referralItem, rewardAccount, shareable } from './referral-overview.ts';

/** The personal area (issue 5): the signed-in referrer's recommendations and reward account. */
export function createPersonalAreaService(deps: {
  clock: Clock;
  area: PersonalAreaRepository;
  /** The referral link of a number, as the share step shows it. */
  link: (tenant: Tenant, nr: number) => string;
}) {
  const { clock, area } = deps;
  return {
    async referrals(tenant: Tenant, { referrer }: Signedin, lang: Language): Promise<ReferralList> {
      const year = berlinYear(clock.now());
      const [rows, account, names] = await Promise.all([
        area.referrals(tenant.id, referrer.id),
        area.rewardAccount(tenant.id, referrer.id, berlinYearBounds(year)),
        // Products are kept in German; other languages' names are the tenant's texts (issue 17).
        lang === 'de' ? ({} as Record<string, string>) : area.productNames(tenant.id, lang),
      ]);
      const now = clock.now();
      return {
        Steuerjahr: taxYear(year, account.paid_year, account.chosen),
        Empfehlungen: rows.map((row) =>
          referralItem(
            { ...row, produkt: names[productTextKey(row.product_id, 'name')] ?? row.produkt },
            lang,
            shareable(row, now) ? deps.link(tenant, row.nr) : null,
            rewardExpiryMonths(tenant.mandant.Rules),
            payoutWeeks(tenant.mandant.Rules),
          ),
        ),
        Praemienkonto: rewardAccount(account),
        NaechsterSchritt: nextStep(rows, account),
      };
    },

    /** The banner that calls the referrer to collect a reward that is ready. */
    async banner(tenant: Tenant, { referrer }: Signedin) {
      const year = berlinYearBounds(berlinYear(clock.now()));
      return { BannerTEZuTP: (await area.rewardAccount(tenant.id, referrer.id, year)).ready > 0 };
    },
  };
}

export type PersonalAreaService = ReturnType<typeof createPersonalAreaService>;
