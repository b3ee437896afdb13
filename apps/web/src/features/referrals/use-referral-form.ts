import { COOKIE_NAMES } from '@kwk/shared/constants';
import type { Campaign } from '@kwk/shared/content/content.schemas';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { currentLanguage } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { getCookie } from '../../lib/cookies.ts';
import { errorText, failureText } from '../../lib/error-text.ts';
import { fieldErrorsFromApi, fieldErrorsFromIssues } from '../../lib/field-errors.ts';
import { getActiveCampaigns } from '../../lib/get-campaigns.ts';
import { useStoredSession } from '../../lib/session/session-store.ts';
import { useFieldErrors } from '../../lib/use-field-errors.ts';
import {
  createEmployeeRecommendation,
  createRecommendation,
  getRecommendationCaptchaRequired,
} from './api/create-recommendation.ts';
import { resendOptin } from './api/resend-optin.ts';
import type { ReferralFormProps } from './components/referral-form.tsx';
import {
  campaignErrors,
  initialFormState,
  type ReferralFormState,
  toCreateBody,
  withKnownReferrer,
} from './referral-form-state.ts';

export type Outcome =
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
 * The recommendation form's state and its two requests: the values (the campaigns ticked as the
 * server offers them, the signed-in referrer filled in), the check with the shared
 * recommendationCreateSchema (the server uses the same), the send with the captcha when asked for,
 * and the opt-in mail sent again.
 */
export function useReferralForm({
  mandant,
  productId,
  agentNumber,
  employee = false,
}: Omit<ReferralFormProps, 'products'>) {
  const { t, i18n } = useTranslation();
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

  async function submit(event: FormEvent) {
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
      setFormError(failureText(error, lang));
      errorRef.current?.focus();
    }
  }

  return {
    values,
    set,
    campaigns,
    errors,
    formRef,
    errorRef,
    formError,
    sending,
    outcome,
    captchaRequired,
    captchaRound,
    onPayload,
    agbText,
    submit,
    resend,
  };
}
