import type {
  ConsoleAgent,
  ConsoleAgentCreate,
  ConsoleAgentInput,
} from '@kwk/shared/operator/catalogue.schemas';
import { AGENT_PHOTO_MAX_BYTES } from '@kwk/shared/operator/catalogue.schemas';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuditService } from '../audit/audit.api.ts';
import { consoleTenant, consoleTenantWriter, type Tenant, type TenantCache } from '../tenants/tenants.api.ts';
import type { AgentRow, AgentsRepository } from './agents.repository.ts';
import { photoFormat } from './photo-format.ts';

/**
 * Agents (Berater) with their photos in the console (issue 14). An agent is never deleted (a
 * referral names its number): it is set inactive. A photo is checked by its bytes (JPEG, PNG or
 * WebP, at most 2 MB and 4000 pixels a side) and stored as uploaded in the database; the tenant's
 * pages get it at the agent's photo link at once. Audit rows name the agent's number, never its name.
 */
export function createAgentsConsole(deps: {
  db: Db;
  agents: AgentsRepository;
  tenants: TenantCache;
  audit: AuditService;
}) {
  const { agents, tenants } = deps;

  const toAgent = (tenant: Tenant, row: AgentRow & { hasPhoto: boolean }): ConsoleAgent => ({
    ExterneId: row.externeId,
    Vorname: row.vorname,
    Nachname: row.nachname,
    Plz: row.plz,
    Ort: row.ort,
    Aktiv: row.aktiv,
    Foto: `/api/v1/${tenant.mandant.Brand.ApiRoute}/berater/${encodeURIComponent(row.externeId)}/foto`,
    HatFoto: row.hasPhoto,
  });

  const write = consoleTenantWriter(deps);
  /** Audit rows name the agent by number. */
  const subject = (externeId: string) => `agent:${externeId}`;

  return {
    async list(tenantKey: string): Promise<ConsoleAgent[]> {
      const tenant = await consoleTenant(tenants, tenantKey);
      return (await agents.everyone(tenant.id)).map((row) => toAgent(tenant, row));
    },

    async create(operatorId: string, tenantKey: string, input: ConsoleAgentCreate): Promise<void> {
      await write(operatorId, tenantKey, async ({ tx, tenant, audit }) => {
        const added = await agents.add(tx, {
          tenantId: tenant.id,
          externeId: input.ExterneId,
          vorname: input.Vorname,
          nachname: input.Nachname,
          plz: input.Plz,
          ort: input.Ort,
          aktiv: input.Aktiv,
        });
        if (!added) throw new AppError('catalogue.duplicate');
        await audit('agent.create', subject(input.ExterneId), { aktiv: input.Aktiv });
      });
    },

    async update(operatorId: string, tenantKey: string, externeId: string, input: ConsoleAgentInput) {
      await write(operatorId, tenantKey, async ({ tx, tenant, audit }) => {
        const changed = await agents.update(tx, tenant.id, externeId, {
          vorname: input.Vorname,
          nachname: input.Nachname,
          plz: input.Plz,
          ort: input.Ort,
          aktiv: input.Aktiv,
        });
        if (!changed) throw new AppError('common.not_found');
        await audit('agent.update', subject(externeId), { fields: Object.keys(input) });
      });
    },

    async photo(tenantKey: string, externeId: string): Promise<{ Typ: string; Daten: string }> {
      const tenant = await consoleTenant(tenants, tenantKey);
      const row = await agents.photoOfAny(tenant.id, externeId);
      if (!row?.foto || !row.fotoTyp) throw new AppError('common.not_found');
      return { Typ: row.fotoTyp, Daten: row.foto.toString('base64') };
    },

    /** Stores a photo given as base64; refuses what is no JPEG, PNG or WebP of fitting size. */
    async setPhoto(operatorId: string, tenantKey: string, externeId: string, base64: string) {
      await write(operatorId, tenantKey, async ({ tx, tenant, audit }) => {
        const bytes = Buffer.from(base64, 'base64');
        const format = bytes.length <= AGENT_PHOTO_MAX_BYTES ? photoFormat(bytes) : null;
        if (!format) throw new AppError('catalogue.photo_invalid');
        if (!(await agents.setPhoto(tx, tenant.id, externeId, { foto: bytes, fotoTyp: format.type })))
          throw new AppError('common.not_found');
        await audit('agent.photo.set', subject(externeId), {
          type: format.type,
          bytes: bytes.length,
          width: format.width,
          height: format.height,
        });
      });
    },

    async removePhoto(operatorId: string, tenantKey: string, externeId: string) {
      await write(operatorId, tenantKey, async ({ tx, tenant, audit }) => {
        if (!(await agents.setPhoto(tx, tenant.id, externeId, null))) throw new AppError('common.not_found');
        await audit('agent.photo.remove', subject(externeId));
      });
    },
  };
}

export type AgentsConsole = ReturnType<typeof createAgentsConsole>;
