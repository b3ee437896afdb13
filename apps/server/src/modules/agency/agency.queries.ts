import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agencies, agencyAgents, agencyOrderReleases } from './agency.table.ts';

/**
 * The agency module's read queries for other modules (decision 051): the owner reads its tables,
 * a reader gets a typed answer and names no table of the agency area.
 */

/**
 * The agency an agent works for and its release of one order (issue 29, item 4: support's view of
 * a referral): undefined when the agent belongs to no agency of the tenant.
 */
export async function agencyOfOrder(
  tx: Db,
  order: { tenantId: string; agentNumber: string; referralId: string },
): Promise<{ id: string; name: string; release: { at: Date; by: string } | null } | undefined> {
  const [row] = await tx
    .select({
      id: agencies.id,
      name: agencies.name,
      releasedAt: agencyOrderReleases.releasedAt,
      releasedBy: agencyOrderReleases.releasedByName,
    })
    .from(agencyAgents)
    .innerJoin(agencies, eq(agencies.id, agencyAgents.agencyId))
    // As the engine's fact reads it (agency-release.ts): the order's release, whoever gave it.
    .leftJoin(agencyOrderReleases, eq(agencyOrderReleases.referralId, order.referralId))
    .where(and(eq(agencyAgents.tenantId, order.tenantId), eq(agencyAgents.agentNumber, order.agentNumber)));
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    release: row.releasedAt && row.releasedBy ? { at: row.releasedAt, by: row.releasedBy } : null,
  };
}
