import { useState } from 'react';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { bindFields } from '../../../lib/bind-fields.ts';
import { errorText } from '../../../lib/error-text.ts';
import { apiFailure, useRequestForm } from '../../../lib/use-request-form.ts';
import { FormAlert, SubmitButton } from '../../../ui/form-parts.tsx';
import { DateField, SelectField } from '../../../ui/plain-fields.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { addRewardPlan, type RewardPlan } from './api/reward-plans.ts';
import { asIssues } from './as-issues.ts';
import { checkRewardPlan, EMPTY_REWARD_PLAN, type RewardPlanFormValues } from './reward-plan-form.ts';

export interface ProductChoice {
  id: number;
  name: string;
}

/** Adds a reward plan (ability PraemienplanBearbeiten): a name, a product or all, euros, a period. */
export function AddRewardPlanForm({
  token,
  products,
  onAdded,
}: {
  token: string;
  products: readonly ProductChoice[];
  onAdded: (plan: RewardPlan) => void;
}) {
  const { t } = useTranslation('agency');
  const lang = currentLanguage();
  const form = useRequestForm();
  const [values, setValues] = useState<RewardPlanFormValues>(EMPTY_REWARD_PLAN);
  const [added, setAdded] = useState<string | null>(null);
  const set = (field: keyof RewardPlanFormValues) => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }));
  const field = bindFields(values, set, form.errors);
  const labels = {
    Name: t('rewardPlans.name'),
    Wert: t('rewardPlans.value'),
    Startdatum: t('rewardPlans.start'),
    Enddatum: t('rewardPlans.end'),
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setAdded(null);
    const checked = checkRewardPlan(values, lang, {
      valueLabel: labels.Wert,
      startLabel: labels.Startdatum,
      valueInvalid: t('rewardPlans.valueInvalid'),
    });
    if ('errors' in checked) return form.invalid(asIssues(checked.errors));
    form.start();
    try {
      const plan = await addRewardPlan(token, checked.body);
      form.done();
      setValues(EMPTY_REWARD_PLAN);
      setAdded(plan.Name);
      onAdded(plan);
    } catch (error) {
      form.fail(error, errorText(apiFailure(error)?.code, lang));
    }
  }

  return (
    <form
      ref={form.formRef}
      className="form"
      noValidate
      onSubmit={submit}
      aria-labelledby="agency-plan-add-title"
    >
      <h3 id="agency-plan-add-title">{t('rewardPlans.addTitle')}</h3>
      <FormAlert text={form.formError} alertRef={form.errorRef} />
      <TextField
        label={labels.Name}
        name="Name"
        autoComplete="off"
        required
        maxLength={200}
        {...field('Name')}
      />
      <SelectField
        label={t('rewardPlans.product')}
        name="ProduktId"
        {...field('ProduktId')}
        options={[
          { value: '', label: t('rewardPlans.allProducts') },
          ...products.map((p) => ({ value: String(p.id), label: p.name })),
        ]}
      />
      <TextField
        label={labels.Wert}
        hint={t('rewardPlans.valueHint')}
        name="Wert"
        inputMode="decimal"
        autoComplete="off"
        required
        maxLength={12}
        {...field('Wert', 'WertCent')}
      />
      <DateField label={labels.Startdatum} name="Startdatum" required {...field('Startdatum')} />
      <DateField
        label={labels.Enddatum}
        hint={t('rewardPlans.endHint')}
        name="Enddatum"
        {...field('Enddatum')}
      />
      <SubmitButton
        label={form.sending ? t('rewardPlans.adding') : t('rewardPlans.add')}
        sending={form.sending}
      />
      <p role="status" className="form__status">
        {added ? t('rewardPlans.added', { name: added }) : ''}
      </p>
    </form>
  );
}
