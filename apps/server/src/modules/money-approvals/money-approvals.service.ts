import type {
  MoneyAmountChange,
  MoneyChangeKind,
  PendingMoneyChange,
} from '@kwk/shared/operator/money-raises';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { ApplyMoneyRaise, MoneyRaiseProposal } from '../../lib/money-raise.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuditService } from '../audit/audit.api.ts';
import type { FourEyes } from '../operators/operators.api.ts';
import type { MoneyApprovalsRepository, MoneyChangeRow } from './money-approvals.repository.ts';

/**
 * A raise of a money setting waits for a second admin (issue 27, decision 047): the owner of the
 * setting proposes it, another active admin than the proposer approves it — the owner applies it
 * if the setting is still what it was when proposed, else it is closed as outdated (409, propose
 * again) — or rejects it. Proposal, approval, rejection and closing are audited in their
 * transaction.
 */
export function createMoneyApprovalsService(deps: {
  db: Db;
  clock: Clock;
  repository: MoneyApprovalsRepository;
  audit: AuditService;
  fourEyes: FourEyes;
  /** Each kind's owner applies it (tenants, catalogue, content: read when an approval runs). */
  appliers: () => Record<MoneyChangeKind, ApplyMoneyRaise>;
}) {
  const { db, clock, repository, audit, fourEyes } = deps;

  const subject = (row: Pick<MoneyChangeRow, 'kind' | 'subjectId'>) =>
    `money:${row.kind}${row.subjectId === null ? '' : `:${row.subjectId}`}`;

  const toPending = (
    row: MoneyChangeRow,
    names: Map<string, string>,
    viewer: string,
  ): PendingMoneyChange => ({
    Id: row.id,
    Art: row.kind,
    ObjektId: row.subjectId,
    VorgeschlagenVon: row.proposedBy,
    VorgeschlagenVonName: names.get(row.proposedBy) ?? '',
    VorgeschlagenAm: row.proposedAt.toISOString(),
    Betraege: row.amounts as MoneyAmountChange[],
    DarfEntscheiden: row.proposedBy !== viewer,
  });

  /** The open change, locked; refused for its proposer (four eyes are two people). */
  async function openChange(tx: Db, operatorId: string, id: string) {
    const row = await repository.lock(tx, id);
    if (!row) throw new AppError('common.not_found');
    if (row.state !== 'pending') throw new AppError('money.not_pending');
    if (row.proposedBy === operatorId) throw new AppError('money.approve_own');
    return row;
  }

  const record = (tx: Db, operatorId: string, action: string, row: MoneyChangeRow, reason?: string) =>
    audit.record(tx, {
      actor: { kind: 'operator', id: operatorId },
      action,
      tenantId: row.tenantId,
      subject: subject(row),
      ...(reason ? { reason } : {}),
      details: { change: row.id, proposedBy: row.proposedBy, amounts: row.amounts },
    });

  return {
    /** The proposal the owners call in their save's transaction (this module passes it when it builds their consoles). */
    async propose(tx: Db, operatorId: string, proposal: MoneyRaiseProposal): Promise<PendingMoneyChange> {
      if (!(await fourEyes.secondAdminExists(tx, [operatorId])))
        throw new AppError('money.second_admin_required');
      const row = await repository.insert(tx, {
        ...proposal,
        proposedBy: operatorId,
        proposedAt: clock.now(),
      });
      await record(tx, operatorId, 'money.raise_proposed', row);
      const names = await fourEyes.namesOf([operatorId], tx);
      return toPending(row, names, operatorId);
    },

    /** A tenant's open raises, as `viewer` sees them (whether they may decide each). */
    async open(tenantId: string, viewer: string): Promise<PendingMoneyChange[]> {
      const rows = await repository.open(db, tenantId);
      const names = await fourEyes.namesOf(rows.map((r) => r.proposedBy));
      return rows.map((row) => toPending(row, names, viewer));
    },

    /** Approves and applies a raise; 409 `money.changed_since` (and closed) if the setting changed meanwhile. */
    async approve(operatorId: string, id: string): Promise<{ ObjektId: number | null }> {
      const outcome = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const row = await openChange(tx, operatorId, id);
        const applied = await deps.appliers()[row.kind](tx, operatorId, row);
        await repository.decide(tx, id, {
          state: applied.applied ? 'approved' : 'outdated',
          decidedBy: operatorId,
          decidedAt: clock.now(),
        });
        await record(tx, operatorId, applied.applied ? 'money.raise_approved' : 'money.raise_outdated', row);
        return applied;
      });
      if (!outcome.applied) throw new AppError('money.changed_since');
      await outcome.afterCommit?.();
      return { ObjektId: outcome.id ?? null };
    },

    /** Rejects a raise: nothing of it applies. */
    async reject(operatorId: string, id: string, reason: string | undefined): Promise<void> {
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const row = await openChange(tx, operatorId, id);
        await repository.decide(tx, id, { state: 'rejected', decidedBy: operatorId, decidedAt: clock.now() });
        await record(tx, operatorId, 'money.raise_rejected', row, reason);
      });
    },
  };
}

export type MoneyApprovalsService = ReturnType<typeof createMoneyApprovalsService>;
