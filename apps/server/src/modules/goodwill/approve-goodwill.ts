import type { GoodwillApproval, GoodwillCase } from '@kwk/shared/operator/goodwill.schemas';
import { AppError } from '../../plugins/app-error.ts';
import { toCases } from './goodwill-cases.ts';
import { creditGoodwill, type GoodwillDeps } from './goodwill-deps.ts';
import { mailOutcome } from './goodwill-outcome.ts';

/**
 * Finance's decision on a grant above the threshold (issue 27, item 2): another person than the
 * one who granted it approves (the reward is credited, the sender mailed) or refuses (the
 * sender is mailed the refusal with finance's reason). An attempt on one's own grant is
 * refused and audited. Only after the approval is there a reward for a voucher or a transfer.
 */
export async function approveGoodwill(
  deps: GoodwillDeps,
  operatorId: string,
  id: string,
  body: GoodwillApproval,
): Promise<GoodwillCase> {
  const { db, repository } = deps;
  // A refused self-approval is a security event: recorded on its own, as a refused self-release
  // of a payout batch is, since the refusal rolls nothing of its own back.
  const own = await repository.byId(db, id);
  if (own?.status === 'Freigabe' && own.decidedBy === operatorId) {
    await deps.audit.record(db, {
      actor: { kind: 'operator', id: operatorId },
      action: 'goodwill.approve_refused',
      tenantId: own.tenantId,
      subject: `goodwill_case:${own.id}`,
      reason: 'four eyes: granted by the same operator',
    });
    throw new AppError('goodwill.four_eyes');
  }
  const row = await db.transaction(async (tx) => {
    const found = await repository.lock(tx, id);
    if (!found) throw new AppError('goodwill.not_found');
    if (found.status !== 'Freigabe' || !found.cents || !found.referrerId)
      throw new AppError('goodwill.not_awaiting_approval');
    if (found.decidedBy === operatorId) throw new AppError('goodwill.four_eyes');
    const tenant = await deps.tenants.byId(found.tenantId, tx);
    if (!tenant) throw new AppError('goodwill.not_found');
    const approved = body.Entscheidung === 'Freigegeben';
    const now = deps.clock.now();
    const creditId = approved ? await creditGoodwill(deps, tx, found, found.cents, now) : null;
    const decided = {
      status: approved ? 'Gewaehrt' : 'Abgelehnt',
      creditId,
      approvalBy: operatorId,
      approvalAt: now,
      approvalReason: body.Begruendung,
      thanksTokenHash: await mailOutcome(
        deps,
        tx,
        found,
        tenant,
        approved
          ? { granted: true, cents: found.cents, reason: found.reason ?? '' }
          : { granted: false, cents: null, reason: body.Begruendung },
        now,
      ),
    } as const;
    await repository.decide(tx, id, decided);
    await deps.audit.record(tx, {
      actor: { kind: 'operator', id: operatorId },
      action: approved ? 'goodwill.approve' : 'goodwill.approval_refuse',
      tenantId: tenant.id,
      subject: `account:${found.referrerId}`,
      reason: body.Begruendung,
      details: { caseId: found.id, cents: found.cents, grantedBy: found.decidedBy, creditId },
    });
    return { ...found, ...decided };
  });
  return (await toCases(deps, [row], operatorId))[0]!;
}
