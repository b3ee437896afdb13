import { type ContentEntryValue, entryFieldChanges } from '@kwk/shared/content/content-drafts';
import type { ErrorCode } from '@kwk/shared/errors/error-codes';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuditService } from '../audit/audit.api.ts';
import type { Tenant, TenantCache } from '../tenants/tenants.api.ts';
import type { CmsService } from './cms.service.ts';
import type { EntryKey, LiveEntries } from './content-draft-entries.ts';
import type { DraftView } from './content-draft-view.ts';
import type { ContentDraftsRepository } from './content-drafts.repository.ts';

export interface CmsConsoleDeps {
  db: Db;
  clock: Clock;
  tenants: TenantCache;
  audit: AuditService;
  cmsService: CmsService;
  drafts: ContentDraftsRepository;
  live: LiveEntries;
  view: DraftView;
}

/**
 * What every edit of the console's CMS content does (issue 16, decision 072): finds the tenant of
 * the path (404 `tenants.not_found`) and writes the change into the tenant's content draft with its
 * audit row in one transaction. Nothing live changes: publishing the draft does that.
 */
export function cmsConsoleWriter(deps: CmsConsoleDeps) {
  const { db, drafts, live } = deps;
  const tenantOf = async (key: string): Promise<Tenant> => {
    const tenant = await deps.tenants.byKey(key);
    if (!tenant) throw new AppError('tenants.not_found');
    return tenant;
  };
  /** One write: the change and its audit row in one transaction. */
  const write = <T>(
    tenant: Tenant,
    operatorId: string,
    action: string,
    details: Record<string, unknown>,
    change: (tx: Db) => Promise<T>,
  ): Promise<T> =>
    db.transaction(async (tx) => {
      const result = await change(tx);
      await deps.audit.record(tx, {
        actor: { kind: 'operator', id: operatorId },
        action,
        tenantId: tenant.id,
        subject: tenant.key,
        details,
      });
      return result;
    });

  /**
   * Puts an entry's new value (null: deleted) into the draft; a value equal to the live one takes
   * the entry out of the draft instead, so the draft lists only what publishing changes.
   */
  const putDraft = async (
    tx: Db,
    tenant: Tenant,
    operatorId: string,
    key: EntryKey,
    value: ContentEntryValue | null,
  ) => {
    const now = await live.read(tx, tenant.id, key);
    if (entryFieldChanges(key.kind, now, value).length === 0 && (now === null) === (value === null)) {
      await drafts.drop(tx, tenant.id, key.kind, key.language, key.entryId);
      return;
    }
    await drafts.put(tx, {
      tenantId: tenant.id,
      ...key,
      value,
      updatedBy: operatorId,
      updatedAt: deps.clock.now(),
    });
  };

  /** Saves an entry's value as a draft, audited as `action` (ids and fields, never the texts). */
  const draft = (
    tenant: Tenant,
    operatorId: string,
    action: string,
    details: Record<string, unknown>,
    key: EntryKey,
    value: ContentEntryValue,
    more?: (tx: Db) => Promise<unknown>,
  ) =>
    write(tenant, operatorId, action, details, async (tx) => {
      await more?.(tx);
      await putDraft(tx, tenant, operatorId, key, value);
    });

  /**
   * Deletes an entry in the draft: a live one is marked deleted, one only the draft has leaves it.
   * `notFound` (nothing written, nothing audited) when the editor shows no such entry.
   */
  const remove = (tenant: Tenant, operatorId: string, action: string, key: EntryKey, notFound: ErrorCode) =>
    write(tenant, operatorId, action, { language: key.language, id: key.entryId }, async (tx) => {
      const drafted = (await drafts.entries(tenant.id, key.kind, key.language, tx)).find(
        (d) => d.entryId === key.entryId,
      );
      const isLive = (await live.read(tx, tenant.id, key)) !== null;
      if (drafted ? drafted.value === null : !isLive) throw new AppError(notFound);
      await putDraft(tx, tenant, operatorId, key, null);
    });

  return { tenantOf, write, draft, remove };
}

export type CmsConsoleWriter = ReturnType<typeof cmsConsoleWriter>;
