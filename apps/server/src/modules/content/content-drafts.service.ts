import type { ContentDraftKind } from '@kwk/shared/content/content-drafts';
import type { ContentDraft } from '@kwk/shared/content/content-drafts.schemas';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import type { CmsConsoleDeps, CmsConsoleWriter } from './cms-console-writer.ts';
import type { ContentDraftRow, ReplacedEntry } from './content-drafts.repository.ts';

/** The newest change of a draft: what publish and discard compare (`Stand`). */
const standOf = (rows: ContentDraftRow[]): string | null =>
  rows.length === 0 ? null : new Date(Math.max(...rows.map((r) => r.updatedAt.getTime()))).toISOString();

const entriesNamed = (rows: { kind: string; language: string; entryId: string }[]) =>
  rows.map((r) => ({ kind: r.kind, language: r.language, id: r.entryId }));

/**
 * Publish, discard and roll back a tenant's content draft (decision 072), as decision 065 does for
 * its configuration: publishing writes every drafted entry live in one transaction and keeps the
 * live values it replaced, which a rollback writes back. Each is audited with the entries' ids,
 * never their texts, and drops the tenant's cached content so every page shows it at once.
 */
export function createContentDraftsService(deps: CmsConsoleDeps & { writer: CmsConsoleWriter }) {
  const { db, drafts, live, writer, clock } = deps;

  async function draft(key: string): Promise<ContentDraft> {
    const tenant = await writer.tenantOf(key);
    const rows = await drafts.entries(tenant.id);
    const Eintraege = await Promise.all(
      rows.map(async (r) => ({
        Art: r.kind as ContentDraftKind,
        Sprache: r.language,
        Id: r.entryId,
        Veroeffentlicht: await live.read(db, tenant.id, { ...r, kind: r.kind as ContentDraftKind }),
        Entwurf: r.value,
      })),
    );
    const last = await drafts.latestPublication(tenant.id);
    return {
      Eintraege,
      Stand: standOf(rows),
      Zurueckrollen: last ? { VeroeffentlichtAm: last.publishedAt.toISOString() } : null,
    };
  }

  /** The open draft's rows, if they are still the ones the operator compared (`stand`). */
  async function comparedDraft(tx: Db, tenant: Tenant, stand: string) {
    const rows = await drafts.entries(tenant.id, undefined, undefined, tx);
    if (rows.length === 0) throw new AppError('content.no_draft');
    if (standOf(rows) !== stand) throw new AppError('content.draft_changed');
    return rows;
  }

  /** Writes entries live and keeps what they replaced; the replaced values, in the entries' order. */
  async function writeLive(tx: Db, tenant: Tenant, entries: ReplacedEntry[]): Promise<ReplacedEntry[]> {
    const replaced: ReplacedEntry[] = [];
    for (const e of entries) {
      const key = { kind: e.kind as ContentDraftKind, language: e.language, entryId: e.entryId };
      replaced.push({ ...e, value: await live.read(tx, tenant.id, key) });
      await live.write(tx, tenant.id, key, e.value);
    }
    return replaced;
  }

  return {
    draft,

    async publish(operatorId: string, key: string, stand: string) {
      const tenant = await writer.tenantOf(key);
      await db.transaction(async (tx) => {
        const rows = await comparedDraft(tx, tenant, stand);
        const replaced = await writeLive(tx, tenant, rows);
        await drafts.pushPublication(tx, {
          tenantId: tenant.id,
          replaced,
          publishedBy: operatorId,
          publishedAt: clock.now(),
        });
        await drafts.dropAll(tx, tenant.id);
        await audit(tx, tenant, operatorId, 'content.published', {
          entries: entriesNamed(rows),
          draftOf: stand,
        });
      });
      deps.cmsService.invalidate(tenant.id);
      return draft(key);
    },

    async discard(operatorId: string, key: string, stand: string) {
      const tenant = await writer.tenantOf(key);
      await db.transaction(async (tx) => {
        const rows = await comparedDraft(tx, tenant, stand);
        await drafts.dropAll(tx, tenant.id);
        await audit(tx, tenant, operatorId, 'content.draft_discarded', { entries: entriesNamed(rows) });
      });
      return draft(key);
    },

    /** Writes back what the last publish replaced; the open draft stays a draft. */
    async rollBack(operatorId: string, key: string) {
      const tenant = await writer.tenantOf(key);
      await db.transaction(async (tx) => {
        const last = await drafts.latestPublication(tenant.id, tx);
        if (!last) throw new AppError('content.nothing_to_roll_back');
        await writeLive(tx, tenant, last.replaced);
        await drafts.deletePublication(tx, last.id);
        await audit(tx, tenant, operatorId, 'content.rolled_back', {
          entries: entriesNamed(last.replaced),
          publishedAt: last.publishedAt.toISOString(),
        });
      });
      deps.cmsService.invalidate(tenant.id);
      return draft(key);
    },
  };

  function audit(tx: Db, tenant: Tenant, operatorId: string, action: string, details: object) {
    return deps.audit.record(tx, {
      actor: { kind: 'operator', id: operatorId },
      action,
      tenantId: tenant.id,
      subject: tenant.key,
      details: details as Record<string, unknown>,
    });
  }
}

export type ContentDraftsService = ReturnType<typeof createContentDraftsService>;
