import type { rewardPlanBodySchema } from '@kwk/shared/agency/agency-admin.schemas';
import type { Language } from '@kwk/shared/errors/error-codes';
import { VALIDATION_MESSAGES } from '@kwk/shared/validation/messages';
import type { z } from 'zod';
import type { FieldErrors } from '../../../lib/field-errors.ts';
import { parseEuroInput } from './euro-cents.ts';

export type RewardPlanBody = z.infer<typeof rewardPlanBodySchema>;

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

export interface RewardPlanTexts {
  labels: Record<'Name' | 'Wert' | 'Startdatum' | 'Enddatum', string>;
  valueInvalid: string;
  endBeforeStart: string;
}

/** The highest reward a plan may carry (the contract's WertCent maximum). */
const MAX_CENT = 1_000_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The add form → the body the server takes (euros → cents), or the errors at the fields. */
export function checkRewardPlan(
  values: RewardPlanFormValues,
  lang: Language,
  texts: RewardPlanTexts,
): { body: RewardPlanBody } | { errors: FieldErrors } {
  const messages = VALIDATION_MESSAGES[lang];
  const errors: FieldErrors = {};
  const name = values.Name.trim();
  if (!name) errors.Name = messages.requiredField(texts.labels.Name);
  const cents = parseEuroInput(values.Wert);
  if (!values.Wert.trim()) errors.WertCent = messages.requiredField(texts.labels.Wert);
  else if (cents === null || cents < 1 || cents > MAX_CENT) errors.WertCent = texts.valueInvalid;
  if (!values.Startdatum) errors.Startdatum = messages.requiredField(texts.labels.Startdatum);
  else if (!ISO_DATE.test(values.Startdatum))
    errors.Startdatum = messages.invalidField(texts.labels.Startdatum);
  if (values.Enddatum && !ISO_DATE.test(values.Enddatum))
    errors.Enddatum = messages.invalidField(texts.labels.Enddatum);
  else if (values.Enddatum && values.Startdatum && values.Enddatum < values.Startdatum)
    errors.Enddatum = texts.endBeforeStart;
  if (Object.keys(errors).length > 0 || cents === null) return { errors };
  return {
    body: {
      Name: name,
      ProduktId: values.ProduktId === '' ? null : Number(values.ProduktId),
      WertCent: cents,
      Startdatum: values.Startdatum,
      Enddatum: values.Enddatum || null,
    },
  };
}
