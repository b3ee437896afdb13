import type { FraudReviewState } from '@kwk/shared/operator/fraud.schemas';
import { berlinDate } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { keyedIdentity } from '../../lib/secret-box.ts';
import type { PickupFraudInput } from '../rewards/rewards.service.ts';
import { disposableDomains } from './disposable-domains.ts';
import type { FraudRepository, NewSignal } from './fraud.repository.ts';
import {
  emailDomain,
  exceeds,
  type FraudLimits,
  fraudEmailKey,
  isDisposableEmail,
  maskEmail,
  networkOf,
  type PostalAddress,
  postalAddressKey,
  VELOCITY_WINDOW_MS,
} from './fraud.rules.ts';

/** What the engine learns before it credits a reward: clear, held, or the review's decision. */
export type FraudReviewFact = 'clear' | FraudReviewState;

/** Where a party acted from, as the routes see it. */
export interface FraudOrigin {
  ip: string | null;
  /** The device cookie's value (see `lib/device-cookie.ts`). */
  device: string | null;
}

interface Deps {
  appSecret: string;
  limits: FraudLimits;
  /** Off only for the bench's comparison (FRAUD_CHECKS=off): no signal is looked for or stored. */
  enabled: boolean;
  repository: FraudRepository;
}

/**
 * The fraud checks (issue 15), each at the moment its facts exist: recommending (same e-mail,
 * disposable domains, velocity per referrer and network), the recipient's confirmation (same e-mail,
 * disposable domain, the referrer's device, IP address or postal address), and the moment the engine would credit the
 * reward (the partner's existing-customer flag, commercial use, shared IBANs). A signal holds the
 * referral; it is never rejected here — support decides.
 */
export function createFraudChecks(deps: Deps) {
  const { repository, limits } = deps;
  // Shortened keyed hashes: enough to see that two values match, useless to find the value.
  const hint = (purpose: string, value: string) =>
    keyedIdentity(deps.appSecret, `fraud-${purpose}`, value).slice(0, 12);
  const originOf = (origin: FraudOrigin) => {
    const network = networkOf(origin.ip);
    return {
      network: network && hint('network', network),
      // An address only where it names a client (the network rule's reasoning).
      address: network && origin.ip ? hint('address', origin.ip) : null,
      device: origin.device ? hint('device', origin.device) : null,
    };
  };

  const emailSignals = async (referrerEmail: string, recipientEmail: string): Promise<NewSignal[]> => {
    const signals: NewSignal[] = [];
    const key = fraudEmailKey(referrerEmail);
    if (key === fraudEmailKey(recipientEmail))
      signals.push({
        kind: 'same_email',
        evidence: {
          schluessel: hint('email', key),
          empfehler: maskEmail(referrerEmail),
          empfaenger: maskEmail(recipientEmail),
        },
      });
    const blocklist = await disposableDomains();
    const disposable = [
      ['empfehler', referrerEmail],
      ['empfaenger', recipientEmail],
    ].filter(([, email]) => isDisposableEmail(email!, blocklist));
    if (disposable.length > 0)
      signals.push({
        kind: 'disposable_email',
        evidence: Object.fromEntries(disposable.map(([party, email]) => [party, emailDomain(email!)])),
      });
    return signals;
  };

  return {
    /** The referrals module's hand-in, inside the create's transaction. */
    async atCreate(
      tx: Db,
      input: {
        tenantId: string;
        referralId: string;
        referrerId: string;
        referrerEmail: string;
        recipientEmail: string;
        origin: FraudOrigin | undefined;
        now: Date;
      },
    ): Promise<void> {
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

    /** The recipients module's hand-in, when the recipient confirms their data. */
    async atConfirmation(
      tx: Db,
      input: {
        tenantId: string;
        referralId: string;
        referrerEmail: string | null;
        recipientEmail: string;
        /** The referrer's postal address where the tenant collects it, else null. */
        referrerAddress: PostalAddress | null;
        recipientAddress: PostalAddress | null;
        origin: FraudOrigin;
        now: Date;
      },
    ): Promise<void> {
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
     * The rewards module's hand-in, when the referrer chooses a bank transfer at the pickup (in the
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
     * The lifecycle engine's hand-in, asked when a referral's reward would be credited: records the
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

export type FraudChecks = ReturnType<typeof createFraudChecks>;
