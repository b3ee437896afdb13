import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/sql-helpers.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AgencyReleaseFact, LifecycleService } from '../lifecycle/lifecycle.api.ts';
import { referralHasOrderPlaced } from '../partner-events/partner-events.api.ts';
import { referralHasRecipientNumber } from '../recipients/recipients.api.ts';
import { type ReferralRecords, referralKeys } from '../referrals/referrals.api.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import type { WebhooksService } from '../webhooks/webhooks.api.ts';
import { agencyOrderReleases } from './agency.table.ts';
import type { AgencyPrincipal } from './agency-sessions.service.ts';

/**
 * The agency's release of an order of its agent (spec §7 `agentur/auftragfreigeben/{a}/{b}`):
 * recorded once (who, when), and handed to the lifecycle engine, which credits an agency agent's
 * referral only once it is released (the engine's `agencyRelease` fact reads it back).
 */
export function createAgencyRelease(deps: {
  db: Db;
  clock: Clock;
  engine: LifecycleService;
  referrals: ReferralRecords;
  /** The webhooks' outbox: a release is reported in its transaction (issue 31). */
  webhooks: Pick<WebhooksService, 'enqueueWebhookEvent'>;
}) {
  const { db, clock } = deps;

  /** The referral of an order of one of the agency's agents, named by its and its recipient's numbers. */
  async function orderOf(tx: Db, tenantId: string, agencyId: string, nr: number, recipientNumber: string) {
    const rows = rowsOf(
      await tx.execute(sql`select r.id from ${referralKeys} r
        join agency_agents aa on aa.tenant_id = r.tenant_id and aa.agent_number = r.agent_number
        where r.tenant_id = ${tenantId} and r.empfehlungsnummer = ${nr} and aa.agency_id = ${agencyId}
          and ${referralHasRecipientNumber(sql`r.id`, sql`r.tenant_id`, recipientNumber)}
          and ${referralHasOrderPlaced(sql`r.tenant_id`, sql`r.id`)}`),
    );
    return rows[0]?.id as string | undefined;
  }

  return {
    /**
     * Releases the order; a second release (also one at the same moment) answers the release that
     * stands. The referral's row lock orders concurrent releases, the primary key keeps one row.
     */
    async release(tenant: Tenant, principal: AgencyPrincipal, nr: number, recipientNumber: string) {
      return db.transaction(async (tx) => {
        const now = clock.now();
        const id = await orderOf(tx, tenant.id, principal.agency.id, nr, recipientNumber);
        const referral = id ? await deps.referrals.lockById(tx, tenant.id, id) : undefined;
        if (!referral) throw new AppError('agency.order_not_found');
        // A cancelled, revoked or rejected order earns nothing: there is nothing to release (a
        // release given before it was cancelled still stands and is answered below).
        const before = await tx
          .select()
          .from(agencyOrderReleases)
          .where(sql`${agencyOrderReleases.referralId} = ${referral.id}`);
        if (!before[0] && referral.status === 'Storniert') throw new AppError('agency.order_cancelled');
        const [inserted] = await tx
          .insert(agencyOrderReleases)
          .values({
            referralId: referral.id,
            tenantId: tenant.id,
            agencyId: principal.agency.id,
            releasedBy: principal.user.id,
            releasedByName: principal.user.name,
            releasedAt: now,
          })
          .onConflictDoNothing()
          .returning();
        const stands =
          inserted ??
          (
            await tx
              .select()
              .from(agencyOrderReleases)
              .where(sql`${agencyOrderReleases.referralId} = ${referral.id}`)
          )[0]!;
        // The engine decides at once: an effective order past its periods is credited now.
        if (inserted) {
          await deps.engine.evaluate(tx, tenant, referral, now);
          await deps.webhooks.enqueueWebhookEvent(
            tx,
            {
              tenant,
              type: 'agency_order.released',
              referralNumber: nr,
              // The agent's referral has no referrer of the brand's customers to name.
              data: { referralNumber: nr, referrerNumber: null, releasedAt: now.toISOString() },
            },
            now,
          );
        }
        return {
          Empfehlungsnummer: nr,
          Freigegeben: true as const,
          FreigegebenAm: stands.releasedAt.toISOString(),
          FreigegebenVon: stands.releasedByName,
          BereitsFreigegeben: !inserted,
        };
      });
    },
  };
}

export type AgencyRelease = ReturnType<typeof createAgencyRelease>;

/** The engine's fact: whether the referral's agent works for an agency, and its release. */
export async function agencyReleaseFact(
  tx: Db,
  tenantId: string,
  referralId: string,
): Promise<AgencyReleaseFact> {
  const [row] = rowsOf(
    await tx.execute(sql`select rel.released_at from ${referralKeys} r
      join agency_agents aa on aa.tenant_id = r.tenant_id and aa.agent_number = r.agent_number
      left join agency_order_releases rel on rel.referral_id = r.id
      where r.tenant_id = ${tenantId} and r.id = ${referralId}`),
  );
  if (!row) return { needed: false };
  const at = row.released_at as Date | string | null;
  return { needed: true, releasedAt: at ? new Date(at) : null };
}
