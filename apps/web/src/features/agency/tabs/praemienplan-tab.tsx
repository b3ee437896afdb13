import { useCallback, useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useLoaded } from '../../../lib/use-loaded.ts';
import { AddRewardPlanForm } from '../admin/add-reward-plan-form.tsx';
import { getProducts, getRewardPlans } from '../admin/api/reward-plans.ts';
import { LoadedView } from '../admin/loaded-view.tsx';
import { RewardPlanList } from '../admin/reward-plan-list.tsx';
import type { AgencyTabProps } from '../tab-modules.ts';

/**
 * Tab "praemienplan" (ability Praemienplan): the agency's reward plans; adding and deleting only
 * with PraemienplanBearbeiten (spec §6: the owners), which the server checks as well.
 */
export default function PraemienplanTab({ user }: AgencyTabProps) {
  const { t, i18n } = useTranslation('agency');
  const canEdit = user.Abilities.includes('PraemienplanBearbeiten');
  const loadPlans = useCallback((signal: AbortSignal) => getRewardPlans(user.Token, signal), [user.Token]);
  const [plans, setPlans] = useLoaded(loadPlans);
  // biome-ignore lint/correctness/useExhaustiveDependencies: product names come in the request's language
  const loadProducts = useMemo(
    () => (canEdit ? (signal: AbortSignal) => getProducts(signal) : null),
    [canEdit, i18n.language],
  );
  const [products] = useLoaded(loadProducts);
  const choices =
    products.type === 'ready' ? products.data.map((p) => ({ id: p.Id, name: p.AnzeigeName || p.Name })) : [];

  return (
    <LoadedView state={plans} loadingText={t('rewardPlans.loading')}>
      {(list) => (
        <>
          <RewardPlanList
            token={user.Token}
            plans={list}
            canEdit={canEdit}
            onDeleted={(id) => setPlans(list.filter((plan) => plan.Id !== id))}
          />
          {canEdit && (
            <AddRewardPlanForm
              token={user.Token}
              products={choices}
              onAdded={(plan) => setPlans([...list, plan])}
            />
          )}
        </>
      )}
    </LoadedView>
  );
}
