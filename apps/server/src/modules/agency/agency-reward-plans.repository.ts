import { and, asc, desc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agents } from '../agents/agents.api.ts';
import { products } from '../catalogue/catalogue.api.ts';
import { agencyAgents, agencyRewardPlans } from './agency.table.ts';

export type RewardPlanRow = typeof agencyRewardPlans.$inferSelect;

/** The agency's reward plans (Praemienplan), read with their product's name. */
export function createAgencyRewardPlansRepository() {
  const withProduct = (tx: Db) =>
    tx
      .select({ plan: agencyRewardPlans, productName: products.anzeigeName })
      .from(agencyRewardPlans)
      .leftJoin(
        products,
        and(eq(products.tenantId, agencyRewardPlans.tenantId), eq(products.id, agencyRewardPlans.productId)),
      );

  return {
    list: (tx: Db, tenantId: string, agencyId: string) =>
      withProduct(tx)
        .where(and(eq(agencyRewardPlans.tenantId, tenantId), eq(agencyRewardPlans.agencyId, agencyId)))
        .orderBy(desc(agencyRewardPlans.startsOn), asc(agencyRewardPlans.name), asc(agencyRewardPlans.id)),

    one: async (tx: Db, id: string) => (await withProduct(tx).where(eq(agencyRewardPlans.id, id)))[0],

    /** Whether the tenant has the product (its catalogue's table, read). */
    productExists: async (tx: Db, tenantId: string, productId: number) =>
      (
        await tx
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.tenantId, tenantId), eq(products.id, productId)))
      ).length > 0,

    insert: async (tx: Db, row: typeof agencyRewardPlans.$inferInsert) =>
      (await tx.insert(agencyRewardPlans).values(row).returning({ id: agencyRewardPlans.id }))[0]!.id,

    /** Deletes a plan of this agency; false for another agency's or an unknown one. */
    remove: async (tx: Db, input: { tenantId: string; agencyId: string; id: string }) =>
      (
        await tx
          .delete(agencyRewardPlans)
          .where(
            and(
              eq(agencyRewardPlans.tenantId, input.tenantId),
              eq(agencyRewardPlans.agencyId, input.agencyId),
              eq(agencyRewardPlans.id, input.id),
            ),
          )
          .returning({ id: agencyRewardPlans.id })
      ).length > 0,

    /** The plans running on `today` (YYYY-MM-DD) of the agency an active agent works for. */
    activeForAgent: (tx: Db, input: { tenantId: string; agentNumber: string; today: string }) =>
      withProduct(tx)
        .innerJoin(
          agencyAgents,
          and(
            eq(agencyAgents.agencyId, agencyRewardPlans.agencyId),
            eq(agencyAgents.tenantId, input.tenantId),
            eq(agencyAgents.agentNumber, input.agentNumber),
          ),
        )
        .innerJoin(
          agents,
          and(
            eq(agents.tenantId, agencyAgents.tenantId),
            eq(agents.externeId, agencyAgents.agentNumber),
            eq(agents.aktiv, true),
          ),
        )
        .where(
          and(
            eq(agencyRewardPlans.tenantId, input.tenantId),
            lte(agencyRewardPlans.startsOn, input.today),
            or(isNull(agencyRewardPlans.endsOn), gte(agencyRewardPlans.endsOn, input.today)),
          ),
        )
        .orderBy(asc(agencyRewardPlans.productId), asc(agencyRewardPlans.name), asc(agencyRewardPlans.id)),
  };
}

export type AgencyRewardPlansRepository = ReturnType<typeof createAgencyRewardPlansRepository>;
