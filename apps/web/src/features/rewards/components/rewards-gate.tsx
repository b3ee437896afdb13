import type { RewardList } from '@kwk/shared/rewards/reward-pickup.schemas';
import { getHref } from '@kwk/shared/routes/route-table';
import type { ReactNode } from 'react';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { AppLink } from '../../../ui/app-link.tsx';
import '../../../i18n/page-texts.ts';
import { errorText } from '../../../lib/error-text.ts';
import type { RewardAccess } from '../reward-access.ts';
import type { RewardsState } from '../use-rewards.ts';
import './rewards.css';

interface Props {
  access: RewardAccess;
  state: RewardsState;
  /** Shown to a visitor with neither a reward link nor a session: the way to Login. */
  signIn: ReactNode;
  children: (list: RewardList) => ReactNode;
}

/** A refused reward link: spec §8 "reward token invalid or expired: contact support". */
function LinkRefused() {
  const { t } = useTranslation();
  return (
    <>
      <p role="alert" className="form__error">
        {errorText('rewards.token_invalid', currentLanguage())}
      </p>
      <p>
        <AppLink to={getHref('Kontakt')}>{t('rewards.contactSupport')}</AppLink>
      </p>
    </>
  );
}

/**
 * The pickup screens act for a reward link or a session. Until the rewards are known the status
 * region says so; a refused link or a failed call says why.
 */
export function RewardsGate({ access, state, signIn, children }: Props) {
  const { t } = useTranslation();
  if (access.kind === 'none') return signIn;
  if (access.kind === 'invalidToken') return <LinkRefused />;
  return (
    <>
      <p role="status" className="form__status">
        {state.type === 'loading' ? t('rewards.loading') : ''}
      </p>
      {state.type === 'failed' &&
        (state.code === 'rewards.token_invalid' ? (
          <LinkRefused />
        ) : (
          <p role="alert" className="form__error">
            {errorText(state.code, currentLanguage())}
          </p>
        ))}
      {state.type === 'ready' && children(state.data)}
    </>
  );
}
