import { formatRewardEuro } from '@kwk/shared/catalogue/catalogue.rules';
import type { Language } from '@kwk/shared/errors/error-codes';
import { getHref } from '@kwk/shared/routes/route-table';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { AppLink } from '../../../ui/app-link.tsx';
import '../../../i18n/page-texts.ts';
import type { CallToAction } from '../call-to-action.ts';

const TARGETS = { collectReward: 'PraemieWaehlen', enterBankData: 'EmpfehlerBankdaten' } as const;

/** The personal area's one prominent call: collect the ready reward (the banner), or enter bank data. */
export function NextStep({
  action,
  availableCent,
  lang,
}: {
  action: CallToAction;
  availableCent: number;
  lang: Language;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="area-callout" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="area-callout__title">
        {t(`area.${action}.title`)}
      </h2>
      <p>{t(`area.${action}.text`, { amount: formatRewardEuro(availableCent, lang) })}</p>
      <p>
        <AppLink className="button button--primary button--link" to={getHref(TARGETS[action])}>
          {t(`area.${action}.link`)}
        </AppLink>
      </p>
    </section>
  );
}
