import type { Language } from '@kwk/shared/errors/error-codes';
import { maskIban, normaliseIban } from '@kwk/shared/recipients/iban';
import type { BankDataBody } from '@kwk/shared/recipients/recipient.schemas';
import { bicOf } from '../../lib/bic.ts';
import { createSecretBox, keyedIdentity } from '../../lib/secret-box.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import { mayStoreBankData, type RecipientLookups, type RecipientsDeps } from './recipient-lookups.ts';
import type { RecipientRow } from './recipients.repository.ts';

/** `POST /empfaenger/bankdaten`: where the recipient's part of the reward goes; IBAN encrypted. */
export function createSaveBankData(
  deps: Pick<RecipientsDeps, 'db' | 'clock' | 'config' | 'recipients'>,
  look: RecipientLookups,
) {
  const { db, clock, config } = deps;
  const ibanBox = createSecretBox(config.appSecret, 'iban');
  return async (tenant: Tenant, recipient: RecipientRow, body: BankDataBody, lang: Language) => {
    // The route's guard ran already; asked again so no other caller stores past it.
    mayStoreBankData(tenant);
    if (!recipient.dataConfirmedAt) throw new AppError('recipients.data_required');
    const referral = await look.referralOf(db, tenant, recipient);
    const { EmpfaengerPraemieCent } = await look.describe(db, tenant, referral, lang);
    if (EmpfaengerPraemieCent <= 0) throw new AppError('recipients.no_reward');
    const iban = normaliseIban(body.Iban);
    await deps.recipients.update(db, recipient.id, {
      accountHolder: body.Kontoinhaber,
      ibanEncrypted: ibanBox.seal(iban),
      ibanIdentity: keyedIdentity(config.appSecret, 'iban', iban),
      bankDataAt: clock.now(),
    });
    return { Kontoinhaber: body.Kontoinhaber, IbanMaskiert: maskIban(iban), Bic: bicOf(iban) };
  };
}
