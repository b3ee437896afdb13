import { getHref } from '@kwk/shared/routes/route-table';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { confirmOptin } from '../features/referrals/api/confirm-optin.ts';
import { saveShareInfo } from '../features/referrals/share-info-storage.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { ApiRequestError } from '../lib/api-client.ts';
import { errorText } from '../lib/error-text.ts';

type State = { type: 'confirming' } | { type: 'done' } | { type: 'error'; message: string };

/** /bestaetigung?token=…: confirms the referrer's opt-in on load, then goes on to the share step. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const [state, setState] = useState<State>(() =>
    token ? { type: 'confirming' } : { type: 'error', message: t('confirm.missingToken') },
  );

  useEffect(() => {
    if (!token) return;
    let active = true;
    confirmOptin(token).then(
      (info) => {
        saveShareInfo(info);
        if (!active) return;
        setState({ type: 'done' });
        navigate(getHref('EmpfehlungTeilen'), { replace: true });
      },
      (error: unknown) => {
        if (!active) return;
        const code = error instanceof ApiRequestError ? error.code : undefined;
        setState({ type: 'error', message: errorText(code, currentLanguage()) });
      },
    );
    return () => {
      active = false;
    };
  }, [token, navigate]);

  return (
    <SkeletonPage name="EmpfehlungBestaetigung">
      <div role="status" className="form__status">
        {state.type === 'confirming' && <p>{t('confirm.progress')}</p>}
        {state.type === 'done' && <p>{t('confirm.done')}</p>}
      </div>
      {state.type === 'error' && (
        <>
          <p role="alert" className="form__error">
            {state.message}
          </p>
          <p>
            <Link to={getHref('Home')}>{t('common.backHome')}</Link>
          </p>
        </>
      )}
    </SkeletonPage>
  );
}
