import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';

/**
 * The programme rules of spec §1 as stated to users; the banking rule only for banking tenants. The
 * rule that excludes the brand's employees and sales partners is not said to an agency's employee
 * recommending as themself (/mitarbeiterempfehlen, issue 27 item 13): there it is not theirs.
 */
export function ProgrammeRules({ banking, employee = false }: { banking: boolean; employee?: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  const rules = t('referral.rules.items', { returnObjects: true }) as string[];
  return (
    <section className="programme-rules" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('referral.rules.title')}</h3>
      <ul>
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
        {!employee && <li>{t('referral.rules.excluded')}</li>}
        {banking && <li>{t('referral.rules.banking')}</li>}
      </ul>
    </section>
  );
}
