import { changedTextKeys, patchedTexts } from '@kwk/shared/operator/tenant-text-changes';
import { TEXT_LANGUAGES, type TenantTextSets } from '@kwk/shared/operator/tenant-texts.schemas';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { TenantDraftsRepository } from './tenant-drafts.repository.ts';
import type { TenantsRepository } from './tenants.repository.ts';

type TextLanguage = (typeof TEXT_LANGUAGES)[number];
type Texts = Record<string, string>;
type Patch = Record<string, string | null>;

/**
 * The tenant's live texts (the content module's `tenant_texts`), handed in by the module that
 * builds the tenants' console: the tenants module does not read that table itself (one owner).
 */
export interface LiveTenantTexts {
  read(tx: Db, tenantId: string, lang: TextLanguage): Promise<Texts>;
  /** Writes one text live; null removes the key. */
  set(tx: Db, tenantId: string, lang: TextLanguage, key: string, value: string | null): Promise<void>;
}

/**
 * Writes drafted text patches live in the caller's transaction, key by key (keys others wrote
 * live meanwhile stay): the patches that undo them (for a rollback) and the changed keys per
 * language (for the audit: keys only, a text may name a person).
 */
export async function writeTextsLive(
  tx: Db,
  live: LiveTenantTexts,
  tenantId: string,
  patches: TenantTextSets | null | undefined,
): Promise<{ replaced: TenantTextSets | null; changedKeys: Partial<Record<TextLanguage, string[]>> }> {
  if (!patches) return { replaced: null, changedKeys: {} };
  const replaced: TenantTextSets = {};
  const changedKeys: Partial<Record<TextLanguage, string[]>> = {};
  for (const lang of TEXT_LANGUAGES) {
    const patch = patches[lang];
    if (!patch) continue;
    const before = await live.read(tx, tenantId, lang);
    const keys = Object.keys(patch).sort();
    replaced[lang] = Object.fromEntries(keys.map((k) => [k, before[k] ?? null]));
    changedKeys[lang] = changedTextKeys(before, patchedTexts(before, patch));
    for (const key of keys) await live.set(tx, tenantId, lang, key, patch[key] ?? null);
  }
  return { replaced, changedKeys };
}

/**
 * The tenant's texts as part of its one draft (decisions 065, 072): the console's text editor
 * saves a language's texts into the tenant's draft (made from the live configuration when there
 * is none), so the editor's one diff, publish and rollback cover them.
 */
export function createTenantTextDrafts(deps: {
  db: Db;
  clock: Clock;
  repository: TenantsRepository;
  drafts: TenantDraftsRepository;
}) {
  const { db, clock, repository, drafts } = deps;
  return {
    /** The drafted changes of a language's texts; undefined when that language is not drafted. */
    async drafted(tenantId: string, lang: TextLanguage, tx: Db = db): Promise<Patch | undefined> {
      return (await drafts.draft(tx, tenantId))?.texts?.[lang];
    },

    /**
     * Puts a language's changes into the tenant's draft; null takes the language out of it (the
     * texts equal the live ones). Call inside the caller's transaction.
     */
    async save(tx: Db, operatorId: string, tenantId: string, lang: TextLanguage, texts: Patch | null) {
      const open = await drafts.draft(tx, tenantId);
      if (!open && texts === null) return;
      const live = open ? undefined : await repository.byId(tx, tenantId);
      if (!open && !live) throw new AppError('tenants.not_found');
      const sets: TenantTextSets = { ...open?.texts };
      if (texts === null) delete sets[lang];
      else sets[lang] = texts;
      const base = open ?? {
        hosts: live!.hosts,
        settings: live!.settings,
        brand: live!.brand,
        baseVersion: live!.version,
      };
      await drafts.saveDraft(tx, {
        tenantId,
        hosts: base.hosts,
        settings: base.settings,
        brand: base.brand,
        baseVersion: base.baseVersion,
        texts: Object.keys(sets).length > 0 ? sets : null,
        updatedBy: operatorId,
        updatedAt: clock.now(),
      });
    },
  };
}

export type TenantTextDrafts = ReturnType<typeof createTenantTextDrafts>;
