import { getHref } from '@kwk/shared/routes/route-table';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { ChangePasswordForm } from '../features/accounts/components/change-password-form.tsx';
import { PasswordForm } from '../features/accounts/components/password-form.tsx';
import { SignInRequired } from '../features/accounts/components/sign-in-required.tsx';
import { REDIRECT_PARAM, safeRedirectPath } from '../features/accounts/redirect-target.ts';
import { useSession } from '../features/accounts/use-session.ts';
import { acceptInvitation } from '../features/agency/admin/api/invitations.ts';
import { InvitationRegistration } from '../features/agency/admin/invitation-registration.tsx';
import { currentLanguage } from '../i18n/i18n.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { ApiRequestError } from '../lib/api-client.ts';
import { storeLogin } from '../lib/session/session-store.ts';
import { AppLink } from '../ui/app-link.tsx';

/** The query parameter of the registration link an agency's invitation mails (issue 13). */
const INVITATION_PARAM = 'einladung';

/**
 * /registrieren (RegistrierungAbschliessen): after the first sign-in by mailed link the referrer
 * chooses a password (spec §6), then goes on to `?redirect=` or the personal area. With
 * `?einladung=` it is the registration of an agent an agency invited (issue 13).
 */
export function Component() {
  const invitation = useSearchParams()[0].get(INVITATION_PARAM);
  return invitation ? <InvitedAgentRegistration linkToken={invitation} /> : <CompleteRegistration />;
}

/**
 * The invited agent checks the link, chooses a password, and is signed in as a referrer by the
 * answer (stored like any login), then lands in the personal area.
 */
function InvitedAgentRegistration({ linkToken }: { linkToken: string }) {
  const { t } = useTranslation('agency');
  const navigate = useNavigate();
  const [refused, setRefused] = useState<string | null>(null);
  return (
    <SkeletonPage name="RegistrierungAbschliessen">
      <InvitationRegistration linkToken={linkToken} refusedCode={refused}>
        {(invitation) => (
          <PasswordForm
            lang={currentLanguage()}
            askCurrent={false}
            submitLabel={t('registration.submit')}
            save={async ({ Passwort, PasswortBestaetigung }) => {
              try {
                storeLogin(await acceptInvitation({ Token: linkToken, Passwort, PasswortBestaetigung }));
              } catch (error) {
                if (error instanceof ApiRequestError && error.status === 401) setRefused(error.code);
                throw error;
              }
              // An invited employee lands where they recommend with their own agent number (issue 27, item 13).
              navigate(
                getHref(invitation.Art === 'Mitarbeiter' ? 'MitarbeiterEmpfehlen' : 'PersoenlicherBereich'),
                {
                  replace: true,
                },
              );
              return t('registration.done');
            }}
          />
        )}
      </InvitationRegistration>
    </SkeletonPage>
  );
}

function CompleteRegistration() {
  const { t } = useTranslation();
  const { session, user } = useSession();
  const navigate = useNavigate();
  const redirect = safeRedirectPath(useSearchParams()[0].get(REDIRECT_PARAM), window.location.origin);
  // Set once the password is saved here, so the form (and its confirmation) stays until the next page.
  const [saved, setSaved] = useState(false);

  let content: React.ReactNode;
  if (!session) content = <SignInRequired />;
  else if (!user) content = <p role="status">{t('common.loading')}</p>;
  else if (user.PasswortGesetzt && !saved)
    content = (
      <p>
        {t('account.register.complete')}{' '}
        <AppLink to={getHref('PersoenlicherBereich')}>{t('account.toPersonalArea')}</AppLink>
      </p>
    );
  else
    content = (
      <ChangePasswordForm
        lang={currentLanguage()}
        askCurrent={false}
        submitLabel={t('account.register.submit')}
        onChanged={() => {
          setSaved(true);
          navigate(redirect ?? getHref('PersoenlicherBereich'), { replace: true });
        }}
      />
    );
  return <SkeletonPage name="RegistrierungAbschliessen">{content}</SkeletonPage>;
}
