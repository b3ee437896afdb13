import type { Language } from '@kwk/shared/errors/error-codes';
import { getHref } from '@kwk/shared/routes/route-table';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { AppLink } from '../../../ui/app-link.tsx';
import '../../../i18n/page-texts.ts';
import { errorText } from '../../../lib/error-text.ts';
import { apiFailure } from '../../../lib/use-request-form.ts';
import { confirmNewsletter } from '../api/confirm-newsletter.ts';
import { type OptinLinkProblem, optinLinkProblem } from '../newsletter-rules.ts';

type State =
  | { type: 'checking' }
  | { type: 'confirmed' }
  | { type: 'refused'; problem: OptinLinkProblem; code: string };

/**
 * The link of the newsletter's double opt-in mail (/empfehler/newsletter/optin?token=): confirms
 * once, without a session. A used or expired link says so and where a new one can be asked for.
 */
export function NewsletterConfirmation({ token, lang }: { token: string | null; lang: Language }) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>(
    token ? { type: 'checking' } : { type: 'refused', problem: 'expired', code: 'auth.link_expired' },
  );

  useEffect(() => {
    if (!token) return;
    let active = true;
    confirmNewsletter(token).then(
      () => active && setState({ type: 'confirmed' }),
      (error: unknown) => {
        const failure = apiFailure(error);
        if (active)
          setState({ type: 'refused', problem: optinLinkProblem(failure), code: failure?.code ?? '' });
      },
    );
    return () => {
      active = false;
    };
  }, [token]);

  return (
    <>
      <div role="status" className="form__status">
        {state.type === 'checking' && <p>{t('newsletter.optin.checking')}</p>}
        {state.type === 'confirmed' && <p>{t('newsletter.optin.done')}</p>}
      </div>
      {state.type === 'refused' && (
        <p role="alert" className="form__error">
          {state.problem === 'failed' ? errorText(state.code, lang) : t(`newsletter.optin.${state.problem}`)}
        </p>
      )}
      {state.type !== 'checking' && (
        <p>
          <AppLink to={getHref('MeineDaten')}>{t('newsletter.toMyData')}</AppLink>
        </p>
      )}
    </>
  );
}
