import type {
  ConsentTexts,
  ConsoleConsentCategory,
  ConsoleConsentRegistry,
} from '@kwk/shared/analytics/consent-console.schemas';
import { DEFAULT_CONSENT_CATEGORIES, REQUIRED_CATEGORY } from '@kwk/shared/analytics/consent-rules';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuditService } from '../audit/audit.api.ts';
import type { Tenant, TenantCache } from '../tenants/tenants.api.ts';
import type { AnalyticsRepository, CategoryLanguageRow, CategoryTexts } from './analytics.repository.ts';

/** What the console sends for a category (its identifier aside). */
export interface CategoryChange {
  Required: boolean;
  Position: number;
  de: ConsentTexts;
  en: ConsentTexts | null;
}

const textsOf = (row: CategoryLanguageRow | undefined): ConsentTexts | null =>
  row
    ? { Title: row.title, ShortDescription: row.shortDescription, LongDescription: row.longDescription }
    : null;
const toRow = (t: ConsentTexts): CategoryTexts => ({
  title: t.Title,
  shortDescription: t.ShortDescription,
  longDescription: t.LongDescription,
});

/** The stored rows as the console shows them: one entry per identifier with both languages' texts. */
function grouped(rows: CategoryLanguageRow[]): ConsoleConsentCategory[] {
  const byId = new Map<string, CategoryLanguageRow[]>();
  for (const row of rows) byId.set(row.identifier, [...(byId.get(row.identifier) ?? []), row]);
  return [...byId.values()].map((languages) => {
    const de = languages.find((r) => r.language === 'de');
    const en = languages.find((r) => r.language === 'en');
    const first = de ?? en ?? languages[0]!;
    return {
      Identifier: first.identifier,
      Required: first.required,
      Position: first.position,
      de: textsOf(de),
      en: textsOf(en),
    };
  });
}

const defaults = (): ConsoleConsentCategory[] =>
  DEFAULT_CONSENT_CATEGORIES.map((c) => ({
    Identifier: c.Identifier,
    Required: c.Required,
    Position: c.Position,
    de: c.de,
    en: c.en,
  }));

/**
 * The console's editor of a tenant's consent registry (decision 027). Each write stores the
 * defaults first when the tenant was served them without rows (so adding a category adds to the
 * four instead of replacing them), then the change and its audit entry in one transaction. The
 * portal reads the registry from the table on every request (`GET /einwilligungen`, never stored
 * by the browser: API answers are `no-store`), so a change shows on the next page load.
 */
export function createConsentConsole(deps: {
  db: Db;
  repository: AnalyticsRepository;
  tenants: TenantCache;
  audit: AuditService;
}) {
  const { db, repository, tenants, audit } = deps;

  const tenantOf = async (key: string): Promise<Tenant> => {
    const tenant = await tenants.byKey(key);
    if (!tenant) throw new AppError('tenants.not_found');
    return tenant;
  };

  const write = async (
    tenant: Tenant,
    operatorId: string,
    action: string,
    details: Record<string, unknown>,
    change: (tx: Db) => Promise<void>,
  ) =>
    db.transaction(async (tx) => {
      await repository.storeDefaults(tx, tenant.id);
      await change(tx);
      await audit.record(tx, {
        actor: { kind: 'operator', id: operatorId },
        action,
        tenantId: tenant.id,
        subject: tenant.key,
        details,
      });
    });

  const categoryOf = async (tenant: Tenant, identifier: string): Promise<ConsoleConsentCategory> => {
    const found = grouped(await repository.allCategories(tenant.id)).find((c) => c.Identifier === identifier);
    if (!found) throw new AppError('consent.unregistered');
    return found;
  };

  const rowsOf = (identifier: string, change: CategoryChange) => ({
    identifier,
    required: change.Required,
    position: change.Position,
    texts: { de: toRow(change.de), ...(change.en ? { en: toRow(change.en) } : {}) },
  });
  // The audit names what changed, not the texts (they are the operator's, nothing personal, but long).
  const detailsOf = (identifier: string, change: CategoryChange) => ({
    identifier,
    required: change.Required,
    position: change.Position,
    languages: change.en ? ['de', 'en'] : ['de'],
  });

  return {
    async list(key: string): Promise<ConsoleConsentRegistry> {
      const tenant = await tenantOf(key);
      const rows = await repository.allCategories(tenant.id);
      return {
        Tenant: tenant.key,
        Defaults: rows.length === 0,
        Categories: rows.length === 0 ? defaults() : grouped(rows),
      };
    },

    async create(
      key: string,
      operatorId: string,
      body: CategoryChange & { Identifier: string },
    ): Promise<ConsoleConsentCategory> {
      const tenant = await tenantOf(key);
      const identifier = body.Identifier;
      await write(tenant, operatorId, 'consent.category_created', detailsOf(identifier, body), async (tx) => {
        if (!(await repository.insertCategory(tx, tenant.id, rowsOf(identifier, body))))
          throw new AppError('consent.already_registered');
      });
      return categoryOf(tenant, identifier);
    },

    async update(
      key: string,
      operatorId: string,
      identifier: string,
      change: CategoryChange,
    ): Promise<ConsoleConsentCategory> {
      const tenant = await tenantOf(key);
      if (identifier === REQUIRED_CATEGORY && !change.Required) throw new AppError('consent.required_kept');
      if (identifier !== REQUIRED_CATEGORY && change.Required)
        throw new AppError('consent.only_required_always_on');
      await write(tenant, operatorId, 'consent.category_saved', detailsOf(identifier, change), async (tx) => {
        if (!(await repository.deleteCategory(tx, tenant.id, identifier)))
          throw new AppError('consent.unregistered');
        await repository.insertCategory(tx, tenant.id, rowsOf(identifier, change));
      });
      return categoryOf(tenant, identifier);
    },

    async remove(key: string, operatorId: string, identifier: string): Promise<void> {
      const tenant = await tenantOf(key);
      if (identifier === REQUIRED_CATEGORY) throw new AppError('consent.required_kept');
      await write(tenant, operatorId, 'consent.category_deleted', { identifier }, async (tx) => {
        if (!(await repository.deleteCategory(tx, tenant.id, identifier)))
          throw new AppError('consent.unregistered');
      });
    },
  };
}

export type ConsentConsole = ReturnType<typeof createConsentConsole>;
