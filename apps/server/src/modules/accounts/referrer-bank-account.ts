import { maskIban } from '@kwk/shared/recipients/iban';
import { bicOf } from '../../lib/bic.ts';
import { createSecretBox, keyedIdentity } from '../../lib/secret-box.ts';
import type { ReferrerBankDataRow } from './referrer-bank-data.repository.ts';

/**
 * A referrer's bank account at rest, the one way Meine Daten and the reward pickup keep and show
 * it: the IBAN sealed with the app's key, a keyed hash of it for the self-referral rule (the same
 * purpose as the recipients' IBANs), the BIC where it can be derived, and only masked on the way out.
 */
export function createReferrerBankAccount(appSecret: string) {
  const box = createSecretBox(appSecret, 'referrer.iban');
  return {
    seal: (iban: string) => box.seal(iban),

    /** The IBAN of a sealed account in the clear: only for the payout file (issue 15), never for a page. */
    open: (sealed: string) => box.open(sealed),

    /**
     * A normalised IBAN's keyed identity, the one the stored row keeps: the fraud checks compare
     * an IBAN typed at the reward pickup with it (issue 15).
     */
    identity: (iban: string) => keyedIdentity(appSecret, 'iban', iban),

    /** The stored row for a normalised IBAN. */
    row: (input: {
      referrerId: string;
      tenantId: string;
      holder: string;
      iban: string;
      at: Date;
    }): ReferrerBankDataRow => ({
      referrerId: input.referrerId,
      tenantId: input.tenantId,
      holder: input.holder,
      ibanSealed: box.seal(input.iban),
      ibanIdentity: keyedIdentity(appSecret, 'iban', input.iban),
      bic: bicOf(input.iban),
      updatedAt: input.at,
    }),

    /** What the API shows of a stored account: holder, masked IBAN, BIC; null without one. */
    masked: (row: ReferrerBankDataRow | undefined) =>
      row
        ? { Kontoinhaber: row.holder, IbanMaskiert: maskIban(box.open(row.ibanSealed)), Bic: row.bic }
        : null,
  };
}
