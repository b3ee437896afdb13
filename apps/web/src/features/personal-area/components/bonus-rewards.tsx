import { formatRewardEuro } from '@kwk/shared/catalogue/catalogue.rules';
import type { Language } from '@kwk/shared/errors/error-codes';
import type { Mandant } from '@kwk/shared/tenants/mandant.schemas';
import { type ReactNode, useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../../../i18n/page-texts.ts';
import { bonusProgress } from '../bonus-progress.ts';

interface Props {
  /** Rules.BonusPraemien: extra rewards after a number of successful recommendations (spec §9). */
  tiers: Mandant['Rules']['BonusPraemien'];
  lang: Language;
  /** The referrer's successful recommendations so far, where known (personal area). */
  successful?: number;
}

/**
 * The tenant's bonus rewards in the personal area, with the way to the next one as a progress bar
 * (issue 30, item 4: "noch 2 erfolgreiche Empfehlungen bis +60 €"); the reward overview shows the
 * tiers alone. The start page says it in the tenant's texts (seed), which cost it no script.
 * Nothing without tiers.
 */
export function BonusRewards({ tiers, lang, successful }: Props) {
  const { t } = useTranslation();
  const id = useId();
  if (tiers.length === 0) return null;
  const ordered = [...tiers].sort((a, b) => a.NachErfolgreichen - b.NachErfolgreichen);
  const list = (
    <ul className="bonus-rewards__tiers">
      {ordered.map((tier) => (
        <li key={tier.NachErfolgreichen}>
          {t('bonus.tier', { count: tier.NachErfolgreichen, amount: formatRewardEuro(tier.Cent, lang) })}
        </li>
      ))}
    </ul>
  );
  return (
    <section aria-labelledby={`${id}-title`} className="bonus-rewards">
      <h2 id={`${id}-title`}>{t('bonus.title')}</h2>
      {successful === undefined ? (
        list
      ) : (
        <BonusBar tiers={tiers} successful={successful} lang={lang}>
          {/* Beside the count, every tier on request: the first recommendation stays near the top. */}
          <details className="bonus-rewards__all">
            <summary>{t('bonus.allTiers')}</summary>
            {list}
          </details>
        </BonusBar>
      )}
    </section>
  );
}

/**
 * The bar towards the next tier. Its text is visible beside it and is also the bar's value text,
 * so a screen reader hears the same words (role progressbar with min, max and now).
 */
function BonusBar({
  tiers,
  successful,
  lang,
  children,
}: Required<Omit<Props, 'lang'>> & { lang: Language; children: ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  const progress = bonusProgress(tiers, successful);
  if (!progress) return children;
  const text =
    progress.kind === 'next'
      ? t('bonus.next', { count: progress.missing, amount: formatRewardEuro(progress.cent, lang) })
      : t('bonus.all');
  const now = Math.min(progress.successful, progress.after);
  return (
    <div className="bonus-bar">
      <p id={`${id}-text`} className="bonus-bar__text">
        {text}
      </p>
      <div
        role="progressbar"
        className="bonus-bar__track"
        aria-labelledby={`${id}-text`}
        aria-valuemin={0}
        aria-valuemax={progress.after}
        aria-valuenow={now}
        aria-valuetext={t('bonus.value', { count: progress.successful, after: progress.after })}
      >
        <div className="bonus-bar__fill" style={{ width: `${(now / progress.after) * 100}%` }} />
      </div>
      <div className="bonus-bar__foot">
        <p className="bonus-bar__count">
          {t('bonus.value', { count: progress.successful, after: progress.after })}
        </p>
        {children}
      </div>
    </div>
  );
}
