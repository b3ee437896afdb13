import type { OperatorListItem } from '@kwk/shared/operator/operator-management.schemas';
import { isOperatorRole } from '@kwk/shared/operator/operator-rights';
import { createOperatorInvitation } from './invite-operator.ts';
import { createOperatorAccessChanges } from './operator-access-changes.ts';
import {
  createOperatorManagementContext,
  type OperatorManagementDeps,
} from './operator-management-context.ts';
import type { OperatorPrincipal } from './operator-sessions.service.ts';

/**
 * The admin's operator management (right `operators.manage`) and `npm run operator:create`:
 * invite, change roles, deactivate and reactivate, reset credentials. Every change is audited in
 * its transaction; a change that takes access away ends the operator's sessions. An admin cannot
 * lock themselves out (deactivate, reset), nor change their own roles at all. Four eyes on people
 * (issue 27, decision 032): `finance` or `admin` added by an admin waits for a second admin's
 * approval (operator-role-grants.service.ts), and an enrolment link is mailed to the operator's
 * own address, never answered to the admin; only the bootstrap command prints it.
 */
export function createOperatorManagementService(deps: OperatorManagementDeps) {
  const { db, clock, repository, grants } = deps;
  const ctx = createOperatorManagementContext(deps);
  const invitation = createOperatorInvitation(deps, ctx);
  const changes = createOperatorAccessChanges(deps, ctx);
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
    invite: invitation.invite,
    bootstrap: invitation.bootstrap,
    setRoles: changes.setRoles,
    setActive: changes.setActive,
    resetCredentials: changes.resetCredentials,
  };
}

export type OperatorManagementService = ReturnType<typeof createOperatorManagementService>;
