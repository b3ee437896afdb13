import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agents } from '../agents/agents.api.ts';
import { referralCountOfAgent } from '../referrals/referrals.api.ts';
import { agencyAgents, agencyUsers } from './agency.table.ts';

/** The agency's agents (Mitarbeiter): its links, read with the agents' rows and their recommendations. */
export function createAgencyEmployeesRepository() {
  return {
    /** The agency's agents, or one of them, with the number of recommendations naming each. */
    list: (tx: Db, input: { tenantId: string; agencyId: string; agentNumber?: string }) =>
      tx
        .select({
          Agentennummer: agencyAgents.agentNumber,
          Vorname: sql<string>`coalesce(${agents.vorname}, '')`,
          Nachname: sql<string>`coalesce(${agents.nachname}, '')`,
          Ort: sql<string>`coalesce(${agents.ort}, '')`,
          Aktiv: sql<boolean>`coalesce(${agents.aktiv}, false)`,
          Empfehlungen: referralCountOfAgent(agencyAgents.tenantId, agencyAgents.agentNumber),
        })
        .from(agencyAgents)
        .leftJoin(
          agents,
          and(eq(agents.tenantId, agencyAgents.tenantId), eq(agents.externeId, agencyAgents.agentNumber)),
        )
        .where(
          and(
            eq(agencyAgents.tenantId, input.tenantId),
            eq(agencyAgents.agencyId, input.agencyId),
            input.agentNumber === undefined ? undefined : eq(agencyAgents.agentNumber, input.agentNumber),
          ),
        )
        .orderBy(asc(agents.nachname), asc(agents.vorname), asc(agencyAgents.agentNumber)),

    /** Whether the agent number is this agency's; another agency's is not found. */
    isOwn: async (tx: Db, input: { tenantId: string; agencyId: string; agentNumber: string }) =>
      (
        await tx
          .select({ n: agencyAgents.agentNumber })
          .from(agencyAgents)
          .where(
            and(
              eq(agencyAgents.tenantId, input.tenantId),
              eq(agencyAgents.agencyId, input.agencyId),
              eq(agencyAgents.agentNumber, input.agentNumber),
            ),
          )
      ).length > 0,

    /** The agency's users who sign in as this agent: deactivated or restored with the agent; their ids. */
    setUsersActive: async (tx: Db, input: { agencyId: string; agentNumber: string; active: boolean }) =>
      (
        await tx
          .update(agencyUsers)
          .set({ active: input.active })
          .where(
            and(eq(agencyUsers.agencyId, input.agencyId), eq(agencyUsers.agentNumber, input.agentNumber)),
          )
          .returning({ id: agencyUsers.id })
      ).map((u) => u.id),
  };
}

export type AgencyEmployeesRepository = ReturnType<typeof createAgencyEmployeesRepository>;
