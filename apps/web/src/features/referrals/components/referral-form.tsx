import { campaignBonusCent } from '@kwk/shared/referrals/splits';
import type { Mandant } from '@kwk/shared/tenants/mandant.schemas';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../../../i18n/page-texts.ts';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { bindFields } from '../../../lib/bind-fields.ts';
import { LazyCaptchaField } from '../../../ui/lazy-captcha-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { campaignKey } from '../referral-form-state.ts';
import { useReferralForm } from '../use-referral-form.ts';
import { CampaignList } from './campaign-list.tsx';
import { ProgrammeRules } from './programme-rules.tsx';
import { ReferralConsents } from './referral-consents.tsx';
import { ReferralOutcome } from './referral-outcome.tsx';
import { ReferrerFields } from './referrer-fields.tsx';
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
  const { t } = useTranslation();
  const id = useId();
  const lang = currentLanguage();
  const { Rules, Brand } = mandant;
  const form = useReferralForm({ mandant, productId, agentNumber, employee });
  const { values, set, campaigns, errors } = form;
  const field = bindFields(values, set, errors);
  const rewardCent = products.find((p) => p.id === values.productId)?.rewardCent ?? null;
  const ticked = new Set(campaigns.filter((c) => values.campaigns[c.AktionsId]).map((c) => c.AktionsId));

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
    <form ref={form.formRef} className="form referral-form" noValidate onSubmit={form.submit}>
      <p ref={form.errorRef} tabIndex={-1} className="form__error" role="alert">
        {form.formError}
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
        {...field('recipientEmail', 'Empfaenger.Email')}
      />
      <ReferrerFields
        values={values}
        set={set}
        errors={errors}
        withAddress={Rules.EmpfehlerAdresse === true}
      />
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
      <ReferralConsents
        id={id}
        values={values}
        set={set}
        agbText={form.agbText}
        lang={lang}
        invalidProps={invalidProps}
        fieldError={fieldError}
      />
      {form.captchaRequired && (
        <LazyCaptchaField
          round={form.captchaRound}
          language={lang}
          label={t('referral.captcha')}
          onPayload={form.onPayload}
        />
      )}
      <div>
        <button type="submit" className="button button--primary" disabled={form.sending}>
          {form.sending ? t('referral.sending') : t('referral.submit')}
        </button>
      </div>
      <ReferralOutcome outcome={form.outcome} lang={lang} resend={form.resend} />
    </form>
  );
}
