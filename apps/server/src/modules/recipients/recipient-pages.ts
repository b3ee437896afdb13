import type { Language } from '@kwk/shared/errors/error-codes';
import type { Recipient } from '@kwk/shared/recipients/recipient.schemas';
import { berlinDate } from '../../clock.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import type { RecipientLookups, RecipientsDeps } from './recipient-lookups.ts';
import type { RecipientRow } from './recipients.repository.ts';

/** What the recipient's screens read: who they are, and their order as far as it is reported. */
export function createRecipientPages(deps: Pick<RecipientsDeps, 'db' | 'progress'>, look: RecipientLookups) {
  const { db } = deps;
  return {
    /** `GET /empfaenger/{hex}`: the recipient behind the token, for the recipient screens. */
    async byToken(tenant: Tenant, token: string, lang: Language): Promise<Recipient> {
      const recipient = await look.recipientByToken(db, tenant, token);
      const referral = await look.referralOf(db, tenant, recipient);
      const landing = await look.describe(db, tenant, referral, lang);
      return {
        Empfaengernummer: recipient.empfaengernummer,
        Empfehlungsnummer: referral.empfehlungsnummer,
        Email: recipient.email ?? referral.recipientEmail,
        DatenBestaetigt: recipient.dataConfirmedAt !== null,
        AgbZugestimmt: recipient.consentAt !== null,
        BankdatenHinterlegt: recipient.bankDataAt !== null,
        EmpfaengerPraemieCent: landing.EmpfaengerPraemieCent,
      };
    },

    /** `GET /empfaenger/auftrag`: the recipient's order as far as the partner has reported it. */
    async order(tenant: Tenant, recipient: RecipientRow, lang: Language) {
      const referral = await look.referralOf(db, tenant, recipient);
      const { ProduktName } = await look.describe(db, tenant, referral, lang);
      const placed = await deps.progress.orderDate(db, tenant.id, referral.id);
      return {
        Empfehlungsnummer: referral.empfehlungsnummer,
        ProduktName,
        Status: referral.status,
        Auftragsdatum: placed ? berlinDate(placed) : null,
      };
    },
  };
}
