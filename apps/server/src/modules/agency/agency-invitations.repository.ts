import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fromExcluded } from '../../lib/sql-helpers.ts';
import { agencies, agencyAgents, agencyInvitations } from './agency.table.ts';

export type InvitationRow = typeof agencyInvitations.$inferSelect;
export type NewInvitation = Omit<
  typeof agencyInvitations.$inferInsert,
  'id' | 'status' | 'acceptedAt' | 'createdAt'
> & { createdAt: Date };

/** Invitations (Einladung) and the agent links an accepted one makes. */
export function createAgencyInvitationsRepository() {
  /** Open: not accepted and not past its expiry. */
  const open = (now: Date) =>
    and(eq(agencyInvitations.status, 'Offen'), gt(agencyInvitations.expiresAt, now));

  return {
    /**
     * Stores an invitation; the address's earlier invitation by the same agency is renewed only
     * once it expired unaccepted. Answers the row's id, or undefined where the address was invited
     * in this tenant before (by another agency, still open, or accepted): one statement, so two
     * invitations of one address at once make one.
     */
    insert: async (tx: Db, row: NewInvitation): Promise<string | undefined> =>
      (
        await tx
          .insert(agencyInvitations)
          .values(row)
          .onConflictDoUpdate({
            target: [agencyInvitations.tenantId, agencyInvitations.emailIdentity],
            set: {
              ...fromExcluded(agencyInvitations, [
                'invitedBy',
                'vorname',
                'nachname',
                'email',
                'art',
                'mitarbeiternummer',
                'tokenHash',
                'createdAt',
                'expiresAt',
              ]),
              status: 'Offen',
            },
            setWhere: sql`${agencyInvitations.agencyId} = excluded.agency_id and ${agencyInvitations.status} <> 'Angenommen' and ${agencyInvitations.expiresAt} <= excluded.created_at`,
          })
          .returning({ id: agencyInvitations.id })
      )[0]?.id,

    /**
     * The agent number of the employee invitation accepted by this address (its keyed identity):
     * the account registered by it is that agent's own (issue 27, item 13).
     */
    acceptedAgentNumber: async (tx: Db, tenantId: string, identity: string): Promise<string | undefined> =>
      (
        await tx
          .select({ number: agencyInvitations.mitarbeiternummer })
          .from(agencyInvitations)
          .where(
            and(
              eq(agencyInvitations.tenantId, tenantId),
              eq(agencyInvitations.emailIdentity, identity),
              eq(agencyInvitations.status, 'Angenommen'),
              eq(agencyInvitations.art, 'Mitarbeiter'),
            ),
          )
      )[0]?.number ?? undefined,

    /** Whether an open invitation of the tenant, other than to this address, holds the agent number. */
    numberPromised: async (
      tx: Db,
      input: { tenantId: string; number: string; exceptIdentity: string; now: Date },
    ): Promise<boolean> =>
      (
        await tx
          .select({ id: agencyInvitations.id })
          .from(agencyInvitations)
          .where(
            and(
              eq(agencyInvitations.tenantId, input.tenantId),
              eq(agencyInvitations.mitarbeiternummer, input.number),
              ne(agencyInvitations.emailIdentity, input.exceptIdentity),
              open(input.now),
            ),
          )
          .limit(1)
      ).length > 0,

    /** Whether the number is linked to an agency of the tenant (an agent row may be missing). */
    numberLinked: async (tx: Db, tenantId: string, number: string): Promise<boolean> =>
      (
        await tx
          .select({ n: agencyAgents.agentNumber })
          .from(agencyAgents)
          .where(and(eq(agencyAgents.tenantId, tenantId), eq(agencyAgents.agentNumber, number)))
      ).length > 0,

    /**
     * The open invitation of a registration token with its agency's name; `lock` holds the row
     * for the transaction, so two acceptances of one link find it once.
     */
    openByToken: async (
      tx: Db,
      input: { tenantId: string; tokenHash: string; now: Date; lock?: boolean },
    ) => {
      const query = tx
        .select({ invitation: agencyInvitations, agency: agencies })
        .from(agencyInvitations)
        .innerJoin(agencies, eq(agencies.id, agencyInvitations.agencyId))
        .where(
          and(
            eq(agencyInvitations.tenantId, input.tenantId),
            eq(agencyInvitations.tokenHash, input.tokenHash),
            open(input.now),
          ),
        );
      return (await (input.lock ? query.for('update', { of: agencyInvitations }) : query))[0];
    },

    /** Spends the token: the invitation is accepted and its link works no more. */
    markAccepted: (tx: Db, id: string, now: Date) =>
      tx
        .update(agencyInvitations)
        .set({ status: 'Angenommen', tokenHash: null, acceptedAt: now })
        .where(eq(agencyInvitations.id, id)),

    /** Links an agent number to the agency (the agent's own row is the agents module's). */
    linkAgent: (tx: Db, input: { tenantId: string; agentNumber: string; agencyId: string }) =>
      tx
        .insert(agencyAgents)
        .values(input)
        .onConflictDoUpdate({
          target: [agencyAgents.tenantId, agencyAgents.agentNumber],
          set: { agencyId: sql`excluded.agency_id` },
        }),
  };
}

export type AgencyInvitationsRepository = ReturnType<typeof createAgencyInvitationsRepository>;
