import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { useTranslation } from '../i18n/use-translation.ts';
import { useMandant } from '../lib/use-mandant.ts';

/** /agb — the programme rules of spec §1 in short; the binding text is the tenant's PDF. */
export function Component() {
  const { t } = useTranslation();
  const { Brand, Rules } = useMandant();
  // The banking activity rule binds the recipient of a banking tenant (spec §1), so it is a term here.
  const rules = [
    ...(t('static.termsRules', { returnObjects: true }) as string[]),
    ...(Rules.BankingActivityRule ? [t('referral.rules.banking')] : []),
  ];
  return (
    <SkeletonPage name="Agb">
      <ul>
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      {Brand.TermsPdfUrl && (
        <p>
          <a href={Brand.TermsPdfUrl} type="application/pdf">
            {t('footer.termsPdf')}
          </a>
        </p>
      )}
    </SkeletonPage>
  );
}
