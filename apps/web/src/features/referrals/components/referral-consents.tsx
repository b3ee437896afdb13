import { ELIGIBILITY_TEXT } from '@kwk/shared/eligibility/eligibility-text';
import { getHref } from '@kwk/shared/routes/route-table';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { ReferralFormState } from '../referral-form-state.ts';

/** The two ticks a referral needs: the terms (their text as the tenant words it) and the eligibility. */
export function ReferralConsents({
  id,
  values,
  set,
  agbText,
  lang,
  invalidProps,
  fieldError,
}: {
  id: string;
  values: ReferralFormState;
  set: <K extends keyof ReferralFormState>(field: K) => (value: ReferralFormState[K]) => void;
  agbText: string;
  lang: 'de' | 'en';
  invalidProps: (key: string) => object;
  fieldError: (key: string) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="checkbox">
        <input
          id={`${id}-terms`}
          type="checkbox"
          name="AgbAkzeptiert"
          required
          checked={values.terms}
          onChange={(e) => set('terms')(e.target.checked)}
          {...invalidProps('Empfehlung.AgbAkzeptiert')}
        />
        <label htmlFor={`${id}-terms`}>{agbText}</label>
        <p className="checkbox__hint">
          <a href={getHref('Agb')}>{t('referral.termsLink')}</a>
        </p>
        {fieldError('Empfehlung.AgbAkzeptiert')}
      </div>
      <div className="checkbox">
        <input
          id={`${id}-eligible`}
          type="checkbox"
          name="Teilnahmeberechtigt"
          required
          checked={values.eligible}
          onChange={(e) => set('eligible')(e.target.checked)}
          {...invalidProps('Empfehler.Teilnahmeberechtigt')}
        />
        {/* The shared text word for word: the server stores this very text as the proof. */}
        <label htmlFor={`${id}-eligible`}>{ELIGIBILITY_TEXT[lang]}</label>
        {fieldError('Empfehler.Teilnahmeberechtigt')}
      </div>
    </>
  );
}
