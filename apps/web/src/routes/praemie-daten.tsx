import { getHref } from '@kwk/shared/routes/route-table';
import { useLocation, useNavigate, useParams } from 'react-router';
import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { SignInRequired } from '../features/accounts/components/sign-in-required.tsx';
import { RewardPickup } from '../features/rewards/components/reward-pickup.tsx';
import { RewardsGate } from '../features/rewards/components/rewards-gate.tsx';
import { isRewardId } from '../features/rewards/reward-choice.ts';
import { useRewardAccess } from '../features/rewards/use-reward-access.ts';
import { useRewards } from '../features/rewards/use-rewards.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { errorText } from '../lib/error-text.ts';
import { useMandant } from '../lib/use-mandant.ts';
import { carryWidgetParam } from '../lib/widget-param.ts';
import { AppLink } from '../ui/app-link.tsx';

/**
 * /praemie/{praemieid} (spec §2 PraemieDaten): how to take one reward — transfer or voucher — once;
 * then on to /praemiedanke with the payout timing. Session or the mail's reward link.
 */
export function Component() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { praemieid } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const { Rules, Modules } = useMandant();
  const access = useRewardAccess();
  const allowed = access.kind === 'token' || access.kind === 'session' ? access : null;
  // An id that is none of ours (a mistyped address) is not worth a call.
  const caller = isRewardId(praemieid) ? allowed : null;
  const state = useRewards(caller, praemieid);
  return (
    <SkeletonPage name="PraemieDaten">
      {allowed && !caller ? (
        <p role="alert" className="form__error">
          {errorText('common.not_found', lang)}
        </p>
      ) : (
        <RewardsGate access={access} state={state} signIn={<SignInRequired />}>
          {(list) =>
            caller && (
              <RewardPickup
                access={caller}
                list={list}
                germanOnly={Rules.ModuleIBANNurDE}
                canSave={Modules.ModuleStoringBankdata}
                lang={lang}
                onChosen={(outcome) =>
                  navigate(carryWidgetParam(getHref('PraemieDanke'), search), { state: outcome })
                }
              />
            )
          }
        </RewardsGate>
      )}
      <p>
        <AppLink to={getHref('PraemieWaehlen')}>{t('rewards.back')}</AppLink>
      </p>
    </SkeletonPage>
  );
}
