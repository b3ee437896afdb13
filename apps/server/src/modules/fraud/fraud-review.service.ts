import type { FraudCase, FraudDecision } from '@kwk/shared/operator/fraud.schemas';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuditService } from '../audit/audit.api.ts';
import type { LifecycleService } from '../lifecycle/lifecycle.api.ts';
import type { ReferralRecords } from '../referrals/referrals.api.ts';
import type { TenantCache } from '../tenants/tenants.api.ts';
import type { FraudRepository, ReviewRow } from './fraud.repository.ts';

interface Deps {
  db: Db;
  clock: Clock;
  tenants: TenantCache;
  referrals: Pick<ReferralRecords, 'lockById' | 'byId'>;
  engine: LifecycleService;
  audit: AuditService;
  repository: FraudRepository;
}

/**
 * The console's fraud review (issue 15): the queue of held referrals with their signals, and
 * support's release or rejection with a reason. Both hand the referral back to the lifecycle
 * engine in the same transaction, under the referral's row lock, with the audit row.
 */
export function createFraudReviewService(deps: Deps) {
  const { db, clock, repository } = deps;

  async function cases(db: Db, reviews: ReviewRow[]): Promise<FraudCase[]> {
    const signals = await repository.signalsOf(
      db,
      reviews.map((r) => r.referralId),
    );
    return Promise.all(
      reviews.map(async (review) => {
        const tenant = await deps.tenants.byId(review.tenantId, db);
        const referral = await deps.referrals.byId(db, review.tenantId, review.referralId);
        return {
          Id: review.referralId,
          Mandant: {
            Id: review.tenantId,
            Name: tenant ? `${tenant.mandant.Brand.Name} (${tenant.key})` : review.tenantId,
          },
          Empfehlungsnummer: Number(referral?.empfehlungsnummer ?? 0),
          Status: referral?.status ?? 'Ok',
          Zustand: review.state,
          GehaltenSeit: review.heldAt.toISOString(),
          Signale: signals
            .filter((s) => s.referralId === review.referralId)
            .map((s) => ({
              Art: s.kind as FraudCase['Signale'][number]['Art'],
              Zeit: s.at.toISOString(),
              Hinweise: s.evidence,
            })),
          Entschieden: review.decidedAt?.toISOString() ?? null,
          Begruendung: review.reason,
        };
      }),
    );
  }

  async function decide(
    operatorId: string,
    referralId: string,
    state: 'released' | 'rejected',
    body: FraudDecision,
  ): Promise<FraudCase> {
    return db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const found = await repository.review(tx, referralId);
      const tenant = found && (await deps.tenants.byId(found.tenantId, tx));
      if (!found || !tenant) throw new AppError('fraud.not_found');
      // The referral's lock orders two decisions at the same moment: the second finds it decided.
      const referral = await deps.referrals.lockById(tx, tenant.id, referralId);
      if (!referral) throw new AppError('fraud.not_found');
      const now = clock.now();
      const decided = await repository.decide(tx, referralId, {
        state,
        by: operatorId,
        reason: body.Begruendung,
        at: now,
      });
      if (!decided) throw new AppError('fraud.already_decided');
      // Released: credited now if its periods have passed (else on their day); rejected: the
      // engine cancels it where it would have credited it, and a choice not yet paid with it.
      if (state === 'rejected') await deps.engine.cancelUnpaidChoices(tx, referralId, now);
      await deps.engine.evaluate(tx, tenant, referral, now);
      // The decision changes what counts toward the referrer's bonus tiers (a held referral counts
      // for none) even where the referral's status stays, e.g. a reward chosen before the hold.
      if (referral.referrerId) await deps.engine.reconcileBonuses(tx, tenant, referral.referrerId, now);
      const signals = await repository.signalsOf(tx, [referralId]);
      await deps.audit.record(tx, {
        actor: { kind: 'operator', id: operatorId },
        action: state === 'released' ? 'fraud.release' : 'fraud.reject',
        tenantId: tenant.id,
        // The referral's subject, so the decision shows on support's timeline.
        subject: `referral:${referral.empfehlungsnummer}`,
        reason: body.Begruendung,
        details: { referralId, signals: signals.map((s) => s.kind) },
      });
      return (await cases(tx, [decided]))[0]!;
    });
  }

  return {
    /**
     * After a hold at the pickup (in the choice's transaction): the held referral no longer counts
     * toward the referrer's bonus tiers, so a bonus it helped reach and not yet collected is taken
     * back now, not only when support decides (decision 040).
     */
    async afterHold(tx: Db, tenantId: string, referralId: string, now: Date) {
      const tenant = await deps.tenants.byId(tenantId, tx);
      const referral = tenant && (await deps.referrals.byId(tx, tenantId, referralId));
      if (tenant && referral?.referrerId)
        await deps.engine.reconcileBonuses(tx, tenant, referral.referrerId, now);
    },

    /** The held referrals, oldest first. */
    queue: async (tenantId?: string) => cases(db, await repository.held(db, tenantId)),

    async detail(referralId: string): Promise<FraudCase> {
      const review = await repository.review(db, referralId);
      if (!review) throw new AppError('fraud.not_found');
      return (await cases(db, [review]))[0]!;
    },

    release: (operatorId: string, referralId: string, body: FraudDecision) =>
      decide(operatorId, referralId, 'released', body),
    reject: (operatorId: string, referralId: string, body: FraudDecision) =>
      decide(operatorId, referralId, 'rejected', body),
  };
}

export type FraudReviewService = ReturnType<typeof createFraudReviewService>;
