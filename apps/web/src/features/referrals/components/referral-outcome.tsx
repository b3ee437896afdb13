import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorText } from '../../../lib/error-text.ts';
import type { Outcome } from '../use-referral-form.ts';

/** What the send came to, in the status region; a pending opt-in offers its mail again. */
export function ReferralOutcome({
  outcome,
  lang,
  resend,
}: {
  outcome: Outcome;
  lang: 'de' | 'en';
  resend: (email: string, number: number) => Promise<void>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div role="status" className="form__status">
        {outcome.type === 'created' && <p>{t('referral.created')}</p>}
        {outcome.type === 'resent' && <p>{t('referral.resent')}</p>}
        {outcome.type === 'pending' && <p>{errorText('referrals.optin_pending', lang)}</p>}
      </div>
      {outcome.type === 'pending' && outcome.number !== null && (
        <div>
          <button
            type="button"
            className="button"
            onClick={() => outcome.number !== null && resend(outcome.email, outcome.number)}
          >
            {t('referral.resend')}
          </button>
        </div>
      )}
    </>
  );
}
