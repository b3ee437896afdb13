import { formatEuro } from '@kwk/shared/catalogue/catalogue.rules';
import { useEffect, useRef, useState } from 'react';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { failureText } from '../../../lib/error-text.ts';
import { StatusAndAlert } from '../components/status-and-alert.tsx';
import { AdminTable } from './admin-table.tsx';
import { deleteRewardPlan, type RewardPlan } from './api/reward-plans.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { planPeriod } from './plan-period.ts';

/**
 * The agency's reward plans; with `canEdit` (ability PraemienplanBearbeiten) each has a delete
 * button that asks first. After a deletion focus moves to the announcement, since the row's
 * button is gone.
 */
export function RewardPlanList({
  token,
  plans,
  canEdit,
  onDeleted,
}: {
  token: string;
  plans: readonly RewardPlan[];
  canEdit: boolean;
  onDeleted: (id: string) => void;
}) {
  const { t } = useTranslation('agency');
  const lang = currentLanguage();
  const [asking, setAsking] = useState<RewardPlan | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  // Focus moves after the render that fills the announcement: while empty it is hidden and takes none.
  const [deletedRound, setDeletedRound] = useState(0);
  useEffect(() => {
    if (deletedRound > 0) statusRef.current?.focus();
  }, [deletedRound]);

  async function remove(plan: RewardPlan) {
    setAsking(null);
    setFailure(null);
    try {
      await deleteRewardPlan(token, plan.Id);
      setAnnouncement(t('rewardPlans.deleted', { name: plan.Name }));
      onDeleted(plan.Id);
      setDeletedRound((n) => n + 1);
    } catch (error) {
      setFailure(failureText(error, lang));
      triggerRef.current?.focus();
    }
  }

  return (
    <>
      {plans.length === 0 ? (
        <p>{t('rewardPlans.empty')}</p>
      ) : (
        <AdminTable
          caption={t('rewardPlans.caption')}
          columns={[
            { label: t('rewardPlans.name') },
            { label: t('rewardPlans.product') },
            { label: t('rewardPlans.value'), number: true },
            { label: t('rewardPlans.period') },
            canEdit && { label: t('rewardPlans.action') },
          ]}
        >
          {plans.map((plan) => (
            <tr key={plan.Id}>
              <th scope="row">{plan.Name}</th>
              <td>{plan.ProduktName ?? t('rewardPlans.allProducts')}</td>
              <td className="admin-table__number">{formatEuro(plan.WertCent, lang)}</td>
              <td>{planPeriod(plan, lang)}</td>
              {canEdit && (
                <td>
                  <button
                    type="button"
                    className="button"
                    aria-label={t('rewardPlans.deleteLabel', { name: plan.Name })}
                    onClick={(event) => {
                      triggerRef.current = event.currentTarget;
                      setAsking(plan);
                    }}
                  >
                    {t('rewardPlans.delete')}
                  </button>
                </td>
              )}
            </tr>
          ))}
        </AdminTable>
      )}
      <StatusAndAlert
        status={announcement}
        error={failure}
        statusClass="form__status"
        statusRef={statusRef}
      />
      {asking && (
        <ConfirmDialog
          title={t('rewardPlans.confirmTitle')}
          text={t('rewardPlans.confirmText', { name: asking.Name })}
          confirmLabel={t('rewardPlans.confirm')}
          cancelLabel={t('rewardPlans.cancel')}
          onConfirm={() => remove(asking)}
          onCancel={() => {
            setAsking(null);
            triggerRef.current?.focus();
          }}
        />
      )}
    </>
  );
}
