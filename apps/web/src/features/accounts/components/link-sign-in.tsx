import type { LoginResponse } from '@kwk/shared/accounts/account.schemas';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../../../i18n/page-texts.ts';
import { clearSession, storeLogin } from '../../../lib/session/session-store.ts';
import { apiFailure } from '../../../lib/use-request-form.ts';
import { signInWithLink } from '../api/sign-in-with-link.ts';
import { linkFailureCode } from '../sign-in-errors.ts';
import { LinkRefused } from './link-refused.tsx';

type State = { type: 'checking' } | { type: 'done' } | { type: 'refused'; code: string };

/**
 * Signs in with a one-time link: the access link from a mail (`/login?token=`) or the host system's
 * admin login (`/login/{token}`, `signIn` = signInAsAdmin). Progress, then on to the next page; a
 * refused link ends any old session (spec §8) and shows why, followed by `children`.
 */
export function LinkSignIn({
  token,
  onSignedIn,
  signIn = signInWithLink,
  children,
}: {
  token: string;
  onSignedIn: (response: LoginResponse) => void;
  signIn?: (token: string) => Promise<LoginResponse>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ type: 'checking' });

  useEffect(() => {
    let active = true;
    setState({ type: 'checking' });
    signIn(token).then(
      (response) => {
        if (!active) return;
        storeLogin(response);
        setState({ type: 'done' });
        onSignedIn(response);
      },
      (error: unknown) => {
        if (!active) return;
        clearSession();
        setState({ type: 'refused', code: linkFailureCode(apiFailure(error)) });
      },
    );
    return () => {
      active = false;
    };
  }, [token, onSignedIn, signIn]);

  return (
    <>
      <div role="status" className="form__status">
        {state.type === 'checking' && <p>{t('account.link.checking')}</p>}
        {state.type === 'done' && <p>{t('account.link.done')}</p>}
      </div>
      {state.type === 'refused' && (
        <>
          <LinkRefused code={state.code} />
          {children}
        </>
      )}
    </>
  );
}
