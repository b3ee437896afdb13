import { formatRewardEuro } from '@kwk/shared/catalogue/catalogue.rules';
import { payoutWeeks } from '@kwk/shared/lifecycle/payout-period';
import {
  nextRewardStatus,
  type ReferralStatus,
  type RewardStatus,
} from '@kwk/shared/lifecycle/referral-lifecycle';
import { berlinDate } from '../../clock.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { ReferrersRepository } from '../accounts/accounts.api.ts';
import { mailVoice, type OutboxRepository } from '../mail/mail.api.ts';
import type { RecipientsRepository } from '../recipients/recipients.api.ts';
import {
  promisedReward,
  type ReferralRow,
  type ReferralsRepository,
  recipientIdentityHash,
} from '../referrals/referrals.api.ts';
import { portalOrigin, type Tenant } from '../tenants/tenants.api.ts';
import { bonusesReached } from './bonus-rewards.ts';
import { type LifecycleMailKind, lifecycleMail, mailLanguage } from './lifecycle.mails.ts';
import type {
  CreditRow,
  EngineRecipient,
  EngineReferrer,
  LifecycleRepository,
  ReferralState,
} from './lifecycle.repository.ts';
import type { LifecycleWebhooks } from './lifecycle.webhooks.ts';
import {
  AWAITING_AGENCY_RELEASE,
  AWAITING_FRAUD_REVIEW,
  decideReward,
  type RejectionReason,
  type RewardFacts,
} from './programme-rules.ts';
import { BEFORE_REFERRAL, type FactEvent, foldReferral, LINK_EXPIRY, orderFacts } from './referral-facts.ts';
import { NEW_CREDIT_STATUS } from './reward-credit-status.ts';
import type { ReferralCondition } from './reward-credits.repository.ts';

/** Rewards that are chosen or paid can no longer change: the referral's outcome is settled. */
const SETTLED = new Set<RewardStatus>(['Abgeholt', 'Ausgezahlt']);

interface Deps {
  config: Pick<AppConfig, 'appSecret' | 'deployEnv' | 'publicUrl'>;
  lifecycle: LifecycleRepository;
  referrals: ReferralsRepository;
  referrers: ReferrersRepository;
  recipients: RecipientsRepository;
  outbox: OutboxRepository;
  /** The webhooks of a referral settled or a reward credited, in the engine's transaction (issue 31). */
  hooks: LifecycleWebhooks;
  /**
   * The referral's partner events so far, in the order they arrived. The partner-events module
   * keeps them and calls this engine, so the composition root hands the read in.
   */
  events: (tx: Db, tenantId: string, referralId: string) => Promise<FactEvent[]>;
  /** A new pickup link token for a referrer's ready reward (the rewards module's link). */
  rewardLink: (tx: Db, tenantId: string, referrerId: string) => Promise<string>;
  /** A new pickup link token for a recipient's ready share (issue 27, finding 8; the rewards module's link). */
  recipientRewardLink: (tx: Db, tenantId: string, recipientId: string) => Promise<string>;
  /**
   * Whether an agency must release the referral's order before its reward is credited (its agent
   * works for an agency), and when it did; the agency module keeps the releases (issue 13).
   */
  agencyRelease: (tx: Db, tenantId: string, referralId: string) => Promise<AgencyReleaseFact>;
  /**
   * Whether a fraud signal holds the referral, or support released or rejected it (issue 15); the
   * fraud module records the signals it can only decide now. Asked only when the reward is due.
   */
  fraudReview: (
    tx: Db,
    referral: { tenantId: string; id: string; referrerId: string | null },
    now: Date,
  ) => Promise<FraudReviewFact>;
  /**
   * The fraud module's `notHeldByFraud` (its one rule for every path to the money): a referral
   * held for review or rejected counts toward no bonus tier (issue 27). Handed in because the
   * engine runs for every module that calls it, and the fraud module sits above this one.
   */
  notHeldByFraud: ReferralCondition;
  /** Which of these credits a payout batch holds (the payouts module keeps the batches). */
  inPayoutBatch: (tx: Db, creditIds: string[]) => Promise<Set<string>>;
}

/** The fraud review as the engine sees it: no signal, held, or support's decision. */
export type FraudReviewFact = 'clear' | 'held' | 'released' | 'rejected';

/** An agency's release of a referral's order, as the engine sees it. */
export type AgencyReleaseFact = { needed: false } | { needed: true; releasedAt: Date | null };

/** Which rule decided, and why, as the referral's decisions record it (support's timeline, issue 14). */
interface Decided {
  rule: 'lifecycle_table' | 'link_expiry' | 'programme_rules' | 'fraud_review';
  why: string | null;
}
const TABLE = 'lifecycle_table' as const;
const RULES = 'programme_rules' as const;
const FRAUD = 'fraud_review' as const;

/** The outcome the facts call for, before it is written. */
type Target = Decided &
  (
    | { status: 'Ok' | 'Offen'; credits: 'none' }
    /** `dueOn` null: waiting for no day but the agency's release, which calls the engine itself. */
    | { status: 'Offen'; credits: 'wait'; dueOn: string | null }
    | { status: 'Gezahlt'; credits: 'ready' }
    | { status: 'Storniert' | 'Abgelaufen'; credits: 'cancel'; reason: RejectionReason }
  );

/** The recipient who ordered: the first who confirmed their data, else the first who came. */
const orderingRecipient = (recipients: EngineRecipient[]) =>
  recipients.find((r) => r.dataConfirmedAt) ?? recipients[0];

/**
 * Whether bringing the referral to `want` changes its own row alone (status and reason): no
 * credit to create or move, no mail to send, no bonus tier to reconcile.
 */
function onlyTheRow(referral: ReferralRow, credits: CreditRow[], want: Target): boolean {
  if (referral.status === 'Gezahlt') return false;
  // A wait for no day (a release, a review) takes the dated credits off the periods job's list.
  return want.credits === 'none' || (want.credits === 'wait' && credits.length > 0 && want.dueOn !== null);
}

/**
 * The lifecycle engine (issue 4): from a referral's facts (partner events, recipient, referrer)
 * and the programme rules to its status and reward credits. `evaluate` runs inside the caller's
 * transaction with the referral row locked; it is idempotent, so any number of calls in any order
 * converge on the same state, and each reward is credited once (unique per referral and party).
 */
export function createLifecycleService(deps: Deps) {
  const { config } = deps;

  async function target(
    tx: Db,
    tenant: Tenant,
    referral: ReferralRow,
    events: FactEvent[],
    /** The recipient who ordered: the first who confirmed their data, else the first who came. */
    recipient: EngineRecipient | undefined,
    knownReferrer: EngineReferrer | null | undefined,
    now: Date,
  ): Promise<Target> {
    const fold = foldReferral(events, referral, now);
    if (fold.status === 'Storniert')
      return {
        status: 'Storniert',
        credits: 'cancel',
        reason: 'order_ended',
        rule: TABLE,
        why: 'order_ended',
      };
    if (fold.status === 'Abgelaufen')
      return {
        status: 'Abgelaufen',
        credits: 'cancel',
        reason: LINK_EXPIRY.reason,
        rule: 'link_expiry',
        why: LINK_EXPIRY.reason,
      };
    if (fold.status === 'Ok') return { status: 'Ok', credits: 'none', rule: TABLE, why: null };

    // Events dated before the referral count for nothing (see `foldReferral`).
    const facts = orderFacts(events.filter((e) => fold.refused.get(e.eventId) !== BEFORE_REFERRAL));
    // Asked only where it can matter: an agent's effective order in a tenant with agencies.
    const release =
      tenant.mandant.Modules.ModuleAgenturbereich && referral.agentNumber && facts.effectiveOn
        ? await deps.agencyRelease(tx, tenant.id, referral.id)
        : undefined;
    const referrer =
      knownReferrer !== undefined
        ? knownReferrer
        : referral.referrerId
          ? await deps.referrers.byId(tx, tenant.id, referral.referrerId)
          : undefined;
    const rewardFacts: RewardFacts = {
      referralCreatedOn: berlinDate(referral.createdAt),
      referrer: {
        emailIdentity: referrer ? recipientIdentityHash(config.appSecret, referrer.emailIdentity) : '',
        ibanHash: referrer && 'ibanIdentity' in referrer ? referrer.ibanIdentity : null,
      },
      recipient: {
        emailIdentity: recipient?.emailIdentity ?? referral.recipientEmailIdentity,
        ibanHash: recipient?.ibanIdentity ?? null,
        nameAndAddress: recipient?.nameAddressIdentity ?? null,
      },
      order: {
        placedOn: facts.placedOn ?? berlinDate(now),
        effectiveOn: facts.effectiveOn,
        renewal: facts.renewal,
        // The recipient followed the link (and the product link carries referral and recipient).
        throughLink: recipient !== undefined,
        ended: false,
      },
      accountMonths: facts.accountMonths,
      ...(release?.needed && {
        agencyRelease: { releasedOn: release.releasedAt ? berlinDate(release.releasedAt) : null },
      }),
    };
    const settings = {
      bankingActivityRule: tenant.mandant.Rules.BankingActivityRule,
      complaintDays: tenant.mandant.Rules.ModuleAuftragsdatumMindestalterTage,
    };
    const today = berlinDate(now);
    let decision = decideReward(rewardFacts, settings, today);
    // The fraud review has its say where the reward would be credited (issue 15).
    if (decision.decision === 'due') {
      const review = await deps.fraudReview(
        tx,
        { tenantId: tenant.id, id: referral.id, referrerId: referral.referrerId },
        now,
      );
      if (review !== 'clear')
        decision = decideReward({ ...rewardFacts, fraudReview: review }, settings, today);
    }
    if (decision.decision === 'rejected')
      return {
        status: 'Storniert',
        credits: 'cancel',
        reason: decision.reason,
        rule: decision.reason === 'fraud_review' ? FRAUD : RULES,
        why: decision.reason,
      };
    if (decision.decision === 'due') return { status: 'Gezahlt', credits: 'ready', rule: RULES, why: 'due' };
    if (decision.until)
      return { status: 'Offen', credits: 'wait', dueOn: decision.until, rule: RULES, why: decision.reason };
    if (decision.reason === AWAITING_AGENCY_RELEASE)
      return { status: 'Offen', credits: 'wait', dueOn: null, rule: RULES, why: decision.reason };
    if (decision.reason === AWAITING_FRAUD_REVIEW)
      return { status: 'Offen', credits: 'wait', dueOn: null, rule: FRAUD, why: decision.reason };
    return { status: 'Offen', credits: 'none', rule: RULES, why: decision.reason };
  }

  /** The reward parts by the chosen split, from the reward active when the referral was made. */
  async function creditRows(
    tx: Db,
    tenant: Tenant,
    referral: ReferralRow,
    recipient: EngineRecipient | undefined,
    dueOn: string | null,
    now: Date,
  ) {
    const parts = await promisedReward(deps.referrals, tx, tenant, referral);
    const base = {
      tenantId: tenant.id,
      kind: 'referral' as const,
      referralId: referral.id,
      status: NEW_CREDIT_STATUS.referral,
      dueOn,
      createdAt: now,
      updatedAt: now,
    };
    return [
      ...(parts.referrerCent > 0
        ? [
            {
              ...base,
              beneficiary: 'Empfehler' as const,
              referrerId: referral.referrerId,
              cents: parts.referrerCent,
            },
          ]
        : []),
      ...(parts.recipientCent > 0
        ? [
            {
              ...base,
              beneficiary: 'Empfaenger' as const,
              recipientId: recipient?.id ?? null,
              cents: parts.recipientCent,
            },
          ]
        : []),
    ];
  }

  /** Moves credits by one reward event where the table allows it; answers the ones that moved. */
  async function move(tx: Db, credits: CreditRow[], event: 'periods.passed' | 'reward.cancelled', now: Date) {
    const moved = credits.filter((c) => nextRewardStatus(c.status, event).ok);
    await deps.lifecycle.moveCredits(tx, moved, event, now);
    return moved;
  }

  /**
   * Bonus tiers follow the referrer's count of credited referrals that no fraud review holds or
   * rejected (spec §9: 150 € after 5, 60 € after 3; issue 27).
   */
  async function reconcileBonuses(tx: Db, tenant: Tenant, referrerId: string, now: Date) {
    const tiers = tenant.mandant.Rules.BonusPraemien;
    if (tiers.length === 0) return;
    const successful = await deps.lifecycle.lockAndCountSuccessful(
      tx,
      tenant.id,
      referrerId,
      deps.notHeldByFraud,
    );
    const reached = bonusesReached(
      tiers.map((t) => ({ afterSuccessful: t.NachErfolgreichen, cent: t.Cent })),
      0,
      successful,
    );
    const existing = await deps.lifecycle.bonuses(tx, tenant.id, referrerId);
    for (const tier of reached)
      await deps.lifecycle.insertBonus(tx, {
        tenantId: tenant.id,
        kind: 'bonus',
        beneficiary: 'Empfehler',
        referrerId,
        bonusAfter: tier.afterSuccessful,
        cents: tier.cent,
        status: NEW_CREDIT_STATUS.bonus,
        readyAt: now,
        createdAt: now,
        updatedAt: now,
      });
    // A referral cancelled (or rejected by the fraud review) after all takes back a bonus not yet
    // collected; reached again (a release), it returns.
    const reachedAfter = new Set(reached.map((t) => t.afterSuccessful));
    const lost = existing.filter(
      (b) => !reachedAfter.has(b.bonusAfter ?? 0) && b.status === 'Bereitgestellt',
    );
    const back = existing.filter((b) => reachedAfter.has(b.bonusAfter ?? 0) && b.status === 'Storniert');
    await deps.lifecycle.moveCredits(tx, lost, 'reward.cancelled', now);
    await deps.lifecycle.moveCredits(tx, back, 'bonus.regained', now);
  }

  async function mail(
    tx: Db,
    tenant: Tenant,
    kind: LifecycleMailKind,
    to: {
      email: string | null;
      vorname: string;
      language: string;
      referrerId?: string;
      recipientId?: string;
    },
    produkt: string,
    cents: number | undefined,
    now: Date,
    referralId: string,
  ) {
    if (!to.email) return;
    const voice = mailVoice(tenant.mandant.Brand, mailLanguage(to.language));
    const lang = voice.language;
    const portal = portalOrigin(tenant, config);
    // The "reward ready" mails carry the pickup link, which works without a password: the
    // referrer's, and the recipient's where their share waits for an account (issue 27, finding 8).
    const abholen =
      kind === 'reward.ready' && to.referrerId
        ? `${portal}/praemie/?token=${await deps.rewardLink(tx, tenant.id, to.referrerId)}`
        : kind === 'recipient.reward.pickup' && to.recipientId
          ? `${portal}/praemie/?token=${await deps.recipientRewardLink(tx, tenant.id, to.recipientId)}`
          : `${portal}/persoenlicherbereich`;
    const mail = lifecycleMail(kind, voice, {
      brand: tenant.mandant.Brand.Name,
      vorname: to.vorname,
      produkt,
      betrag: cents === undefined ? '' : formatRewardEuro(cents, lang),
      portal,
      abholen,
      auszahlungWochen: payoutWeeks(tenant.mandant.Rules),
    });
    await deps.outbox.enqueue(
      { tenantId: tenant.id, kind: `lifecycle.${kind}`, to: to.email, ...mail, referralId },
      tx,
      now,
    );
  }

  /** Mails each party whose visible state changed: the referrer always, the recipient for their part. */
  async function announce(
    tx: Db,
    tenant: Tenant,
    referral: ReferralRow,
    change: 'ready' | 'cancelled',
    credits: CreditRow[],
    recipient: EngineRecipient | undefined,
    now: Date,
  ) {
    const referrer = referral.referrerId
      ? await deps.referrers.byId(tx, tenant.id, referral.referrerId)
      : undefined;
    const { product } = await promisedReward(deps.referrals, tx, tenant, referral);
    const produkt = product?.anzeigeName ?? '';
    const referrerPart = credits.find((c) => c.beneficiary === 'Empfehler');
    if (referrer && (change === 'cancelled' || referrerPart))
      await mail(
        tx,
        tenant,
        change === 'ready' ? 'reward.ready' : 'referral.cancelled',
        { ...referrer, referrerId: referrer.id },
        produkt,
        referrerPart?.cents,
        now,
        referral.id,
      );
    const recipientPart = credits.find((c) => c.beneficiary === 'Empfaenger');
    // A share with the account given at the order goes there; without one (the tenant keeps no
    // bank data, or none was given) the recipient chooses through a pickup link, as the referrer
    // does, and no batch takes the share before (issue 27, finding 8).
    if (change === 'ready' && recipientPart && recipient)
      await mailRecipientShare(
        tx,
        tenant,
        referral,
        recipient.ibanIdentity ? 'recipient.reward.ready' : 'recipient.reward.pickup',
        { recipient, referrer, produkt },
        recipientPart.cents,
        now,
      );
  }

  /** The recipient's share mail, in the referrer's language (the recipient has none of their own). */
  async function mailRecipientShare(
    tx: Db,
    tenant: Tenant,
    referral: ReferralRow,
    kind: 'recipient.reward.ready' | 'recipient.reward.pickup',
    to: {
      recipient: Pick<EngineRecipient, 'id' | 'email' | 'personal'>;
      referrer: { language: string } | undefined;
      produkt: string;
    },
    cents: number,
    now: Date,
  ) {
    if (!to.recipient.personal) return;
    await mail(
      tx,
      tenant,
      kind,
      {
        email: to.recipient.email,
        vorname: to.recipient.personal.vorname,
        language: to.referrer?.language ?? 'de',
        recipientId: to.recipient.id,
      },
      to.produkt,
      cents,
      now,
      referral.id,
    );
  }

  return {
    /**
     * Brings the referrer's bonus tiers in line with their counted referrals. The fraud review
     * calls it after support's decision (issue 27): a release can reach a tier, a rejection take
     * back a bonus not yet collected, also where the referral's own status does not change.
     */
    reconcileBonuses,

    /**
     * A fresh pickup link for a recipient's ready share (issue 27, finding 8): the pickup mail
     * again, with a new token, asked for from the recipient's page when the first mail was lost or
     * its 60-day link expired. The caller checked that the share is ready, not chosen, and that no
     * account was given (else there is nothing to pick up).
     */
    async mailRecipientPickup(
      tx: Db,
      tenant: Tenant,
      referral: ReferralRow,
      recipient: Pick<EngineRecipient, 'id' | 'email' | 'personal'>,
      cents: number,
      now: Date,
    ): Promise<void> {
      const referrer = referral.referrerId
        ? await deps.referrers.byId(tx, tenant.id, referral.referrerId)
        : undefined;
      const { product } = await promisedReward(deps.referrals, tx, tenant, referral);
      await mailRecipientShare(
        tx,
        tenant,
        referral,
        'recipient.reward.pickup',
        { recipient, referrer, produkt: product?.anzeigeName ?? '' },
        cents,
        now,
      );
    },

    /**
     * Support rejected the referral in the fraud review: its credits not yet paid are cancelled,
     * a choice included (a hold at the pickup comes after it), so `evaluate` can then settle the
     * referral as rejected. A transfer already in a payout batch stays with its batch: finance
     * decides on money that is on its way. The caller holds the referral's row lock.
     */
    async cancelUnpaidChoices(tx: Db, referralId: string, now: Date): Promise<CreditRow[]> {
      const open = (await deps.lifecycle.credits(tx, referralId)).filter(
        (c) => nextRewardStatus(c.status, 'review.rejected').ok,
      );
      const batched = await deps.inPayoutBatch(
        tx,
        open.map((c) => c.id),
      );
      const cancelled = open.filter((c) => !batched.has(c.id));
      await deps.lifecycle.moveCredits(tx, cancelled, 'review.rejected', now);
      return cancelled;
    },

    /**
     * Brings one referral to the state its facts call for. The caller holds the referral's row lock
     * and passes the row as read under it. Returns the status it settled on.
     */
    async evaluate(
      tx: Db,
      tenant: Tenant,
      referral: ReferralRow,
      now: Date,
      /** What the caller read under the same lock already (see `lockState`). */
      known: Partial<Omit<ReferralState, 'referral'>> = {},
    ): Promise<ReferralStatus> {
      // Corrected by support (issue 14): the operator's status stands until support corrects it again.
      if (referral.statusCorrectedAt) return referral.status;
      const credits = known.credits ?? (await deps.lifecycle.credits(tx, referral.id));
      if (credits.some((c) => SETTLED.has(c.status))) return referral.status;
      const events = known.events ?? (await deps.events(tx, tenant.id, referral.id));
      // The recipient matters once there is an order (rules, the recipient's part, mails).
      const recipients =
        known.recipients ?? (events.length > 0 ? await deps.recipients.ofReferral(tx, referral.id) : []);
      const recipient = orderingRecipient(recipients);
      const want = await target(tx, tenant, referral, events, recipient, known.referrer, now);

      // Which rule moved the status and why, for support's timeline.
      const decision = {
        tenantId: tenant.id,
        referralId: referral.id,
        at: now,
        fromStatus: referral.status,
        toStatus: want.status,
        rule: want.rule,
        reason: want.why,
      };
      const reason = want.credits === 'cancel' ? want.reason : null;
      if (want.status !== referral.status || reason !== referral.rejectionReason) {
        await deps.referrals.setStatus(tx, referral.id, { status: want.status, rejectionReason: reason });
        if (want.status === 'Storniert' || want.status === 'Abgelaufen')
          await deps.hooks.closed(tx, tenant, referral, want.status, now);
        await deps.lifecycle.recordDecision(tx, decision);
      }

      // A new hold by the fraud review leaves the status as it was: recorded for support's timeline.
      const newlyHeld =
        want.rule === FRAUD &&
        want.credits === 'wait' &&
        (credits.length === 0 || credits.some((c) => c.status === 'Offen' && c.dueOn !== null));
      if (newlyHeld && want.status === referral.status) await deps.lifecycle.recordDecision(tx, decision);
      if (want.credits === 'wait' && credits.length === 0) {
        await deps.lifecycle.insertCredits(
          tx,
          await creditRows(tx, tenant, referral, recipient, want.dueOn, now),
        );
      } else if (want.credits === 'wait' && want.dueOn === null) {
        // Past their day but not released: off the periods job's list until the release comes.
        const dated = credits.filter((c) => c.status === 'Offen' && c.dueOn !== null);

        await deps.lifecycle.moveCredits(tx, dated, 'release.awaited', now, null);
      } else if (want.credits === 'ready') {
        const current =
          credits.length > 0
            ? credits
            : (await deps.lifecycle.insertCredits(
                tx,
                await creditRows(tx, tenant, referral, recipient, null, now),
              )) && (await deps.lifecycle.credits(tx, referral.id));
        const moved = await move(tx, current, 'periods.passed', now);
        if (moved.length > 0) await announce(tx, tenant, referral, 'ready', moved, recipient, now);
        await deps.hooks.credits(tx, tenant, referral, 'reward.credited', moved, 'Bereitgestellt', now);
      } else if (want.credits === 'cancel') {
        const moved = await move(tx, credits, 'reward.cancelled', now);
        // Cancelled after an order: tell the referrer; an expiry is mailed by the expiry job.
        if (want.status === 'Storniert' && referral.status !== 'Storniert')
          await announce(tx, tenant, referral, 'cancelled', moved, recipient, now);
      }
      if (referral.referrerId && (want.status === 'Gezahlt') !== (referral.status === 'Gezahlt'))
        await reconcileBonuses(tx, tenant, referral.referrerId, now);
      return want.status;
    },

    /**
     * The status `evaluate` would write when that is all it would write (see `onlyTheRow`), from
     * a state read without the lock; undefined when `evaluate` must run under the lock. Reads and
     * writes nothing, so the caller can write it optimistically.
     */
    async rowChange(
      db: Db,
      tenant: Tenant,
      state: ReferralState,
      now: Date,
    ): Promise<{ status: ReferralStatus; rejectionReason: null } | undefined> {
      const { referral, credits, events, recipients, referrer } = state;
      if (referral.statusCorrectedAt) return undefined;
      if (credits.some((c) => SETTLED.has(c.status))) return undefined;
      const want = await target(db, tenant, referral, events, orderingRecipient(recipients), referrer, now);
      return onlyTheRow(referral, credits, want) ? { status: want.status, rejectionReason: null } : undefined;
    },
  };
}

export type LifecycleService = ReturnType<typeof createLifecycleService>;
