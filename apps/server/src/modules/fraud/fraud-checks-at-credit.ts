import { berlinDate } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { PickupFraudInput } from '../rewards/rewards.api.ts';
import type { NewSignal } from './fraud.repository.ts';
import { exceeds } from './fraud.rules.ts';
import type { FraudChecksDeps, FraudReviewFact } from './fraud-checks.ts';
import type { FraudSignalHints } from './fraud-signal-hints.ts';

/**
 * The checks on the way to the reward: the partner's existing-customer flag, the IBAN typed at the
 * pickup, and the moment the engine would credit the reward (commercial use, shared IBANs).
 */
export function createFraudChecksAtCredit(deps: FraudChecksDeps, hints: FraudSignalHints) {
  const { repository, limits } = deps;
  const { hint } = hints;
  return {
    /**
     * The partner-events module's call, when the partner reports the recipient as an existing
     * customer (the event's `existingCustomer` flag), in the event's transaction.
     */
    async atPartnerEvent(
      tx: Db,
      input: { tenantId: string; referralId: string; eventType: string; now: Date },
    ): Promise<void> {
      if (!deps.enabled) return;
      await repository.hold(
        tx,
        input.tenantId,
        input.referralId,
        [{ kind: 'existing_customer', evidence: { partnerFlag: true, ereignis: input.eventType } }],
        input.now,
      );
    },

    /**
     * At the pickup (the programme's choose-reward), when the referrer chooses a bank transfer at the pickup (in the
     * choice's transaction): the IBAN typed there was never stored, so it is compared only now with
     * other referrers' IBANs and the recipient's. A match holds the referral again, also after
     * support released it; the referrer's answer does not change. Answers whether it held.
     */
    async atPickup(tx: Db, input: PickupFraudInput): Promise<boolean> {
      if (!deps.enabled) return false;
      const facts = await repository.pickupIbanFacts(tx, input);
      if (facts.referrers === 0 && !facts.recipient) return false;
      await repository.holdAgain(
        tx,
        input.tenantId,
        input.referralId,
        [
          {
            kind: 'shared_iban',
            evidence: {
              iban: hint('iban', input.ibanIdentity),
              weitereEmpfehler: facts.referrers,
              auchEmpfaenger: facts.recipient,
              beiAbholung: true,
            },
          },
        ],
        input.now,
      );
      return true;
    },

    /**
     * The lifecycle engine's fact, asked when a referral's reward would be credited: records the
     * signals decidable only now and answers whether the referral is held. A decided review stands.
     */
    async reviewFact(
      tx: Db,
      referral: { tenantId: string; id: string; referrerId: string | null },
      now: Date,
    ): Promise<FraudReviewFact> {
      if (!deps.enabled) return 'clear';
      const year = berlinDate(now).slice(0, 4);
      const facts = await repository.dueFacts(tx, referral.id, new Date(`${year}-01-01T00:00:00+01:00`));
      if (!facts) return 'clear';
      if (facts.state === 'released' || facts.state === 'rejected') return facts.state;
      const signals: NewSignal[] = [];
      if (facts.existing_customer)
        signals.push({ kind: 'existing_customer', evidence: { partnerFlag: true } });
      // This referral would be the next successful one.
      if (referral.referrerId && exceeds(facts.successful + 1, limits.successfulPerYear))
        signals.push({
          kind: 'commercial_use',
          evidence: {
            jahr: Number(year),
            erfolgreich: facts.successful + 1,
            grenze: limits.successfulPerYear,
          },
        });
      if (facts.iban_key && (facts.iban_referrers > 0 || facts.iban_recipient))
        signals.push({
          kind: 'shared_iban',
          evidence: {
            iban: hint('iban', facts.iban_key),
            weitereEmpfehler: facts.iban_referrers,
            auchEmpfaenger: facts.iban_recipient,
          },
        });
      await repository.hold(tx, referral.tenantId, referral.id, signals, now);
      return facts.state === 'held' || signals.length > 0 ? 'held' : 'clear';
    },
  };
}
