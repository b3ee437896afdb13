import { formatRewardEuro } from '@kwk/shared/catalogue/catalogue.rules';
import type { Language } from '@kwk/shared/errors/error-codes';
import type { Landing } from '@kwk/shared/recipients/recipient.schemas';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../i18n/page-texts.ts';
import './recipient.css';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { displayDate } from '../../../lib/display-date.ts';
import { errorText } from '../../../lib/error-text.ts';
import { openRecipient } from '../open-recipient.ts';
import type { RecipientStep } from '../recipient-steps.ts';

interface Props {
  landing: Landing;
  k: string;
  channel: string;
  /** Modules.ModuleStoringBankdata: whether a returning recipient may still owe bank data. */
  storesBankData: boolean;
  lang: Language;
  /** Where "Jetzt Daten bestätigen" leads: the recipient's next open step. */
  onOpened: (step: RecipientStep) => void;
  /** The referral expired or was blocked between the landing and the click. */
  onRefused: (code: 'recipients.expired' | 'recipients.blocked') => void;
}

/** The landing's offer: who recommends what, the reward, the recipient's share and the way on. */
export function LandingOffer({ landing, k, channel, storesBankData, lang, onOpened, onRefused }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const validUntil = displayDate(landing.GueltigBis);
  const steps = t('recipient.landing.steps', { returnObjects: true }) as string[];

  async function start() {
    setBusy(true);
    setError(null);
    try {
      onOpened(await openRecipient(landing.Empfehlungsnummer, k, channel, storesBankData));
    } catch (e) {
      const code = e instanceof ApiRequestError ? e.code : undefined;
      if (code === 'recipients.expired' || code === 'recipients.blocked') onRefused(code);
      else {
        setError(errorText(code, lang));
        errorRef.current?.focus();
      }
      setBusy(false);
    }
  }

  return (
    <section className="card recipient-offer" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="recipient-offer__title">
        {t('recipient.landing.recommends', { name: landing.EmpfehlerName, product: landing.ProduktName })}
      </h2>
      {/* Only the recipient's own share: the whole reward may go to the referrer (issue 17). */}
      {landing.EmpfaengerPraemieCent > 0 && (
        <>
          <p className="card__reward">
            {t('recipient.landing.share', { amount: formatRewardEuro(landing.EmpfaengerPraemieCent, lang) })}
          </p>
          <p>{t('recipient.landing.shareNote')}</p>
        </>
      )}
      {validUntil && <p>{t('recipient.landing.validUntil', { date: validUntil })}</p>}
      <h3 id={`${id}-steps`}>{t('recipient.landing.stepsTitle')}</h3>
      <ol className="next-steps" aria-labelledby={`${id}-steps`}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p ref={errorRef} tabIndex={-1} role="alert" className="form__error">
        {error}
      </p>
      <div>
        <button type="button" className="button button--primary" disabled={busy} onClick={start}>
          {t('recipient.landing.start')}
        </button>
      </div>
      <p role="status" className="form__status">
        {busy ? t('recipient.landing.starting') : ''}
      </p>
    </section>
  );
}
