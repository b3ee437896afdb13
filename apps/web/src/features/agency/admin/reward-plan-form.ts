import { type RewardPlanForm, rewardPlanFormSchema } from '@kwk/shared/agency/agency-admin.schemas';
import type { Language } from '@kwk/shared/errors/error-codes';
import { VALIDATION_MESSAGES } from '@kwk/shared/validation/messages';
import { type FieldErrors, fieldErrorsFromIssues } from '../../../lib/field-errors.ts';
import { parseEuroInput } from './euro-cents.ts';

/** The add form as typed: the product as the select's value ('' = every product), euros as text. */
export interface RewardPlanFormValues {
  Name: string;
  ProduktId: string;
  Wert: string;
  Startdatum: string;
  Enddatum: string;
}

export const EMPTY_REWARD_PLAN: RewardPlanFormValues = {
  Name: '',
  ProduktId: '',
  Wert: '',
  Startdatum: '',
  Enddatum: '',
};

/**
 * The add form → the body the server takes, or the errors at the fields. Euros become cents here
 * (an amount the agency cannot type gets `valueInvalid`, an empty one the §5 "required"); the rest
 * is checked with the schema the server uses, so the messages match before and after sending.
 */
export function checkRewardPlan(
  values: RewardPlanFormValues,
  lang: Language,
  texts: { valueLabel: string; startLabel: string; valueInvalid: string },
): { body: RewardPlanForm } | { errors: FieldErrors } {
  const cents = parseEuroInput(values.Wert);
  const parsed = rewardPlanFormSchema(lang).safeParse({
    Name: values.Name,
    ProduktId: values.ProduktId === '' ? null : Number(values.ProduktId),
    WertCent: cents ?? 0,
    Startdatum: values.Startdatum,
    Enddatum: values.Enddatum || null,
  });
  const errors = parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues);
  delete errors.WertCent;
  if (!values.Startdatum) errors.Startdatum = VALIDATION_MESSAGES[lang].requiredField(texts.startLabel);
  if (!values.Wert.trim()) errors.WertCent = VALIDATION_MESSAGES[lang].requiredField(texts.valueLabel);
  else if (cents === null || cents < 1 || cents > 1_000_000) errors.WertCent = texts.valueInvalid;
  if (!parsed.success || Object.keys(errors).length > 0) return { errors };
  return { body: parsed.data };
}
