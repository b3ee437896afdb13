import { campaignTextKey } from '@kwk/shared/content/tenant-text-keys';
import type { ConsoleCampaign, ConsoleCampaignInput } from '@kwk/shared/operator/catalogue.schemas';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { consoleTenant, consoleTenantWriter } from '../tenants/console-tenant.ts';
import type { TenantCache } from '../tenants/tenant-cache.ts';
import type { CampaignRow, ContentRepository } from './content.repository.ts';

const FIELDS = ['title', 'text', 'legal'] as const;

/**
 * Campaigns (Aktionen) with their legal texts in the console (issue 14): kept in German in their
 * table, their English in the tenant's texts (campaignTextKey), as the tenant's pages read them.
 * A campaign a referral consented to is not deleted (409): it is ended by its end date instead.
 */
export function createCampaignsConsole(deps: {
  db: Db;
  content: ContentRepository;
  tenants: TenantCache;
  audit: AuditService;
}) {
  const { content, tenants } = deps;
  const write = consoleTenantWriter(deps);

  const toCampaign = (row: CampaignRow, en: Record<string, string>): ConsoleCampaign => ({
    Id: row.aktionsId,
    Titel: row.titel,
    Text: row.text,
    RechtsText: row.rechtsText,
    TitelEn: en[campaignTextKey(row.aktionsId, 'title')] ?? null,
    TextEn: en[campaignTextKey(row.aktionsId, 'text')] ?? null,
    RechtsTextEn: en[campaignTextKey(row.aktionsId, 'legal')] ?? null,
    Zustimmung: row.zustimmung,
    BonusCent: row.bonusCent,
    Beginn: row.startsOn,
    Ende: row.endsOn,
  });

  const columns = (input: ConsoleCampaignInput) => ({
    titel: input.Titel,
    text: input.Text,
    rechtsText: input.RechtsText,
    zustimmung: input.Zustimmung,
    bonusCent: input.BonusCent,
    startsOn: input.Beginn,
    endsOn: input.Ende,
  });

  async function writeEnglish(tx: Db, tenantId: string, id: number, input: ConsoleCampaignInput) {
    const english = { title: input.TitelEn, text: input.TextEn, legal: input.RechtsTextEn };
    for (const field of FIELDS)
      await content.setText(tx, tenantId, 'en', campaignTextKey(id, field), english[field]);
  }

  async function one(tenantId: string, row: CampaignRow) {
    return toCampaign(row, await content.texts(tenantId, 'en', `campaigns.a${row.aktionsId}.`));
  }

  return {
    async list(tenantKey: string): Promise<ConsoleCampaign[]> {
      const tenant = await consoleTenant(tenants, tenantKey);
      const [rows, en] = await Promise.all([
        content.campaigns(tenant.id),
        content.texts(tenant.id, 'en', 'campaigns.'),
      ]);
      return rows.map((row) => toCampaign(row, en));
    },

    async create(
      operatorId: string,
      tenantKey: string,
      input: ConsoleCampaignInput,
    ): Promise<ConsoleCampaign> {
      const [tenantId, row] = await write(operatorId, tenantKey, async ({ tx, tenant, audit }) => {
        const inserted = await content.insertCampaign(tx, { tenantId: tenant.id, ...columns(input) });
        await writeEnglish(tx, tenant.id, inserted.aktionsId, input);
        await audit('campaign.create', `campaign:${inserted.aktionsId}`, { fields: Object.keys(input) });
        return [tenant.id, inserted] as const;
      });
      return one(tenantId, row);
    },

    async update(
      operatorId: string,
      tenantKey: string,
      id: number,
      input: ConsoleCampaignInput,
    ): Promise<ConsoleCampaign> {
      const [tenantId, row] = await write(operatorId, tenantKey, async ({ tx, tenant, audit }) => {
        const updated = await content.updateCampaign(tx, tenant.id, id, columns(input));
        if (!updated) throw new AppError('common.not_found');
        await writeEnglish(tx, tenant.id, id, input);
        await audit('campaign.update', `campaign:${id}`, { fields: Object.keys(input) });
        return [tenant.id, updated] as const;
      });
      return one(tenantId, row);
    },

    async remove(operatorId: string, tenantKey: string, id: number): Promise<void> {
      await write(operatorId, tenantKey, async ({ tx, tenant, audit }) => {
        if (await content.campaignInUse(tx, tenant.id, id)) throw new AppError('catalogue.in_use');
        if (!(await content.deleteCampaign(tx, tenant.id, id))) throw new AppError('common.not_found');
        for (const field of FIELDS)
          await content.setText(tx, tenant.id, 'en', campaignTextKey(id, field), null);
        await audit('campaign.delete', `campaign:${id}`);
      });
    },
  };
}

export type CampaignsConsole = ReturnType<typeof createCampaignsConsole>;
