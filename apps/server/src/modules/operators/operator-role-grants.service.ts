import type { RoleGrant } from '@kwk/shared/operator/operator-management.schemas';
import { isOperatorRole, type OperatorRole } from '@kwk/shared/operator/operator-rights';
import { ROLE_GRANT_TTL_MS } from '@kwk/shared/operator/role-grants';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuditService } from '../audit/audit.api.ts';
import type { FourEyes } from './four-eyes.ts';
import type { OperatorRoleGrantsRepository, RoleGrantRow } from './operator-role-grants.repository.ts';
import type { OperatorSessionsService } from './operator-sessions.service.ts';
import type { OperatorsRepository } from './operators.repository.ts';

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((r) => b.includes(r));

/**
 * Four eyes on granting `finance` or `admin` (issue 27, decision 032): one admin asks, another
 * active admin — neither the one who asked nor the operator concerned — approves or rejects it.
 * Asking is refused when no such second admin exists; `npm run operator:create` stays the
 * bootstrap path. Every step is audited in its transaction.
 */
export function createOperatorRoleGrantsService(deps: {
  db: Db;
  clock: Clock;
  operators: OperatorsRepository;
  grants: OperatorRoleGrantsRepository;
  sessions: OperatorSessionsService;
  fourEyes: FourEyes;
  audit: AuditService;
}) {
  const { db, clock, operators, grants, sessions, fourEyes, audit } = deps;

  const view = (row: RoleGrantRow, requestedByName: string, viewerId: string): RoleGrant => ({
    Id: row.id,
    Roles: row.roles.filter(isOperatorRole),
    RequestedBy: requestedByName,
    RequestedAt: row.requestedAt.toISOString(),
    ExpiresAt: row.expiresAt.toISOString(),
    MayDecide: viewerId !== row.requestedBy && viewerId !== row.operatorId,
  });

  async function decide(viewerId: string, id: string, approve: boolean) {
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AppError('operator.grant_not_found');
    await db
      .transaction(async (tx) => {
        const grant = await grants.lock(tx, id);
        if (!grant) throw new AppError('operator.grant_not_found');
        if (grant.requestedBy === viewerId || grant.operatorId === viewerId)
          throw new AppError('operator.grant_own');
        const now = clock.now();
        if (grant.state !== 'pending' || grant.expiresAt.getTime() <= now.getTime())
          throw new AppError('operator.grant_closed');
        const operator = await operators.byId(tx, grant.operatorId);
        const asker = await operators.byId(tx, grant.requestedBy);
        // The operator or the asker deactivated, the asker no longer an admin, or the roles changed
        // since the asking: what was asked for is not what would be granted.
        const stale =
          !operator?.active ||
          !asker?.active ||
          !asker.roles.includes('admin') ||
          !sameSet(operator.roles, grant.fromRoles);
        if (approve && stale) {
          await grants.decide(tx, id, { state: 'closed', decidedBy: viewerId, decidedAt: now });
          await audit.record(tx, {
            actor: { kind: 'operator', id: viewerId },
            action: 'operator.role_grant_closed',
            subject: `operator:${grant.operatorId}`,
            details: { grant: id, reason: 'stale' },
          });
          return 'closed' as const;
        }
        await grants.decide(tx, id, {
          state: approve ? 'approved' : 'rejected',
          decidedBy: viewerId,
          decidedAt: now,
        });
        if (approve) {
          await operators.update(tx, grant.operatorId, { roles: grant.roles, updatedAt: now });
          await sessions.endAllOf(tx, grant.operatorId);
        }
        await audit.record(tx, {
          actor: { kind: 'operator', id: viewerId },
          action: approve ? 'operator.role_grant_approved' : 'operator.role_grant_rejected',
          subject: `operator:${grant.operatorId}`,
          details: { grant: id, requestedBy: grant.requestedBy, from: grant.fromRoles, to: grant.roles },
        });
        return 'decided' as const;
      })
      .then((outcome) => {
        // Committed as closed (on record), then told: the grant can no longer be approved.
        if (outcome === 'closed') throw new AppError('operator.grant_closed');
      });
  }

  /** Whether an active admin exists who could decide a grant: neither the asker nor the operator concerned. */
  const secondAdminExists = (tx: Db, askerId: string, operatorId: string) =>
    fourEyes.secondAdminExists(tx, [askerId, operatorId]);

  return {
    secondAdminExists,

    /**
     * Asks for `roles` for the operator, in the caller's transaction: refused without a second
     * admin; replaces the operator's earlier pending grant. The operator holds `fromRoles` until then.
     */
    async request(
      tx: Db,
      askerId: string,
      operatorId: string,
      fromRoles: OperatorRole[],
      roles: OperatorRole[],
    ): Promise<RoleGrant> {
      if (!(await secondAdminExists(tx, askerId, operatorId)))
        throw new AppError('operator.second_admin_required');
      const now = clock.now();
      await grants.closeOf(tx, operatorId, now);
      const row = await grants.insert(tx, {
        operatorId,
        roles,
        fromRoles,
        requestedBy: askerId,
        requestedAt: now,
        expiresAt: new Date(now.getTime() + ROLE_GRANT_TTL_MS),
      });
      await audit.record(tx, {
        actor: { kind: 'operator', id: askerId },
        action: 'operator.role_grant_requested',
        subject: `operator:${operatorId}`,
        details: { grant: row.id, from: fromRoles, to: roles, expiresAt: row.expiresAt.toISOString() },
      });
      const asker = await operators.byId(tx, askerId);
      return view(row, asker?.name ?? '', askerId);
    },

    /** The open grants per operator, as the viewer may act on them. */
    async openByOperator(viewerId: string): Promise<Map<string, RoleGrant>> {
      const rows = await grants.open(db, clock.now());
      return new Map(rows.map((r) => [r.grant.operatorId, view(r.grant, r.requestedByName, viewerId)]));
    },

    /** Closes the operator's pending grants (a newer change, or deactivation: `asker` too). */
    closeOf: (tx: Db, operatorId: string, asker = false) =>
      grants.closeOf(tx, operatorId, clock.now(), asker),

    approve: (viewerId: string, id: string) => decide(viewerId, id, true),
    reject: (viewerId: string, id: string) => decide(viewerId, id, false),
  };
}

export type OperatorRoleGrantsService = ReturnType<typeof createOperatorRoleGrantsService>;
