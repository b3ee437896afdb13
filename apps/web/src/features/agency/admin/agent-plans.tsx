import { formatEuro } from '@kwk/shared/catalogue/catalogue.rules';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { AgentRewardPlan } from './api/reward-plans.ts';

/** The agency's active reward plans for the chosen agent, or that none applies. */
export function AgentPlans({ plans }: { plans: readonly AgentRewardPlan[] }) {
  const { t } = useTranslation('agency');
  const lang = currentLanguage();
  if (plans.length === 0) return <p>{t('employeeRecommend.noPlan')}</p>;
  return (
    <section aria-labelledby="agent-plans-title">
      <h2 id="agent-plans-title">{t('employeeRecommend.plansTitle')}</h2>
      <ul>
        {plans.map((plan) => (
          <li key={`${plan.Name}-${plan.ProduktId ?? 'alle'}`}>
            {t('employeeRecommend.planItem', {
              name: plan.Name,
              value: formatEuro(plan.WertCent, lang),
              product: plan.ProduktName ?? t('employeeRecommend.allProducts'),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
