import { useCallback } from 'react';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useLoaded } from '../../../lib/use-loaded.ts';
import { useAgencyTexts } from '../i18n/use-agency-texts.ts';
import { checkInvitationLink, type InvitationByToken } from './api/invitations.ts';

/**
 * The first half of the invited agent's registration (`/registrieren?einladung=…`): checks the
 * link and says who invites whom; `children` asks for the password once the link is good. A
 * used or expired link gets the spec §8 text, and no form.
 */
export function InvitationRegistration({
  linkToken,
  refusedCode,
  children,
}: {
  linkToken: string;
  /** Set when taking up the invitation was refused meanwhile (used in another tab). */
  refusedCode: string | null;
  children: (invitation: InvitationByToken) => React.ReactNode;
}) {
  const { t } = useTranslation('agency');
  const textsReady = useAgencyTexts();
  const load = useCallback((signal: AbortSignal) => checkInvitationLink(linkToken, signal), [linkToken]);
  const [invitation] = useLoaded(load);

  if (!textsReady || invitation.type === 'loading' || invitation.type === 'idle')
    return <p role="status">{textsReady ? t('registration.checking') : ''}</p>;
  if (invitation.type === 'failed' || refusedCode)
    return (
      <p role="alert" className="form__error">
        {errorText(
          refusedCode ?? (invitation.type === 'failed' ? invitation.code : undefined),
          currentLanguage(),
        )}
      </p>
    );
  const { data } = invitation;
  return (
    <>
      <p>
        {t('registration.invited', {
          name: `${data.Vorname} ${data.Nachname}`,
          agency: data.Agentur,
          kind: t(`invite.kinds.${data.Art}`),
        })}
      </p>
      <p>{t('registration.account', { email: data.Email })}</p>
      {children(data)}
    </>
  );
}
