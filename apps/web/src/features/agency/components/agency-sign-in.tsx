import { useEffect, useRef, useState } from 'react';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { failureText } from '../../../lib/error-text.ts';
import { startAgencySignIn } from '../api/agency-sign-in.ts';
import type { SignOutReason } from '../session/agency-session-store.ts';
import { StatusAndAlert } from './status-and-alert.tsx';

/**
 * The area's sign-in (spec §6): one button that leaves for the agency's identity provider. A
 * notice says why the user sees it again (signed out, expired, refused) and takes focus, so a
 * screen-reader user hears it at once.
 */
export function AgencySignIn({ reason, problem }: { reason?: SignOutReason | null; problem?: string }) {
  const { t } = useTranslation('agency');
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const notice = problem ?? (reason ? t(`signIn.${reason}`) : null);

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  async function signIn() {
    setStarting(true);
    setError(null);
    try {
      await startAgencySignIn();
    } catch (caught) {
      setStarting(false);
      setError(failureText(caught, currentLanguage()));
    }
  }

  return (
    <div className="agency-sign-in">
      {notice && (
        <p ref={noticeRef} tabIndex={-1} className="agency-notice" role="status">
          {notice}
        </p>
      )}
      <p>{t('signIn.intro')}</p>
      <button type="button" className="button button--primary" disabled={starting} onClick={signIn}>
        {t('signIn.button')}
      </button>
      <StatusAndAlert
        status={starting ? t('signIn.starting') : ''}
        error={error}
        statusClass="agency-status"
      />
    </div>
  );
}
