import { COOKIE_NAMES } from '@kwk/shared/constants';
import type { Campaign } from '@kwk/shared/content/content.schemas';
import { ELIGIBILITY_TEXT } from '@kwk/shared/eligibility/eligibility-text';
import { campaignBonusCent } from '@kwk/shared/referrals/splits';
import type { Mandant } from '@kwk/shared/tenants/mandant.schemas';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../../../i18n/page-texts.ts';
import { getHref } from '@kwk/shared/routes/route-table';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { getCookie } from '../../../lib/cookies.ts';
import { errorText } from '../../../lib/error-text.ts';
import { fieldErrorsFromApi, fieldErrorsFromIssues } from '../../../lib/field-errors.ts';
import { useStoredSession } from '../../../lib/session/session-store.ts';
import { useFieldErrors } from '../../../lib/use-field-errors.ts';
import { LazyCaptchaField } from '../../../ui/lazy-captcha-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import {
  createEmployeeRecommendation,
  createRecommendation,
  getRecommendationCaptchaRequired,
} from '../api/create-recommendation.ts';
import { getActiveCampaigns } from '../api/get-campaigns.ts';
import { resendOptin } from '../api/resend-optin.ts';
import {
  campaignErrors,
  campaignKey,
  initialFormState,
  type ReferralFormState,
  toCreateBody,
  withKnownReferrer,
} from '../referral-form-state.ts';
import { CampaignList } from './campaign-list.tsx';
import { ProgrammeRules } from './programme-rules.tsx';
import { SplitChoice } from './split-choice.tsx';

export interface ProductOption {
  id: number;
  name: string;
  /** Highest reward in cents, to show what each split gives; null or absent without a reward. */
  rewardCent?: number | null;
}

export interface ReferralFormProps {
  mandant: Pick<Mandant, 'Rules' | 'Brand'>;
  products: readonly ProductOption[];
  /** Preselected product (route Empfehlen, or a card chosen on the start page). */
  productId: number | null;
  /** The agent's number when recommending through an agent (route EmpfehlenAgent). */
  agentNumber?: string;
  /**
   * An agency's employee recommending as themself (/mitarbeiterempfehlen): sent with their session,
   * whose agent number the server puts on the referral; the employees' exclusion rule is not shown.
   */
  employee?: boolean;
}

type Outcome =
  | { type: 'none' }
  | { type: 'created' }
  | { type: 'pending'; email: string; number: number | null }
  | { type: 'resent' };

/** The Empfehlungsnummer a 409 referrals.optin_pending carries, at the top or in details. */
function pendingNumber(error: ApiRequestError): number | null {
  const details = error.body.details as Record<string, unknown> | undefined;
  const value = error.body.Empfehlungsnummer ?? details?.Empfehlungsnummer;
  return typeof value === 'number' ? value : null;
}

/**
 * The recommendation form of spec §2/§3: validates with the shared recommendationCreateSchema (the
 * server uses the same), errors at the field, focus to the first invalid field, results in a
 * status region. Loaded lazily so the start page stays within its script budget.
 */
export default function ReferralForm({
  mandant,
  products,
  productId,
  agentNumber,
  employee = false,
}: ReferralFormProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const lang = currentLanguage();
  const { Rules, Brand } = mandant;
  // A signed-in referrer is not asked again for what the portal knows (issue 17).
  const referrer = useStoredSession()?.user ?? null;
  const [campaigns, setCampaigns] = useState<Campaign[]>([]);
  const [values, setValues] = useState<ReferralFormState>(() =>
    initialFormState({
      productId,
      recommenderDefaultShare: Rules.RecommenderDefaultShare,
      agbAutoAccept: Rules.AgbCheckBoxAutoAccept,
      campaigns: [],
      referrer,
    }),
  );
  const { errors, formRef, show: showErrors, clear: clearErrors } = useFieldErrors();
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ type: 'none' });
  const [captchaRequired, setCaptchaRequired] = useState(false);
  const captcha = useRef<string | undefined>(undefined);
  const [captchaRound, setCaptchaRound] = useState(0);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const agbText = t('referral.terms', { client: Brand.Name });

  // biome-ignore lint/correctness/useExhaustiveDependencies: campaigns come in the request's language (Accept-Language)
  useEffect(() => {
    const controller = new AbortController();
    getActiveCampaigns(controller.signal).then(
      (list) => {
        setCampaigns(list);
        // A language switch fetches the campaigns' texts again; what was ticked stays ticked.
        setValues((v) => ({
          ...v,
          campaigns: { ...Object.fromEntries(list.map((c) => [c.AktionsId, c.abgehakt])), ...v.campaigns },
        }));
      },
      // Without campaigns the form still works (spec §8: a missing campaign endpoint is no error).
      () => undefined,
    );
    getRecommendationCaptchaRequired().then(
      (required) => !controller.signal.aborted && setCaptchaRequired(required),
      // The server still enforces it and answers captcha.required.
      () => undefined,
    );
    return () => controller.abort();
  }, [i18n.language]);

  useEffect(() => {
    if (productId !== null) setValues((v) => ({ ...v, productId }));
  }, [productId]);

  useEffect(() => {
    setValues((v) => withKnownReferrer(v, referrer));
  }, [referrer]);

  const onPayload = useCallback((payload: string | undefined) => {
    captcha.current = payload;
  }, []);

  const set =
    <K extends keyof ReferralFormState>(field: K) =>
    (value: ReferralFormState[K]) =>
      setValues((v) => ({ ...v, [field]: value }));

  const rewardCent = products.find((p) => p.id === values.productId)?.rewardCent ?? null;
  const ticked = new Set(campaigns.filter((c) => values.campaigns[c.AktionsId]).map((c) => c.AktionsId));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFormError(null);
    setOutcome({ type: 'none' });
    // zod and the shared schema load on first use: the start page stays within its script budget.
    const { recommendationCreateSchema } = await import('@kwk/shared/referrals/referral.schemas');
    const schema = recommendationCreateSchema(Rules, lang);
    const body = toCreateBody(values, {
      agbText,
      channel: getCookie(COOKIE_NAMES.channel),
      campaigns,
      agentNumber,
      withAddress: Rules.EmpfehlerAdresse === true,
    });
    const parsed = schema.safeParse(body);
    const found = {
      ...(parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues)),
      ...campaignErrors(values, campaigns, lang),
    };
    if (!parsed.success || Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    clearErrors();
    setSending(true);
    const payload = captcha.current;
    captcha.current = undefined;
    try {
      await (employee ? createEmployeeRecommendation : createRecommendation)(parsed.data, payload);
      setOutcome({ type: 'created' });
      setValues((v) => ({ ...v, recipientEmail: '' }));
    } catch (error) {
      const code = error instanceof ApiRequestError ? error.code : undefined;
      if (error instanceof ApiRequestError && code === 'referrals.optin_pending') {
        setOutcome({ type: 'pending', email: parsed.data.Empfehler.Email, number: pendingNumber(error) });
      } else {
        if (code === 'captcha.required') setCaptchaRequired(true);
        if (error instanceof ApiRequestError && error.fields.length > 0) {
          showErrors(fieldErrorsFromApi(error.fields));
        }
        setFormError(errorText(code, lang));
        errorRef.current?.focus();
      }
    } finally {
      setSending(false);
      if (payload) setCaptchaRound((round) => round + 1);
    }
  }

  async function resend(email: string, number: number) {
    setFormError(null);
    try {
      await resendOptin(email, number);
      setOutcome({ type: 'resent' });
    } catch (error) {
      setFormError(errorText(error instanceof ApiRequestError ? error.code : undefined, lang));
      errorRef.current?.focus();
    }
  }

  const errorId = (key: string) => `${id}-${key.replaceAll('.', '-')}-error`;
  const fieldError = (key: string) =>
    errors[key] ? (
      <p id={errorId(key)} className="field__error">
        {errors[key]}
      </p>
    ) : null;
  const invalidProps = (key: string) =>
    errors[key] ? { 'aria-invalid': true as const, 'aria-describedby': errorId(key) } : {};

  return (
    <form ref={formRef} className="form referral-form" noValidate onSubmit={submit}>
      <p ref={errorRef} tabIndex={-1} className="form__error" role="alert">
        {formError}
      </p>
      <div className="field">
        <label htmlFor={`${id}-product`}>{t('referral.product')}</label>
        <select
          id={`${id}-product`}
          name="Produkt"
          required
          value={values.productId ?? ''}
          onChange={(e) => set('productId')(e.target.value === '' ? null : Number(e.target.value))}
          {...invalidProps('Empfehlung.Produkt')}
        >
          <option value="">{t('referral.productChoose')}</option>
          {products.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
        {fieldError('Empfehlung.Produkt')}
      </div>
      <TextField
        label={t('referral.recipientEmail')}
        name="EmpfaengerEmail"
        type="email"
        autoComplete="off"
        required
        maxLength={254}
        value={values.recipientEmail}
        onChange={set('recipientEmail')}
        error={errors['Empfaenger.Email']}
      />
      <fieldset className="form__group">
        <legend>{t('referral.yourData')}</legend>
        <TextField
          label={t('referral.firstName')}
          name="Vorname"
          autoComplete="given-name"
          required
          maxLength={100}
          value={values.firstName}
          onChange={set('firstName')}
          error={errors['Empfehler.Vorname']}
        />
        <TextField
          label={t('referral.lastName')}
          name="Nachname"
          autoComplete="family-name"
          required
          maxLength={100}
          value={values.lastName}
          onChange={set('lastName')}
          error={errors['Empfehler.Nachname']}
        />
        <TextField
          label={t('referral.email')}
          name="Email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          value={values.email}
          onChange={set('email')}
          error={errors['Empfehler.Email']}
        />
      </fieldset>
      {Rules.EmpfehlerAdresse && (
        <fieldset className="form__group">
          <legend>{t('referral.address.legend')}</legend>
          <TextField
            label={t('referral.address.street')}
            name="Strasse"
            autoComplete="address-line1"
            required
            maxLength={100}
            value={values.address.street}
            onChange={(street) => set('address')({ ...values.address, street })}
            error={errors['Empfehler.Adresse.Strasse'] ?? errors['Empfehler.Adresse']}
          />
          <TextField
            label={t('referral.address.houseNumber')}
            name="Hausnummer"
            required
            maxLength={20}
            value={values.address.houseNumber}
            onChange={(houseNumber) => set('address')({ ...values.address, houseNumber })}
            error={errors['Empfehler.Adresse.Hausnummer']}
          />
          <TextField
            label={t('referral.address.postcode')}
            name="Plz"
            autoComplete="postal-code"
            inputMode="numeric"
            required
            maxLength={10}
            value={values.address.postcode}
            onChange={(postcode) => set('address')({ ...values.address, postcode })}
            error={errors['Empfehler.Adresse.Plz'] ?? errors['Empfehler.Adresse.Land']}
          />
          <TextField
            label={t('referral.address.city')}
            name="Ort"
            autoComplete="address-level2"
            required
            maxLength={100}
            value={values.address.city}
            onChange={(city) => set('address')({ ...values.address, city })}
            error={errors['Empfehler.Adresse.Ort']}
          />
        </fieldset>
      )}
      {/* With a cap of 0 no split gives the contact anything: there is nothing to choose. */}
      {Brand.Features.BountyNotice && Rules.MaxEmpfaengerPraemieCent > 0 && (
        <SplitChoice
          id={id}
          value={values.share}
          onChange={set('share')}
          rewardCent={rewardCent}
          maxRecipientCent={Rules.MaxEmpfaengerPraemieCent}
          bonusCent={campaignBonusCent(campaigns, ticked)}
          lang={lang}
          invalidProps={invalidProps('Empfehlung.AnteilEmpfehler')}
          error={fieldError('Empfehlung.AnteilEmpfehler')}
        />
      )}
      {campaigns.length > 0 && (
        <CampaignList
          campaigns={campaigns}
          ticked={values.campaigns}
          onTick={(aktionsId, ticked) => set('campaigns')({ ...values.campaigns, [aktionsId]: ticked })}
          lang={lang}
          id={id}
          fieldError={fieldError}
          invalidProps={invalidProps}
          errorKey={campaignKey}
        />
      )}
      <ProgrammeRules banking={Rules.BankingActivityRule} employee={employee} />
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
      {captchaRequired && (
        <LazyCaptchaField
          round={captchaRound}
          language={lang}
          label={t('referral.captcha')}
          onPayload={onPayload}
        />
      )}
      <div>
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? t('referral.sending') : t('referral.submit')}
        </button>
      </div>
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
    </form>
  );
}
