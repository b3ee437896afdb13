import { campaignTextKey } from '@kwk/shared/content/tenant-text-keys';
import type { ConsoleCampaign, ConsoleCampaignInput } from '@kwk/shared/operator/catalogue.schemas';
import { amountRaised, type PendingMoneyChange } from '@kwk/shared/operator/money-raises';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type ApplyMoneyRaise, type ProposeMoneyRaise, sameJson } from '../../lib/money-raise.ts';
import { holds } from '../../lib/sql-helpers.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuditService } from '../audit/audit.api.ts';
import { consoleTenant, consoleTenantWriter, type TenantCache } from '../tenants/tenants.api.ts';
import type { CampaignRow, ContentRepository } from './content.repository.ts';

const FIELDS = ['title', 'text', 'legal'] as const;

/**
 * Whether a referral of the tenant recorded the consent to a campaign: an `exists` condition over
 * the referrals, built by their owner (referrals' `campaignConsented`) and passed by the console's
 * builder, since the referrals module sits above this one (decision 050).
 */
export type CampaignConsented = (tenantId: string, aktionsId: number) => SQL;

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
  /** A campaign bonus's raise waits for a second admin (decision 047): the money-approvals module passes its proposal. */
  proposeMoneyRaise: ProposeMoneyRaise;
  campaignConsented: CampaignConsented;
}) {
  const { content, tenants } = deps;
  const write = consoleTenantWriter(deps);

  /** A campaign row as a raise compares it: its columns without the tenant. */
  const snapshot = ({ tenantId: _tenant, ...rest }: CampaignRow) => rest;

  /** Holds a new bonus or a higher one for a second admin; nothing of the campaign is written. */
  const propose = (
    tx: Db,
    operatorId: string,
    tenantId: string,
    before: CampaignRow | undefined,
    input: ConsoleCampaignInput,
  ) =>
    deps.proposeMoneyRaise(tx, operatorId, {
      tenantId,
      kind: 'campaign',
      subjectId: before?.aktionsId ?? null,
      before: before ? snapshot(before) : null,
      after: input,
      amounts: [
        {
          Feld: 'BonusCent',
          AltCent: before?.bonusCent ?? null,
          NeuCent: input.BonusCent,
          AltStufen: null,
          NeuStufen: null,
        },
      ],
    });

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

    /** Adds a campaign; one with a bonus waits for a second admin and answers the pending change. */
    async create(
      operatorId: string,
      tenantKey: string,
      input: ConsoleCampaignInput,
    ): Promise<ConsoleCampaign | { pending: PendingMoneyChange }> {
      const done = await write(operatorId, tenantKey, async ({ tx, tenant, audit }) => {
        if (amountRaised(null, input.BonusCent))
          return { pending: await propose(tx, operatorId, tenant.id, undefined, input) };
        const inserted = await content.insertCampaign(tx, { tenantId: tenant.id, ...columns(input) });
        await writeEnglish(tx, tenant.id, inserted.aktionsId, input);
        await audit('campaign.create', `campaign:${inserted.aktionsId}`, { fields: Object.keys(input) });
        return [tenant.id, inserted] as const;
      });
      return 'pending' in done ? done : one(done[0], done[1]);
    },

    async update(
      operatorId: string,
      tenantKey: string,
      id: number,
      input: ConsoleCampaignInput,
    ): Promise<ConsoleCampaign | { pending: PendingMoneyChange }> {
      const done = await write(operatorId, tenantKey, async ({ tx, tenant, audit }) => {
        const before = await content.campaignForUpdate(tx, tenant.id, id);
        if (!before) throw new AppError('common.not_found');
        // A higher bonus waits whole for a second admin; a lower or equal one applies at once.
        if (amountRaised(before.bonusCent, input.BonusCent))
          return { pending: await propose(tx, operatorId, tenant.id, before, input) };
        const updated = await content.updateCampaign(tx, tenant.id, id, columns(input));
        if (!updated) throw new AppError('common.not_found');
        await writeEnglish(tx, tenant.id, id, input);
        await audit('campaign.update', `campaign:${id}`, { fields: Object.keys(input) });
        return [tenant.id, updated] as const;
      });
      return 'pending' in done ? done : one(done[0], done[1]);
    },

    /**
     * Applies an approved bonus raise (money-approvals' call, in its transaction): a new campaign is
     * added; a changed one only if it is still what it was when the raise was proposed.
     */
    applyMoneyRaise: (async (tx, operatorId, change) => {
      const input = change.after as ConsoleCampaignInput;
      let id = change.subjectId;
      if (id === null) {
        id = (await content.insertCampaign(tx, { tenantId: change.tenantId, ...columns(input) })).aktionsId;
      } else {
        const now = await content.campaignForUpdate(tx, change.tenantId, id);
        if (!now || !sameJson(snapshot(now), change.before)) return { applied: false };
        await content.updateCampaign(tx, change.tenantId, id, columns(input));
      }
      await writeEnglish(tx, change.tenantId, id, input);
      await deps.audit.record(tx, {
        actor: { kind: 'operator', id: operatorId },
        action: change.subjectId === null ? 'campaign.create' : 'campaign.update',
        tenantId: change.tenantId,
        subject: `campaign:${id}`,
        details: { fields: Object.keys(input), moneyApproval: true },
      });
      return { applied: true, id };
    }) satisfies ApplyMoneyRaise,

    async remove(operatorId: string, tenantKey: string, id: number): Promise<void> {
      await write(operatorId, tenantKey, async ({ tx, tenant, audit }) => {
        if (await holds(tx, deps.campaignConsented(tenant.id, id))) throw new AppError('catalogue.in_use');
        if (!(await content.deleteCampaign(tx, tenant.id, id))) throw new AppError('common.not_found');
        for (const field of FIELDS)
          await content.setText(tx, tenant.id, 'en', campaignTextKey(id, field), null);
        await audit('campaign.delete', `campaign:${id}`);
      });
    },
  };
}

export type CampaignsConsole = ReturnType<typeof createCampaignsConsole>;
