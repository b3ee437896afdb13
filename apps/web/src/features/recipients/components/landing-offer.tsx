import { formatRewardEuro } from '@kwk/shared/catalogue/catalogue.rules';
import type { Language } from '@kwk/shared/errors/error-codes';
import type { Landing, Recipient } from '@kwk/shared/recipients/recipient.schemas';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../../../i18n/page-texts.ts';
import './recipient.css';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { displayDate } from '../../../lib/display-date.ts';
import { errorText } from '../../../lib/error-text.ts';
import { getRecipient } from '../api/get-recipient.ts';
import { friendBenefit } from '../friend-benefit.ts';
import { landingAction } from '../landing-action.ts';
import { openRecipient } from '../open-recipient.ts';
import { readRecipientAccess } from '../recipient-cookie.ts';
import { type RecipientStep, recipientStepHref } from '../recipient-steps.ts';
import { LandingProduct } from './landing-product.tsx';

interface Props {
  landing: Landing;
  k: string;
  channel: string;
  /** Modules.ModuleStoringBankdata: whether a returning recipient may still owe bank data. */
  storesBankData: boolean;
  /** Rules.BankingActivityRule: the account-use rule binds the recipient, so it is said before they start. */
  bankingRule: boolean;
  lang: Language;
  /** Where "Jetzt Daten bestätigen" leads: the recipient's next open step. */
  onOpened: (step: RecipientStep) => void;
  /** The referral expired or was blocked between the landing and the click. */
  onRefused: (code: 'recipients.expired' | 'recipients.blocked') => void;
}

/**
 * The landing's offer: who recommends what, the friend's benefit and the one button first (above the
 * fold at 390 px, issue 30), then the product's image and prices, the validity date, the three steps and
 * the conditions.
 */
export function LandingOffer({
  landing,
  k,
  channel,
  storesBankData,
  bankingRule,
  lang,
  onOpened,
  onRefused,
}: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const validUntil = displayDate(landing.GueltigBis);
  const steps = t('recipient.landing.steps', { returnObjects: true }) as string[];
  const progress = useOwnProgress(landing.Empfehlungsnummer);
  const action = progress === 'checking' ? null : landingAction(progress, storesBankData);
  const benefit = friendBenefit(landing.EmpfaengerPraemieCent, landing.ProduktName);

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
        {t('recipient.landing.recommends', {
          name: landing.EmpfehlerName,
          product: landing.ProduktName,
        })}
      </h2>
      {/* The friend's own benefit first (issue 30): their share only, never the referrer's (issue 17). */}
      <p className="card__reward recipient-offer__benefit">
        {benefit.kind === 'share'
          ? t('recipient.landing.share', { amount: formatRewardEuro(benefit.cent, lang) })
          : t('recipient.landing.offer', { product: landing.ProduktName })}
      </p>
      {action === 'done' ? (
        <>
          <p>{t('recipient.landing.done')}</p>
          <p>
            <Link
              className="button button--primary button--link"
              to={recipientStepHref('EmpfaengerBestaetigung', landing.Empfehlungsnummer)}
            >
              {t('recipient.landing.toOrder')}
            </Link>
          </p>
        </>
      ) : (
        <>
          <p ref={errorRef} tabIndex={-1} role="alert" className="form__error">
            {error}
          </p>
          {action && (
            <div>
              <button type="button" className="button button--primary" disabled={busy} onClick={start}>
                {t(`recipient.landing.action.${action}`)}
              </button>
            </div>
          )}
          <p role="status" className="form__status">
            {busy ? t('recipient.landing.starting') : ''}
          </p>
        </>
      )}
      {/* Below the benefit and the button, so its image can never push them below the fold at 390 px. */}
      <LandingProduct id={landing.ProduktId} lang={lang} />
      {validUntil && <p>{t('recipient.landing.validUntil', { date: validUntil })}</p>}
      {action !== 'done' && (
        <>
          <h3 id={`${id}-steps`}>{t('recipient.landing.stepsTitle')}</h3>
          <ol className="next-steps" aria-labelledby={`${id}-steps`}>
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </>
      )}
      {benefit.kind === 'share' && <p>{t('recipient.landing.shareNote')}</p>}
      {bankingRule && <p className="recipient-offer__rule">{t('recipient.bankingRule')}</p>}
    </section>
  );
}

/**
 * The recipient this browser already is for the referral (its cookie), as the server knows them;
 * null for none (or a cookie the server no longer knows), 'checking' while asking.
 */
function useOwnProgress(empfehlungsnummer: number): Recipient | null | 'checking' {
  const [progress, setProgress] = useState<Recipient | null | 'checking'>(() =>
    readRecipientAccess(empfehlungsnummer) ? 'checking' : null,
  );
  useEffect(() => {
    const access = readRecipientAccess(empfehlungsnummer);
    if (!access) return;
    const controller = new AbortController();
    getRecipient(access.token, controller.signal).then(
      (recipient) => setProgress(recipient.Empfehlungsnummer === empfehlungsnummer ? recipient : null),
      // Unknown or erased: "Jetzt Daten bestätigen" makes a new recipient (openRecipient).
      () => !controller.signal.aborted && setProgress(null),
    );
    return () => controller.abort();
  }, [empfehlungsnummer]);
  return progress;
}
