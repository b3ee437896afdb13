import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';

/** The programme rules of spec §1 as stated to users; the banking rule only for banking tenants. */
export function ProgrammeRules({ banking }: { banking: boolean }) {
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
        {banking && <li>{t('referral.rules.banking')}</li>}
      </ul>
    </section>
  );
}
