import type { Language } from '@kwk/shared/errors/error-codes';
import {
  parseGermanDate,
  RECIPIENT_FIELD_NAMES,
  tooOldForYoungTariff,
} from '@kwk/shared/recipients/recipient.schemas';
import { VALIDATION_MESSAGES } from '@kwk/shared/validation/messages';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { isYoungTariff } from '../catalogue/catalogue.api.ts';

/**
 * spec §9: a recipient of 28 or older cannot take a Young tariff. Refused at the birth date field,
 * in the request's language, as the body's own checks are (the product is known only here).
 */
export async function refuseTooOldForYoung(
  db: Db,
  input: { tenantId: string; productId: number; geburtsdatum: string; today: string; lang: Language },
): Promise<void> {
  const birth = parseGermanDate(input.geburtsdatum);
  if (!birth || !tooOldForYoungTariff(birth, input.today)) return;
  if (!(await isYoungTariff(db, input.tenantId, input.productId))) return;
  throw new AppError('common.validation', {
    fields: [
      {
        path: 'body.empfaengerdaten.geburtsdatum',
        message: `${RECIPIENT_FIELD_NAMES[input.lang].geburtsdatum}: ${VALIDATION_MESSAGES[input.lang].youngTariff}`,
      },
    ],
  });
}
