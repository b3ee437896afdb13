import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useLoaded } from '../../../lib/use-loaded.ts';
import { getInvitationMaskData } from '../admin/api/invitations.ts';
import { InviteAgentForm } from '../admin/invite-agent-form.tsx';
import { LoadedView } from '../admin/loaded-view.tsx';
import type { AgencyTabProps } from '../tab-modules.ts';

/** Tab "einladen" (ability Einladungstool): invite an agent, who gets a registration link by mail. */
export default function EinladenTab({ user }: AgencyTabProps) {
  const { t } = useTranslation('agency');
  const load = useCallback((signal: AbortSignal) => getInvitationMaskData(user.Token, signal), [user.Token]);
  const [mask] = useLoaded(load);
  return (
    <LoadedView state={mask} loadingText={t('invite.loading')}>
      {(data) => (
        <>
          <p>{t('invite.intro', { agency: data.Agentur })}</p>
          <InviteAgentForm token={user.Token} kinds={data.Arten} />
        </>
      )}
    </LoadedView>
  );
}
