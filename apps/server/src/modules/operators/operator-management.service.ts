import type {
  EnrolmentMailed,
  OperatorInvited,
  OperatorListItem,
  RoleChangeResult,
  StatusChangeResult,
} from '@kwk/shared/operator/operator-management.schemas';
import { isOperatorRole, type OperatorRole } from '@kwk/shared/operator/operator-rights';
import { privilegedAdded, rolesBeforeApproval } from '@kwk/shared/operator/role-grants';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { OutboxRepository } from '../mail/outbox.repository.ts';
import { enrolmentMail } from './operator-enrolment.mails.ts';
import type { OperatorEnrolmentsService } from './operator-enrolments.service.ts';
import type { OperatorRoleGrantsService } from './operator-role-grants.service.ts';
import type { OperatorPrincipal, OperatorSessionsService } from './operator-sessions.service.ts';
import type { OperatorRow, OperatorsRepository } from './operators.repository.ts';

/**
 * The admin's operator management (right `operators.manage`) and `npm run operator:create`:
 * invite, change roles, deactivate and reactivate, reset credentials. Every change is audited in
 * its transaction; a change that takes access away ends the operator's sessions. An admin cannot
 * lock themselves out (deactivate, reset), nor change their own roles at all. Four eyes on people
 * (issue 27, decision 032): `finance` or `admin` added by an admin waits for a second admin's
 * approval (operator-role-grants.service.ts), and an enrolment link is mailed to the operator's
 * own address, never answered to the admin; only the bootstrap command prints it.
 */
export function createOperatorManagementService(deps: {
  db: Db;
  clock: Clock;
  repository: OperatorsRepository;
  sessions: OperatorSessionsService;
  enrolments: OperatorEnrolmentsService;
  grants: OperatorRoleGrantsService;
  outbox: Pick<OutboxRepository, 'enqueue'>;
  audit: AuditService;
}) {
  const { db, clock, repository, sessions, enrolments, grants, outbox, audit } = deps;

  /** Issues a link and mails it to the operator (sealed at rest), in the caller's transaction. */
  async function mailLink(
    tx: Db,
    operator: OperatorRow,
    reason: 'invited' | 'reset',
  ): Promise<EnrolmentMailed> {
    const issued = await enrolments.issue(tx, operator.id);
    const mail = enrolmentMail({
      name: operator.name,
      link: issued.url,
      expiresAt: issued.expiresAt,
      reason,
    });
    await outbox.enqueue(
      { tenantId: null, kind: 'operator.enrolment', to: operator.email, ...mail, sealBody: true },
      tx,
      clock.now(),
    );
    return { OperatorId: operator.id, MailedTo: operator.email, ExpiresAt: issued.expiresAt.toISOString() };
  }

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

  /** A new operator row and what follows it, in one transaction; a taken address is a 409. */
  async function insertOperator<T>(
    input: { email: string; name: string },
    roles: OperatorRole[],
    then: (tx: Db, operator: OperatorRow) => Promise<T>,
  ): Promise<T> {
    const email = input.email.trim().toLowerCase();
    if (await repository.byEmail(db, email)) throw new AppError('operator.email_taken');
    // Two invitations of one address at once: the unique index decides, the loser hears 409.
    return inTransaction(async (tx) => {
      const now = clock.now();
      const operator = await repository.insert(tx, {
        email,
        name: input.name.trim(),
        roles,
        createdAt: now,
        updatedAt: now,
      });
      return then(tx, operator);
    }).catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError('operator.email_taken');
      throw error;
    });
  }

  return {
    async list(viewer: OperatorPrincipal): Promise<OperatorListItem[]> {
      const [rows, counts, open, pending] = await Promise.all([
        repository.list(db),
        repository.passkeyCounts(db),
        repository.withOpenEnrolment(db, clock.now()),
        grants.openByOperator(viewer.operator.id),
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
        PendingGrant: pending.get(o.id) ?? null,
      }));
    },

    /**
     * An admin's invitation: the operator is created with the roles asked for except `finance` and
     * `admin`, which wait as a grant for a second admin; the enrolment link is mailed to them.
     */
    async invite(
      askerId: string,
      input: { email: string; name: string; roles: OperatorRole[] },
    ): Promise<OperatorInvited> {
      const asked = [...new Set(input.roles)];
      const held = rolesBeforeApproval([], asked);
      return insertOperator(input, held, async (tx, operator) => {
        const grant =
          privilegedAdded([], asked).length > 0
            ? await grants.request(tx, askerId, operator.id, held, asked)
            : null;
        const mailed = await mailLink(tx, operator, 'invited');
        await audit.record(tx, {
          actor: { kind: 'operator', id: askerId },
          action: 'operator.invited',
          subject: `operator:${operator.id}`,
          details: {
            roles: held,
            ...(grant ? { asked, grant: grant.Id } : {}),
            enrolmentExpiresAt: mailed.ExpiresAt,
            enrolmentMailed: true,
          },
        });
        return { ...mailed, Roles: held, PendingGrant: grant };
      });
    },

    /**
     * `npm run operator:create`, the bootstrap path (the first admin's way in): the roles at once,
     * the link answered for the command to print to the person at the terminal. Audited as the system.
     */
    async bootstrap(input: { email: string; name: string; roles: OperatorRole[] }) {
      const roles = [...new Set(input.roles)];
      return insertOperator(input, roles, async (tx, operator) => {
        const issued = await enrolments.issue(tx, operator.id);
        await audit.record(tx, {
          actor: { kind: 'system' },
          action: 'operator.invited',
          subject: `operator:${operator.id}`,
          details: { roles, enrolmentExpiresAt: issued.expiresAt.toISOString() },
        });
        return { OperatorId: operator.id, Url: issued.url, ExpiresAt: issued.expiresAt.toISOString() };
      });
    },

    /**
     * Changes another operator's roles: what takes rights away or adds no privileged role applies
     * at once; `finance`/`admin` added waits as a grant for a second admin. Any change of one's own
     * roles is refused (nobody grants themselves rights, nor needs to take their own).
     */
    async setRoles(
      principal: OperatorPrincipal,
      id: string,
      roles: OperatorRole[],
    ): Promise<RoleChangeResult> {
      const operator = await target(id);
      if (operator.id === principal.operator.id) throw new AppError('operator.own_roles');
      const from = operator.roles.filter(isOperatorRole);
      const asked = [...new Set(roles)];
      const now = rolesBeforeApproval(from, asked);
      return inTransaction(async (tx) => {
        // A newer change replaces a grant still waiting (it was asked onto other roles).
        await grants.closeOf(tx, operator.id);
        if (!(now.length === from.length && now.every((r) => from.includes(r)))) {
          await repository.update(tx, operator.id, { roles: now, updatedAt: clock.now() });
          // Their console shows the old rights until they sign in again.
          await sessions.endAllOf(tx, operator.id);
          await audit.record(tx, {
            actor: { kind: 'operator', id: principal.operator.id },
            action: 'operator.roles_changed',
            subject: `operator:${operator.id}`,
            details: { from, to: now },
          });
        }
        const grant =
          privilegedAdded(from, asked).length > 0
            ? await grants.request(tx, principal.operator.id, operator.id, now, asked)
            : null;
        return { Roles: now, PendingGrant: grant };
      });
    },

    /**
     * Deactivates (their sessions and grants end) or reactivates another operator. A reactivation
     * restores no `finance` or `admin` by one admin alone (else deactivate, reset the access to a
     * mailbox one reads, reactivate: a second privileged account): they are cut back as a role
     * change's would be and wait as a grant for a second admin, or, with none, stay withheld.
     */
    async setActive(principal: OperatorPrincipal, id: string, active: boolean): Promise<StatusChangeResult> {
      const operator = await target(id);
      if (operator.id === principal.operator.id) throw new AppError('operator.self_lockout');
      const held = operator.roles.filter(isOperatorRole);
      if (operator.active === active)
        return { Active: active, Roles: held, PendingGrant: null, Withheld: [] };
      const askerId = principal.operator.id;
      return inTransaction(async (tx) => {
        const roles = active ? rolesBeforeApproval([], held) : held;
        const withheld = held.filter((role) => !roles.includes(role));
        await repository.update(tx, operator.id, { active, roles, updatedAt: clock.now() });
        // A deactivated operator's grants close, those for them and those they asked for.
        const closedGrants = active ? [] : await grants.closeOf(tx, operator.id, true);
        if (!active) await sessions.endAllOf(tx, operator.id);
        const grant =
          withheld.length > 0 && (await grants.secondAdminExists(tx, askerId, operator.id))
            ? await grants.request(tx, askerId, operator.id, roles, held)
            : null;
        await audit.record(tx, {
          actor: { kind: 'operator', id: askerId },
          action: active ? 'operator.reactivated' : 'operator.deactivated',
          subject: `operator:${operator.id}`,
          ...(closedGrants.length ? { details: { closedGrants } } : {}),
          ...(withheld.length ? { details: { roles, withheld, grant: grant?.Id ?? null } } : {}),
        });
        return { Active: active, Roles: roles, PendingGrant: grant, Withheld: withheld };
      });
    },

    /**
     * A lost device: removes the operator's passkeys and TOTP secret, ends their sessions, and
     * mails a new enrolment link to the operator (the old ones close).
     */
    async resetCredentials(principal: OperatorPrincipal, id: string): Promise<EnrolmentMailed> {
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
        const mailed = await mailLink(tx, operator, 'reset');
        await audit.record(tx, {
          actor: { kind: 'operator', id: principal.operator.id },
          action: 'operator.credentials_reset',
          subject: `operator:${operator.id}`,
          details: { enrolmentExpiresAt: mailed.ExpiresAt, enrolmentMailed: true },
        });
        return mailed;
      });
    },
  };
}

export type OperatorManagementService = ReturnType<typeof createOperatorManagementService>;
