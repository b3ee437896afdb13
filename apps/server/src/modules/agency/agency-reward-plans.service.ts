import type { RewardPlanForm } from '@kwk/shared/agency/agency-admin.schemas';
import type { Language } from '@kwk/shared/errors/error-codes';
import { VALIDATION_MESSAGES } from '@kwk/shared/validation/messages';
import { berlinDate, type Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import type { AgencyRewardPlansRepository, RewardPlanRow } from './agency-reward-plans.repository.ts';
import { type AgencyPrincipal, requireAgencyArea } from './agency-sessions.service.ts';

const toPlan = ({ plan, productName }: { plan: RewardPlanRow; productName: string | null }) => ({
  Id: plan.id,
  Name: plan.name,
  ProduktId: plan.productId,
  ProduktName: productName,
  WertCent: plan.wertCent,
  Startdatum: plan.startsOn,
  Enddatum: plan.endsOn,
});

/**
 * The agency's reward plans (tab Praemienplan, spec §6: the owners add and delete): an extra per
 * product, or for every product, that the agency pays its agents and that the recommendation page
 * of its agents shows.
 */
export function createAgencyRewardPlansService(deps: {
  db: Db;
  clock: Clock;
  plans: AgencyRewardPlansRepository;
}) {
  const { db, clock, plans } = deps;
  return {
    list: async (tenant: Tenant, principal: AgencyPrincipal) =>
      (await plans.list(db, tenant.id, principal.agency.id)).map(toPlan),

    /** Adds a plan; the product must be one of the tenant's (the dates the route checked). */
    async add(tenant: Tenant, principal: AgencyPrincipal, body: RewardPlanForm, lang: Language) {
      const hidden = tenant.mandant.Rules.HiddenProductIds;
      if (
        body.ProduktId !== null &&
        (hidden.includes(body.ProduktId) || !(await plans.productExists(db, tenant.id, body.ProduktId)))
      )
        throw new AppError('common.validation', {
          fields: [
            {
              path: 'body.ProduktId',
              message: VALIDATION_MESSAGES[lang].invalidField(lang === 'en' ? 'Product' : 'Produkt'),
            },
          ],
        });
      const id = await plans.insert(db, {
        tenantId: tenant.id,
        agencyId: principal.agency.id,
        name: body.Name,
        productId: body.ProduktId,
        wertCent: body.WertCent,
        startsOn: body.Startdatum,
        endsOn: body.Enddatum,
        createdBy: principal.user.id,
        createdAt: clock.now(),
      });
      return toPlan((await plans.one(db, id))!);
    },

    async remove(tenant: Tenant, principal: AgencyPrincipal, id: string) {
      if (!(await plans.remove(db, { tenantId: tenant.id, agencyId: principal.agency.id, id })))
        throw new AppError('common.not_found');
    },

    /** For the recommendation page of an agent: their agency's running plans, nothing else of it. */
    async activeForAgent(tenant: Tenant, agentNumber: string) {
      requireAgencyArea(tenant);
      const rows = await plans.activeForAgent(db, {
        tenantId: tenant.id,
        agentNumber,
        today: berlinDate(clock.now()),
      });
      return rows.map(({ plan, productName }) => ({
        Name: plan.name,
        ProduktId: plan.productId,
        ProduktName: productName,
        WertCent: plan.wertCent,
      }));
    },
  };
}

export type AgencyRewardPlansService = ReturnType<typeof createAgencyRewardPlansService>;
