import type { Agent, AgentList, AgentSearchQuery } from '@kwk/shared/catalogue/agent.schemas';
import { AppError } from '../../plugins/app-error.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import type { AgentRow, AgentsRepository } from './agents.repository.ts';

/** The agent search and list of spec §7 "Products", for tenants with ModuleAgentRecommendation. */
export function createAgentsService({ agents }: { agents: AgentsRepository }) {
  const requireModule = (tenant: Tenant) => {
    if (!tenant.mandant.Modules.ModuleAgentRecommendation) throw new AppError('referrals.module_off');
  };
  const toAgent = (tenant: Tenant, row: AgentRow): Agent => ({
    ExterneId: row.externeId,
    FirstName: row.vorname,
    LastName: row.nachname,
    ZipCode: row.plz,
    City: row.ort,
    Photo: `/api/v1/${tenant.mandant.Brand.ApiRoute}/berater/${encodeURIComponent(row.externeId)}/foto`,
  });

  return {
    async search(tenant: Tenant, query: AgentSearchQuery): Promise<AgentList> {
      requireModule(tenant);
      const offset = (query.page - 1) * query.pagesize;
      const { rows, total } = await agents.search(tenant.id, query.query, offset, query.pagesize);
      const pageCount = Math.ceil(total / query.pagesize);
      return {
        Content: rows.map((row) => toAgent(tenant, row)),
        HasNext: query.page < pageCount,
        PageCount: pageCount,
        TotalCount: total,
      };
    },

    async all(tenant: Tenant): Promise<Agent[]> {
      requireModule(tenant);
      return (await agents.all(tenant.id)).map((row) => toAgent(tenant, row));
    },

    /** Name and initials for the drawn photo; unknown agents are a 404. */
    async photoOf(tenant: Tenant, externeId: string) {
      requireModule(tenant);
      const row = await agents.byExterneId(tenant.id, externeId);
      if (!row) throw new AppError('common.not_found');
      return {
        title: `${row.vorname} ${row.nachname}`,
        label: `${row.vorname.slice(0, 1)}${row.nachname.slice(0, 1)}`,
      };
    },

    /** The photo uploaded in the console, if the active agent has one (issue 14). */
    async uploadedPhoto(tenant: Tenant, externeId: string) {
      requireModule(tenant);
      const row = await agents.photo(tenant.id, externeId);
      return row?.foto && row.fotoTyp ? { bytes: row.foto, type: row.fotoTyp } : undefined;
    },
  };
}

export type AgentsService = ReturnType<typeof createAgentsService>;
