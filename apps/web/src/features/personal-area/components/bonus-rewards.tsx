import { formatRewardEuro } from '@kwk/shared/catalogue/catalogue.rules';
import type { Language } from '@kwk/shared/errors/error-codes';
import type { Mandant } from '@kwk/shared/tenants/mandant.schemas';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../../../i18n/page-texts.ts';

interface Props {
  /** Rules.BonusPraemien: extra rewards after a number of successful recommendations (spec §9). */
  tiers: Mandant['Rules']['BonusPraemien'];
  lang: Language;
  /** The referrer's successful recommendations so far, where known (personal area). */
  successful?: number;
}

/**
 * The tenant's bonus rewards in the personal area, with how many recommendations succeeded so far
 * (issue 17: telko's 60 € after 3 and 150 € after 5 were never mentioned). The start page and the
 * reward overview say it in the tenant's texts (seed), which cost the start page no script.
 * Nothing without tiers.
 */
export function BonusRewards({ tiers, lang, successful }: Props) {
  const { t } = useTranslation();
  const id = useId();
  if (tiers.length === 0) return null;
  const ordered = [...tiers].sort((a, b) => a.NachErfolgreichen - b.NachErfolgreichen);
  return (
    <section aria-labelledby={`${id}-title`} className="bonus-rewards">
      <h2 id={`${id}-title`}>{t('bonus.title')}</h2>
      <ul>
        {ordered.map((tier) => (
          <li key={tier.NachErfolgreichen}>
            {t('bonus.tier', { count: tier.NachErfolgreichen, amount: formatRewardEuro(tier.Cent, lang) })}
          </li>
        ))}
      </ul>
      {successful !== undefined && <p>{t('bonus.progress', { count: successful })}</p>}
    </section>
  );
}
