import type { Db } from '../../db/client.ts';
import type { FraudCheckAtConfirmation } from '../recipients/recipients.api.ts';
import type { FraudCheckAtCreate } from '../referrals/referrals.api.ts';
import type { NewSignal } from './fraud.repository.ts';
import { exceeds, postalAddressKey, VELOCITY_WINDOW_MS } from './fraud.rules.ts';
import type { FraudChecksDeps } from './fraud-checks.ts';
import type { FraudSignalHints } from './fraud-signal-hints.ts';

/**
 * The checks while a referral is made: recommending (same e-mail, disposable domains, velocity per
 * referrer and network) and the recipient's confirmation (same e-mail, disposable domain, the
 * referrer's device, IP address or postal address).
 */
export function createFraudChecksAtSignUp(deps: FraudChecksDeps, hints: FraudSignalHints) {
  const { repository, limits } = deps;
  const { hint, originOf, emailSignals } = hints;
  return {
    /** At recommending (the programme's create-referral), inside the create's transaction. */
    async atCreate(tx: Db, input: FraudCheckAtCreate): Promise<void> {
      if (!deps.enabled) return;
      const signals = await emailSignals(input.referrerEmail, input.recipientEmail);
      if (input.origin) {
        const where = originOf(input.origin);
        const counts = await repository.recordReferrerOrigin(
          tx,
          {
            referralId: input.referralId,
            party: 'referrer',
            tenantId: input.tenantId,
            referrerId: input.referrerId,
            ...where,
            at: input.now,
          },
          new Date(input.now.getTime() - VELOCITY_WINDOW_MS),
        );
        // The counts are of the referrals before this one.
        if (exceeds(counts.byReferrer + 1, limits.perReferrer72h))
          signals.push({
            kind: 'velocity_referrer',
            evidence: { anzahl72h: counts.byReferrer + 1, grenze: limits.perReferrer72h },
          });
        if (where.network && exceeds(counts.byNetwork + 1, limits.perNetwork72h))
          signals.push({
            kind: 'velocity_network',
            evidence: {
              netz: where.network,
              anzahl72h: counts.byNetwork + 1,
              grenze: limits.perNetwork72h,
            },
          });
      }
      await repository.hold(tx, input.tenantId, input.referralId, signals, input.now);
    },

    /** At the confirmation (the programme's confirm-recipient), when the recipient confirms their data. */
    async atConfirmation(tx: Db, input: FraudCheckAtConfirmation): Promise<void> {
      if (!deps.enabled) return;
      const signals = input.referrerEmail
        ? (await emailSignals(input.referrerEmail, input.recipientEmail)).map((s) =>
            // Only the recipient's side is new here; the referrer's domain was seen at the create.
            s.kind === 'disposable_email' && !('empfaenger' in s.evidence) ? undefined : s,
          )
        : [];
      const where = originOf(input.origin);
      const referrer = await repository.recordRecipientOrigin(tx, {
        referralId: input.referralId,
        party: 'recipient',
        tenantId: input.tenantId,
        ...where,
        at: input.now,
      });
      if (referrer?.device && referrer.device === where.device)
        signals.push({ kind: 'same_device', evidence: { geraet: where.device } });
      if (referrer?.address && referrer.address === where.address)
        signals.push({ kind: 'same_ip', evidence: { ip: where.address } });
      // Both postal addresses known: the same home is worth a look (the IP alone says little).
      const postal = postalAddressKey(input.referrerAddress);
      if (postal && postal === postalAddressKey(input.recipientAddress))
        signals.push({ kind: 'same_address', evidence: { adresse: hint('postal', postal) } });
      await repository.hold(
        tx,
        input.tenantId,
        input.referralId,
        signals.filter((s): s is NewSignal => s !== undefined),
        input.now,
      );
    },
  };
}
