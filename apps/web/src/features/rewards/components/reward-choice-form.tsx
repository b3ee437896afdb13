import type { Language } from '@kwk/shared/errors/error-codes';
import type { Reward, RewardList } from '@kwk/shared/rewards/reward-pickup.schemas';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../../../i18n/page-texts.ts';
import { trackGoal } from '../../../lib/analytics/track-goal.ts';
import { errorText } from '../../../lib/error-text.ts';
import { apiFailure, useRequestForm } from '../../../lib/use-request-form.ts';
import { BankAccountFields } from '../../../ui/bank-account-fields.tsx';
import { Checkbox } from '../../../ui/checkbox.tsx';
import { FormWithAlert, SubmitButton } from '../../../ui/form-parts.tsx';
import { RadioGroup } from '../../../ui/radio-group.tsx';
import { chooseReward, type RewardChosen } from '../api/choose-reward.ts';
import type { CallerAccess } from '../api/reward-fetch.ts';
import { forgetRewardToken } from '../reward-access.ts';
import { type ChoiceValues, choiceBody, emptyChoice } from '../reward-choice.ts';
import { voucherChoiceLabel, voucherRedeemText } from '../voucher-offer.ts';

interface Props {
  access: CallerAccess;
  reward: Reward;
  storedAccount: RewardList['GespeicherteBankdaten'];
  /** Rules.ModuleIBANNurDE: German IBANs only. */
  germanOnly: boolean;
  /** Modules.ModuleStoringBankdata: the account may be kept for next time. */
  canSave: boolean;
  /** Where a voucher goes: the account's own address (GutscheinEmail of the list), not to be changed. */
  voucherEmail: string;
  lang: Language;
  onChosen: (result: RewardChosen) => void;
}

/**
 * PraemieDaten (spec §2 "Reward pickup"): a transfer (the stored account, or holder and IBAN) or a
 * voucher by e-mail to the account's own address (shown, not asked: issue 12), checked with the shared chooseRewardBodySchema (ibantools loads on submit).
 * Errors stand at their fields and the first takes focus; others go to the form's alert.
 */
export function RewardChoiceForm(props: Props) {
  const { access, reward, storedAccount, germanOnly, canSave, lang, onChosen } = props;
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState(emptyChoice);
  const form = useRequestForm();
  const { errors } = form;

  const set =
    <K extends keyof ChoiceValues>(key: K) =>
    (value: ChoiceValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));
  const hasStoredAccount = storedAccount !== null;
  const typesAccount = !hasStoredAccount || values.account === 'new';
  const redeem = voucherRedeemText(reward, t, lang);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const { chooseRewardBodySchema } = await import('@kwk/shared/rewards/reward-pickup.schemas');
    const body = choiceBody(reward.PraemieId, values, { hasStoredAccount, canSave });
    const parsed = chooseRewardBodySchema(germanOnly, lang).safeParse(body);
    if (!parsed.success) return form.invalid(parsed.error.issues);
    form.start();
    try {
      onChosen(await chooseReward(access, parsed.data));
      trackGoal('reward', parsed.data.Auszahlung);
    } catch (error) {
      const failure = apiFailure(error);
      if (failure?.code === 'rewards.token_invalid') forgetRewardToken();
      // No account at all (`body.Bankdaten`) has no field of its own: its message is the alert's.
      const noAccount = failure?.fields.find((field) => field.path === 'body.Bankdaten');
      form.fail(noAccount ? undefined : error, noAccount?.message ?? errorText(failure?.code, lang));
    }
  }

  return (
    <FormWithAlert form={form} onSubmit={submit}>
      <RadioGroup
        legend={t('rewards.form.kind')}
        name="Auszahlung"
        options={[
          { value: 'Ueberweisung', label: t('rewards.payout.Ueberweisung') },
          { value: 'Gutschein', label: voucherChoiceLabel(reward, t, lang) },
        ]}
        value={values.kind}
        onChange={set('kind')}
        error={errors.Auszahlung}
      />
      {values.kind === 'Ueberweisung' && storedAccount && (
        <RadioGroup
          legend={t('rewards.form.account')}
          name="Konto"
          options={[
            {
              value: 'stored',
              label: t('rewards.form.storedAccount', {
                holder: storedAccount.Kontoinhaber,
                iban: storedAccount.IbanMaskiert,
              }),
            },
            { value: 'new', label: t('rewards.form.newAccount') },
          ]}
          value={values.account}
          onChange={set('account')}
        />
      )}
      {values.kind === 'Ueberweisung' && typesAccount && (
        <>
          <BankAccountFields
            labels={{
              holder: t('rewards.form.kontoinhaber'),
              iban: t('rewards.form.iban'),
              ibanHint: germanOnly ? t('rewards.form.ibanHintGerman') : t('rewards.form.ibanHint'),
            }}
            values={values}
            onChange={(field, value) => set(field)(value)}
            errors={{ Kontoinhaber: errors['Bankdaten.Kontoinhaber'], Iban: errors['Bankdaten.Iban'] }}
          />
          {canSave && (
            <Checkbox
              id={`${id}-save`}
              label={t('rewards.form.save')}
              checked={values.save}
              onChange={set('save')}
            />
          )}
        </>
      )}
      {values.kind === 'Gutschein' && <p>{t('rewards.form.voucherTo', { email: props.voucherEmail })}</p>}
      {values.kind === 'Gutschein' && redeem && <p>{redeem}</p>}
      <SubmitButton label={t('rewards.form.submit')} sending={form.sending} />
      <p role="status" className="form__status">
        {form.sending ? t('rewards.form.sending') : ''}
      </p>
    </FormWithAlert>
  );
}
