import { createHash, randomBytes } from 'node:crypto';
import type { Language } from '@kwk/shared/errors/error-codes';
import type { PendingMoneyChange } from '@kwk/shared/operator/money-raises';
import {
  PREVIEW_FRAGMENT,
  PREVIEW_TOKEN_MINUTES,
  type TenantEditor,
  type TenantPreview,
} from '@kwk/shared/operator/tenant-drafts.schemas';
import type { TenantUpdate } from '@kwk/shared/operator/tenants.schemas';
import type { Environment, Mandant } from '@kwk/shared/tenants/mandant.schemas';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuditService } from '../audit/audit.api.ts';
import { withDevFrameOrigins } from './dev-frame-origins.ts';
import { toMandant } from './tenant-cache.ts';
import type { TenantDraftRow, TenantDraftsRepository, TenantHistoryRow } from './tenant-drafts.repository.ts';
import { type LiveTenantTexts, writeTextsLive } from './tenant-text-drafts.ts';
import type { TenantRow, TenantsRepository } from './tenants.repository.ts';
import type { TenantsAdminService } from './tenants-admin.service.ts';

/** Only the token's SHA-256 is stored or looked up: a leaked table opens no preview. */
export const previewTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

type Core = Pick<TenantsAdminService, 'checkUpdate' | 'applyConfig' | 'changed' | 'toDetail' | 'previewUrl'>;

interface Deps {
  db: Db;
  clock: Clock;
  repository: TenantsRepository;
  drafts: TenantDraftsRepository;
  audit: AuditService;
  admin: Core;
  /** The tenant's live texts, which its draft carries too (decision 072). */
  texts: LiveTenantTexts;
}

const asUpdate = (row: TenantDraftRow | TenantHistoryRow, version: number): TenantUpdate =>
  ({ Version: version, Hosts: row.hosts, Settings: row.settings, Brand: row.brand }) as TenantUpdate;

/**
 * Draft, preview, publish and roll back a tenant's configuration (issue 29 item 2, decision 065).
 * The editor saves a draft; publishing makes it live through the same path as a direct save
 * (version check, money raises held for a second admin, audit) and keeps the replaced
 * configuration, which a rollback restores.
 */
export function createTenantDraftsService(deps: Deps) {
  const { db, clock, repository, drafts, audit, admin, texts } = deps;

  async function liveRow(tx: Db, key: string): Promise<TenantRow> {
    const row = await repository.byKey(tx, key);
    if (!row) throw new AppError('tenants.not_found');
    return row;
  }

  async function editor(key: string): Promise<TenantEditor> {
    const row = await liveRow(db, key);
    const draft = await drafts.draft(db, row.id);
    const previous = await drafts.latestHistory(db, row.id);
    const [de, en] = [await texts.read(db, row.id, 'de'), await texts.read(db, row.id, 'en')];
    return {
      ...admin.toDetail(row),
      Entwurf: draft
        ? {
            Hosts: draft.hosts,
            Settings: draft.settings,
            Brand: draft.brand,
            BasisVersion: draft.baseVersion,
            UpdatedAt: draft.updatedAt.toISOString(),
            Texte: draft.texts ?? null,
          }
        : null,
      Zurueckrollen: previous
        ? { Version: previous.version, ErsetztAm: previous.replacedAt.toISOString() }
        : null,
      Texte: { de, en },
    };
  }

  const operator = (id: string) => ({ kind: 'operator' as const, id });

  type Source = TenantDraftRow | TenantHistoryRow;
  /**
   * Makes a stored configuration (the draft, a replaced one) live: its hosts checked before the
   * transaction, then read again, applied and cleared up in one (decision 065), with the texts it
   * carries (decision 072): what they replace is kept with the replaced configuration.
   */
  async function makeLive<S extends Source>(
    operatorId: string,
    key: string,
    version: number,
    lang: Language,
    how: {
      source: (tx: Db, tenantId: string) => Promise<S>;
      audited: (source: S) => Parameters<Core['applyConfig']>[4];
      done: (tx: Db, tenantId: string, source: S) => Promise<unknown>;
    },
  ): Promise<{ editor: TenantEditor; pending: PendingMoneyChange | undefined }> {
    const row = await liveRow(db, key);
    await admin.checkUpdate(key, asUpdate(await how.source(db, row.id), version), lang);
    const [, pending] = await db.transaction(async (tx) => {
      const source = await how.source(tx, row.id);
      const written = await writeTextsLive(tx, texts, row.id, source.texts);
      const audited = how.audited(source);
      const applied = await admin.applyConfig(tx, operatorId, key, asUpdate(source, version), {
        ...audited,
        details: { ...audited.details, ...(written.replaced && { texts: written.changedKeys }) },
        replacedTexts: written.replaced,
      });
      await how.done(tx, row.id, source);
      return applied;
    });
    await admin.changed(key);
    return { editor: await editor(key), pending };
  }

  return {
    editor,

    /** Saves the editor's configuration as the tenant's one draft; nothing goes live. */
    async saveDraft(operatorId: string, key: string, input: TenantUpdate, lang: Language) {
      await admin.checkUpdate(key, input, lang);
      await db.transaction(async (tx) => {
        const row = await liveRow(tx, key);
        await drafts.saveDraft(tx, {
          tenantId: row.id,
          hosts: input.Hosts,
          settings: input.Settings as TenantRow['settings'],
          brand: input.Brand,
          baseVersion: row.version,
          updatedBy: operatorId,
          updatedAt: clock.now(),
        });
      });
      return editor(key);
    },

    async discard(operatorId: string, key: string, version: number) {
      await db.transaction(async (tx) => {
        const row = await liveRow(tx, key);
        if (row.version !== version) throw new AppError('tenant.version_conflict');
        if (!(await drafts.deleteDraft(tx, row.id))) throw new AppError('tenant.no_draft');
        await audit.record(tx, {
          actor: operator(operatorId),
          action: 'tenant.draft_discarded',
          tenantId: row.id,
          subject: row.key,
        });
      });
      return editor(key);
    },

    /**
     * Makes the draft live if the live configuration is still the one the operator compared it
     * with (`version`); a raised money rule is held for a second admin like any save (decision 047).
     */
    publish: (operatorId: string, key: string, version: number, lang: Language) =>
      makeLive(operatorId, key, version, lang, {
        source: async (tx, tenantId) => {
          const draft = await drafts.draft(tx, tenantId);
          if (!draft) throw new AppError('tenant.no_draft');
          return draft;
        },
        audited: (draft) => ({
          action: 'tenant.published',
          details: {
            draftBy: draft.updatedBy,
            draftOf: draft.baseVersion,
          },
        }),
        done: (tx, tenantId) => drafts.deleteDraft(tx, tenantId),
      }),

    /** Restores the configuration the last publish replaced, through the same checks as a publish. */
    rollBack: (operatorId: string, key: string, version: number, lang: Language) =>
      makeLive(operatorId, key, version, lang, {
        source: async (tx, tenantId) => {
          const previous = await drafts.latestHistory(tx, tenantId);
          if (!previous) throw new AppError('tenant.nothing_to_roll_back');
          return previous;
        },
        audited: (previous) => ({
          action: 'tenant.rolled_back',
          details: { restored: previous.version },
        }),
        done: (tx, _tenantId, previous) => drafts.deleteHistory(tx, previous.id),
      }),

    /**
     * A short-lived preview of the tenant's draft: a random token whose hash alone is stored, handed
     * to the framed portal in the URL's fragment (never sent to a server, so never in a log).
     */
    async mintPreview(operatorId: string, key: string): Promise<TenantPreview> {
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + PREVIEW_TOKEN_MINUTES * 60_000);
      const url = await db.transaction(async (tx) => {
        const row = await liveRow(tx, key);
        await drafts.insertPreviewToken(
          tx,
          { tokenHash: previewTokenHash(token), tenantId: row.id, operatorId, expiresAt },
          now,
        );
        await audit.record(tx, {
          actor: operator(operatorId),
          action: 'tenant.preview_opened',
          tenantId: row.id,
          subject: row.key,
        });
        return admin.previewUrl(row);
      });
      return {
        Url: `${url}?${PREVIEW_FRAGMENT}#${PREVIEW_FRAGMENT}=${token}`,
        GueltigBis: expiresAt.toISOString(),
      };
    },
  };
}

export type TenantDraftsService = ReturnType<typeof createTenantDraftsService>;

/**
 * Refuses (403 `tenants.preview_invalid`) anything but a valid, unexpired preview token of this
 * very tenant: the check of every read that answers a draft (the configuration, decision 065; the
 * content, decision 072).
 */
export function createPreviewTokenCheck(deps: { db: Db; clock: Clock; drafts: TenantDraftsRepository }) {
  return async function checkPreviewToken(tenantId: string, token: string): Promise<void> {
    const owner = await deps.drafts.previewTenantId(deps.db, previewTokenHash(token), deps.clock.now());
    if (owner !== tenantId) throw new AppError('tenants.preview_invalid');
  };
}

export type CheckPreviewToken = ReturnType<typeof createPreviewTokenCheck>;

/**
 * What `GET mandant` answers to a preview token (decision 065): the tenant's draft (its live
 * configuration when it has none) for a valid token of this very tenant; anything else is refused,
 * never answered with the live configuration as if it were the draft.
 */
export function createTenantPreviewReader(deps: {
  db: Db;
  clock: Clock;
  repository: TenantsRepository;
  drafts: TenantDraftsRepository;
  environment: Environment;
  trackingEndpoints: Readonly<Record<string, string>>;
  devFrameOrigins: readonly string[];
}) {
  const checkPreviewToken = createPreviewTokenCheck(deps);
  return async function previewMandant(tenantId: string, token: string): Promise<Mandant> {
    await checkPreviewToken(tenantId, token);
    const row = await deps.repository.byId(deps.db, tenantId);
    if (!row) throw new AppError('tenants.preview_invalid');
    const draft = await deps.drafts.draft(deps.db, tenantId);
    const shown: TenantRow = draft
      ? { ...row, hosts: draft.hosts, settings: draft.settings, brand: draft.brand }
      : row;
    const [framed] = withDevFrameOrigins([shown], deps.devFrameOrigins);
    return toMandant(framed!, deps.environment, deps.trackingEndpoints);
  };
}

export type PreviewMandant = ReturnType<typeof createTenantPreviewReader>;
