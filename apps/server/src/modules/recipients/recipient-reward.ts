import { formatRewardEuro } from '@kwk/shared/catalogue/catalogue.rules';
import type { Language } from '@kwk/shared/errors/error-codes';
import { payoutWeeks } from '@kwk/shared/lifecycle/payout-period';
import {
  payoutTimingText,
  recipientRewardKey,
  recipientRewardText,
  recipientTiming,
} from '@kwk/shared/lifecycle/payout-timing';
import { mayMailPickupLink } from '@kwk/shared/lifecycle/recipient-pickup';
import { AppError } from '../../plugins/app-error.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import type { RecipientLookups, RecipientsDeps } from './recipient-lookups.ts';
import type { RecipientRow } from './recipients.repository.ts';

/** `GET /empfaenger/{nr}/praemie/`: the recipient's part of the reward and how far it is. */
export function createRecipientReward(deps: Pick<RecipientsDeps, 'db' | 'progress'>, look: RecipientLookups) {
  const { db } = deps;
  return async (tenant: Tenant, recipient: RecipientRow, empfaengernummer: string, lang: Language) => {
    if (recipient.empfaengernummer !== empfaengernummer) throw new AppError('recipients.unauthorized');
    const referral = await look.referralOf(db, tenant, recipient);
    const credit = await deps.progress.recipientCredit(db, referral.id);
    const cents = credit?.cents ?? (await look.describe(db, tenant, referral, lang)).EmpfaengerPraemieCent;
    const key = recipientRewardKey({
      referral: referral.status,
      reward: credit?.status ?? null,
      bankDataMissing: !recipient.ibanEncrypted,
      // Without bank data kept, the share is chosen at the mailed pickup link (issue 27, finding 8).
      choosesAtPickup: !tenant.mandant.Modules.ModuleStoringBankdata,
    });
    // The timing says what really comes: the pickup link where no account was given, a voucher's
    // 24 hours where one was chosen at it (issue 27, finding 8).
    const timing = recipientTiming(key, {
      bankDataMissing: !recipient.ibanEncrypted,
      payoutKind: credit?.payoutKind ?? null,
    });
    return {
      Cent: cents,
      Wert: cents > 0 ? formatRewardEuro(cents, lang) : '',
      Status: credit?.status ?? null,
      StatusSchluessel: key,
      StatusText: recipientRewardText(lang, key),
      ZeitSchluessel: timing?.key ?? null,
      Zeitangabe: timing ? payoutTimingText(lang, timing, payoutWeeks(tenant.mandant.Rules)) : null,
      AbhollinkMoeglich: mayMailPickupLink({
        reward: credit?.status ?? null,
        bankDataMissing: !recipient.ibanEncrypted,
      }),
    };
  };
}
