import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { failureText } from '../../../lib/error-text.ts';
import { AppLink } from '../../../ui/app-link.tsx';
import { finishAgencySignIn, forgetPendingSignIn, readPendingSignIn } from '../api/agency-sign-in.ts';
import { storeAgencyUser } from '../session/agency-session-store.ts';
import { callbackStep } from '../session/sso-callback.ts';
import { AgencySignIn } from './agency-sign-in.tsx';

/** A code is good once: the exchange of this page's code runs once, even if the effect runs twice. */
const exchanged = new Set<string>();

/**
 * `/agentur/anmelden`, where the identity provider sends the browser back: the state is compared
 * with the one kept in this tab (a mismatch sends nothing on), then code and verifier go to
 * `PUT /agentur/sso`; the agency user is stored and the area opens.
 */
export function AgencyCallback() {
  const { t } = useTranslation('agency');
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const step = callbackStep(window.location.search, readPendingSignIn());
    if (step.kind !== 'exchange') {
      // A refused or forged return ends the sign-in under way; the user starts afresh.
      if (step.kind !== 'missing') forgetPendingSignIn();
      setProblem(t(`signIn.${step.kind}`));
      return;
    }
    if (exchanged.has(step.body.Code)) return;
    exchanged.add(step.body.Code);
    finishAgencySignIn(step.body).then(
      (user) => {
        forgetPendingSignIn();
        storeAgencyUser(user);
        navigate('/agentur', { replace: true });
      },
      (error: unknown) => {
        forgetPendingSignIn();
        setProblem(failureText(error, currentLanguage()));
      },
    );
  }, [navigate, t]);

  if (!problem) return <p role="status">{t('signIn.checking')}</p>;
  return (
    <>
      <AgencySignIn problem={problem} />
      <p>
        <AppLink to="/agentur">{t('signIn.toArea')}</AppLink>
      </p>
    </>
  );
}
