import type { OperatorInvited } from '@kwk/shared/operator/operator-management.schemas';
import type { OperatorRole } from '@kwk/shared/operator/operator-rights';
import { privilegedAdded, rolesBeforeApproval } from '@kwk/shared/operator/role-grants';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { OperatorManagementContext, OperatorManagementDeps } from './operator-management-context.ts';
import type { OperatorRow } from './operators.repository.ts';

/** A unique violation (SQLSTATE 23505) somewhere in drizzle's chain of causes. */
const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
};

/** A new operator: an admin's invitation, or the bootstrap command's first admin. */
export function createOperatorInvitation(
  deps: Pick<OperatorManagementDeps, 'db' | 'clock' | 'repository' | 'enrolments' | 'grants' | 'audit'>,
  ctx: OperatorManagementContext,
) {
  const { db, clock, repository, enrolments, grants, audit } = deps;

  /** A new operator row and what follows it, in one transaction; a taken address is a 409. */
  async function insertOperator<T>(
    input: { email: string; name: string },
    roles: OperatorRole[],
    then: (tx: Db, operator: OperatorRow) => Promise<T>,
  ): Promise<T> {
    const email = input.email.trim().toLowerCase();
    if (await repository.byEmail(db, email)) throw new AppError('operator.email_taken');
    // Two invitations of one address at once: the unique index decides, the loser hears 409.
    return ctx
      .inTransaction(async (tx) => {
        const now = clock.now();
        const operator = await repository.insert(tx, {
          email,
          name: input.name.trim(),
          roles,
          createdAt: now,
          updatedAt: now,
        });
        return then(tx, operator);
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new AppError('operator.email_taken');
        throw error;
      });
  }

  return {
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
        const mailed = await ctx.mailLink(tx, operator, 'invited');
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
  };
}
