import type { EnrolmentLink, OperatorListItem } from '@kwk/shared/operator/operator-management.schemas';
import { isOperatorRole, type OperatorRole } from '@kwk/shared/operator/operator-rights';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuditActor, AuditService } from '../audit/audit.service.ts';
import type { OperatorEnrolmentsService } from './operator-enrolments.service.ts';
import type { OperatorPrincipal, OperatorSessionsService } from './operator-sessions.service.ts';
import type { OperatorRow, OperatorsRepository } from './operators.repository.ts';

/**
 * The admin's operator management (right `operators.manage`) and `npm run operator:create`:
 * invite, change roles, deactivate and reactivate, reset credentials. Every change is audited in
 * its transaction; a change that takes access away ends the operator's sessions. An admin cannot
 * lock themselves out (deactivate, reset, or drop their own admin role).
 */
export function createOperatorManagementService(deps: {
  db: Db;
  clock: Clock;
  repository: OperatorsRepository;
  sessions: OperatorSessionsService;
  enrolments: OperatorEnrolmentsService;
  audit: AuditService;
}) {
  const { db, clock, repository, sessions, enrolments, audit } = deps;

  const link = (operatorId: string, issued: { url: string; expiresAt: Date }): EnrolmentLink => ({
    OperatorId: operatorId,
    Url: issued.url,
    ExpiresAt: issued.expiresAt.toISOString(),
  });

  async function target(id: string): Promise<OperatorRow> {
    const found = /^[0-9a-f-]{36}$/i.test(id) ? await repository.byId(db, id) : undefined;
    if (!found) throw new AppError('operator.not_found');
    return found;
  }

  /** A unique violation (SQLSTATE 23505) somewhere in drizzle's chain of causes. */
  const isUniqueViolation = (error: unknown): boolean => {
    for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; depth++) {
      if ((e as { code?: unknown }).code === '23505') return true;
      e = (e as { cause?: unknown }).cause;
    }
    return false;
  };

  const inTransaction = <T>(work: (tx: Db) => Promise<T>) =>
    db.transaction(async (t) => work(t as unknown as Db));

  return {
    async list(): Promise<OperatorListItem[]> {
      const [rows, counts, open] = await Promise.all([
        repository.list(db),
        repository.passkeyCounts(db),
        repository.withOpenEnrolment(db, clock.now()),
      ]);
      return rows.map((o) => ({
        Id: o.id,
        Name: o.name,
        Email: o.email,
        Roles: o.roles.filter(isOperatorRole),
        Active: o.active,
        Passkeys: counts.get(o.id) ?? 0,
        Totp: o.totpSecretSealed !== null,
        LastSignInAt: o.lastSignInAt?.toISOString() ?? null,
        EnrolmentOpen: open.has(o.id),
      }));
    },

    /** A new operator and their enrolment link (shown once); by an admin or the command. */
    async create(
      actor: AuditActor,
      input: { email: string; name: string; roles: OperatorRole[] },
    ): Promise<EnrolmentLink> {
      const email = input.email.trim().toLowerCase();
      if (await repository.byEmail(db, email)) throw new AppError('operator.email_taken');
      // Two invitations of one address at once: the unique index decides, the loser hears 409.
      return inTransaction(async (tx) => {
        const now = clock.now();
        const operator = await repository.insert(tx, {
          email,
          name: input.name.trim(),
          roles: [...new Set(input.roles)],
          createdAt: now,
          updatedAt: now,
        });
        const issued = await enrolments.issue(tx, operator.id);
        await audit.record(tx, {
          actor,
          action: 'operator.invited',
          subject: `operator:${operator.id}`,
          details: { roles: operator.roles, enrolmentExpiresAt: issued.expiresAt.toISOString() },
        });
        return link(operator.id, issued);
      }).catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new AppError('operator.email_taken');
        throw error;
      });
    },

    async setRoles(principal: OperatorPrincipal, id: string, roles: OperatorRole[]) {
      const operator = await target(id);
      const self = operator.id === principal.operator.id;
      if (self && operator.roles.includes('admin') && !roles.includes('admin'))
        throw new AppError('operator.self_lockout');
      await inTransaction(async (tx) => {
        await repository.update(tx, operator.id, { roles, updatedAt: clock.now() });
        // Another operator's console shows the old rights until they sign in again; one's own
        // session stays (the server reads the roles on every call).
        if (!self) await sessions.endAllOf(tx, operator.id);
        await audit.record(tx, {
          actor: { kind: 'operator', id: principal.operator.id },
          action: 'operator.roles_changed',
          subject: `operator:${operator.id}`,
          details: { from: operator.roles, to: roles },
        });
      });
    },

    async setActive(principal: OperatorPrincipal, id: string, active: boolean) {
      const operator = await target(id);
      if (operator.id === principal.operator.id) throw new AppError('operator.self_lockout');
      if (operator.active === active) return;
      await inTransaction(async (tx) => {
        await repository.update(tx, operator.id, { active, updatedAt: clock.now() });
        if (!active) await sessions.endAllOf(tx, operator.id);
        await audit.record(tx, {
          actor: { kind: 'operator', id: principal.operator.id },
          action: active ? 'operator.reactivated' : 'operator.deactivated',
          subject: `operator:${operator.id}`,
        });
      });
    },

    /**
     * A lost device: removes the operator's passkeys and TOTP secret, ends their sessions, and
     * issues a new enrolment link (the old ones close).
     */
    async resetCredentials(principal: OperatorPrincipal, id: string): Promise<EnrolmentLink> {
      const operator = await target(id);
      if (operator.id === principal.operator.id) throw new AppError('operator.self_lockout');
      return inTransaction(async (tx) => {
        await repository.removePasskeysOf(tx, operator.id);
        await repository.update(tx, operator.id, {
          totpSecretSealed: null,
          totpLastStep: null,
          updatedAt: clock.now(),
        });
        await sessions.endAllOf(tx, operator.id);
        const issued = await enrolments.issue(tx, operator.id);
        await audit.record(tx, {
          actor: { kind: 'operator', id: principal.operator.id },
          action: 'operator.credentials_reset',
          subject: `operator:${operator.id}`,
          details: { enrolmentExpiresAt: issued.expiresAt.toISOString() },
        });
        return link(operator.id, issued);
      });
    },
  };
}

export type OperatorManagementService = ReturnType<typeof createOperatorManagementService>;
