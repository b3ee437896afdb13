import { OPERATOR_ROLES, type OperatorRole } from './operator-rights.ts';

/**
 * Four eyes on the console's own people (issue 27, finding 1; decision 032): a role that opens the
 * money or the management of operators is granted only when a second admin approves. Pure rules,
 * shared by the server (which decides) and the console (which says beforehand what will happen).
 */

/** Roles whose grant needs a second admin's approval. */
export const PRIVILEGED_ROLES = ['admin', 'finance', 'support'] as const satisfies readonly OperatorRole[];

/** A pending grant closes this long after it was asked for (as long as an enrolment link lives). */
export const ROLE_GRANT_TTL_MS = 72 * 60 * 60_000;

/** The privileged roles `to` adds to `from`, in the catalogue's order; empty: the change applies at once. */
export function privilegedAdded(from: readonly string[], to: readonly string[]): OperatorRole[] {
  return OPERATOR_ROLES.filter(
    (role) =>
      (PRIVILEGED_ROLES as readonly string[]).includes(role) && to.includes(role) && !from.includes(role),
  );
}

/** What an operator holds until a pending grant is approved: the asked-for roles minus the privileged ones added. */
export function rolesBeforeApproval(from: readonly string[], to: readonly OperatorRole[]): OperatorRole[] {
  const added = privilegedAdded(from, to);
  return to.filter((role) => !added.includes(role));
}
