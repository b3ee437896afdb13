import type { Language } from '@kwk/shared/errors/error-codes';
import {
  advertisingConsent,
  parseGermanDate,
  type TrackingBody,
} from '@kwk/shared/recipients/recipient.schemas';
import { emailIdentity } from '@kwk/shared/referrals/email-identity';
import { berlinDate } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { keyedIdentity } from '../../lib/secret-box.ts';
import { AppError } from '../../plugins/app-error.ts';
import { recipientIdentityHash } from '../referrals/referrals.api.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import type { RecipientLookups, RecipientsDeps } from './recipient-lookups.ts';
import type { RecipientRow } from './recipients.repository.ts';
import { nameAddressKey } from './recipients.rules.ts';
import { refuseTooOldForYoung } from './young-tariff.ts';

/** `POST tracking/abschliessen`: the recipient confirms their data (spec §3 tracking body). */
export function createCompleteTracking(
  deps: Pick<
    RecipientsDeps,
    'db' | 'clock' | 'config' | 'referrers' | 'recipients' | 'exclusions' | 'fraud' | 'webhooks'
  >,
  look: RecipientLookups,
) {
  const { db, clock, config } = deps;
  return async (
    tenant: Tenant,
    recipient: RecipientRow,
    body: TrackingBody,
    channel: string | undefined,
    lang: Language,
    origin: { ip: string | null; device: string | null } = { ip: null, device: null },
  ) => {
    const referral = await look.referralOf(db, tenant, recipient);
    if (
      body.empfaengernummer !== recipient.empfaengernummer ||
      body.empfehlungsnummer !== referral.empfehlungsnummer
    )
      throw new AppError('recipients.unauthorized');
    look.refuseUnusable(await look.describe(db, tenant, referral, lang));
    const d = body.empfaengerdaten;
    await refuseTooOldForYoung(db, {
      tenantId: tenant.id,
      productId: referral.productId,
      geburtsdatum: d.geburtsdatum,
      today: berlinDate(clock.now()),
      lang,
    });
    // spec §6: the brand's employees and service providers may not be recommended either.
    await deps.exclusions.refuseExcluded(db, tenant.id, { emails: [d.email] });
    const now = clock.now();
    // The data, the fraud checks and the brand's webhook in one transaction: all or nothing.
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      await deps.recipients.update(tx, recipient.id, {
        dataConfirmedAt: recipient.dataConfirmedAt ?? now,
        personal: {
          anrede: d.anrede,
          vorname: d.vorname,
          name: d.name,
          telefon: d.telefon || null,
          adresse: d.adresse,
        },
        email: d.email,
        birthDate: parseGermanDate(d.geburtsdatum),
        emailIdentity: recipientIdentityHash(config.appSecret, emailIdentity(d.email)),
        nameAddressIdentity: keyedIdentity(
          config.appSecret,
          'name-address',
          nameAddressKey({ ...d.adresse, vorname: d.vorname, name: d.name }),
        ),
        advertisingConsent: advertisingConsent(d),
        channel: recipient.channel ?? (channel || null),
      });
      const referrer = referral.referrerId
        ? await deps.referrers.byId(tx, tenant.id, referral.referrerId)
        : undefined;
      await deps.fraud(tx, {
        tenantId: tenant.id,
        referralId: referral.id,
        referrerEmail: referrer?.email ?? null,
        recipientEmail: d.email,
        referrerAddress: referrer?.address
          ? {
              strasse: referrer.address.Strasse,
              hausnummer: referrer.address.Hausnummer,
              plz: referrer.address.Plz,
            }
          : null,
        recipientAddress: d.adresse,
        origin,
        now,
      });
      // Reported once: the first confirmation, not a correction of the data after it.
      if (!recipient.dataConfirmedAt)
        await deps.webhooks.enqueueWebhookEvent(
          tx,
          {
            tenant,
            type: 'recipient.confirmed',
            referralNumber: referral.empfehlungsnummer,
            data: {
              referralNumber: referral.empfehlungsnummer,
              referrerNumber: referrer?.kundennummer ?? null,
              recipientNumber: recipient.empfaengernummer,
              confirmedAt: now.toISOString(),
            },
          },
          now,
        );
    });
    return { Abgeschlossen: true as const };
  };
}
