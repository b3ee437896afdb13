import type {
  EnrolmentMailed,
  RoleChangeResult,
  StatusChangeResult,
} from '@kwk/shared/operator/operator-management.schemas';
import { isOperatorRole, type OperatorRole } from '@kwk/shared/operator/operator-rights';
import { privilegedAdded, rolesBeforeApproval } from '@kwk/shared/operator/role-grants';
import { AppError } from '../../plugins/app-error.ts';
import type { OperatorManagementContext, OperatorManagementDeps } from './operator-management-context.ts';
import type { OperatorPrincipal } from './operator-sessions.service.ts';

/**
 * What an admin changes of another operator's access: roles, active or not, credentials. Each in
 * one transaction, audited; a change that takes access away ends the operator's sessions.
 */
export function createOperatorAccessChanges(
  deps: Pick<OperatorManagementDeps, 'clock' | 'repository' | 'sessions' | 'grants' | 'audit'>,
  ctx: OperatorManagementContext,
) {
  const { clock, repository, sessions, grants, audit } = deps;
  return {
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
      const operator = await ctx.target(id);
      if (operator.id === principal.operator.id) throw new AppError('operator.own_roles');
      const from = operator.roles.filter(isOperatorRole);
      const asked = [...new Set(roles)];
      const now = rolesBeforeApproval(from, asked);
      return ctx.inTransaction(async (tx) => {
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
      const operator = await ctx.target(id);
      if (operator.id === principal.operator.id) throw new AppError('operator.self_lockout');
      const held = operator.roles.filter(isOperatorRole);
      if (operator.active === active)
        return { Active: active, Roles: held, PendingGrant: null, Withheld: [] };
      const askerId = principal.operator.id;
      return ctx.inTransaction(async (tx) => {
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
      const operator = await ctx.target(id);
      if (operator.id === principal.operator.id) throw new AppError('operator.self_lockout');
      return ctx.inTransaction(async (tx) => {
        await repository.removePasskeysOf(tx, operator.id);
        await repository.update(tx, operator.id, {
          totpSecretSealed: null,
          totpLastStep: null,
          updatedAt: clock.now(),
        });
        await sessions.endAllOf(tx, operator.id);
        const mailed = await ctx.mailLink(tx, operator, 'reset');
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
