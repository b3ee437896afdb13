import { anyErrorMessage } from '@kwk/shared/errors/console-error-codes';
import type { Language } from '@kwk/shared/errors/error-codes';
import {
  type MoneyRuleField,
  type MoneyRules,
  type PendingMoneyChange,
  raisedRuleFields,
} from '@kwk/shared/operator/money-raises';
import type { TenantTextSets } from '@kwk/shared/operator/tenant-texts.schemas';
import {
  RESERVED_KEY_MESSAGE,
  type TenantCreate,
  type TenantDetail,
  type TenantSummary,
  type TenantUpdate,
} from '@kwk/shared/operator/tenants.schemas';
import { MODULE_KEYS } from '@kwk/shared/tenants/mandant.schemas';
import { VALIDATION_MESSAGES } from '@kwk/shared/validation/messages';
import type { Clock } from '../../clock.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { type ApplyMoneyRaise, type ProposeMoneyRaise, sameJson } from '../../lib/money-raise.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuditService } from '../audit/audit.api.ts';
import { configChanges } from './config-diff.ts';
import { newTenantConfig } from './new-tenant-config.ts';
import type { TenantCache } from './tenant-cache.ts';
import type { TenantDraftsRepository } from './tenant-drafts.repository.ts';
import type { TenantRow, TenantsRepository } from './tenants.repository.ts';

interface Deps {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'consoleHost' | 'deployEnv' | 'publicUrl'>;
  repository: TenantsRepository;
  cache: TenantCache;
  audit: AuditService;
  /** Tells the other instances (Redis `kwk:tenants:changed`); this one invalidates its cache itself. */
  publishChange: (key: string) => Promise<void>;
  /** A raise of a money rule waits for a second admin (decision 047): the money-approvals module passes its proposal. */
  proposeMoneyRaise: ProposeMoneyRaise;
  /** Keeps what a publish replaces, for a rollback (decision 065). */
  history: Pick<TenantDraftsRepository, 'pushHistory'>;
}

type Rules = TenantRow['settings']['Rules'];
const pick = (rules: Rules, fields: readonly MoneyRuleField[]): Partial<MoneyRules> =>
  Object.fromEntries(fields.map((f) => [f, rules[f]]));

/** One money rule old → new, as the console shows a waiting raise. */
function amountChange(field: MoneyRuleField, before: Rules, after: Rules) {
  const tiers = field === 'BonusPraemien';
  return {
    Feld: field,
    AltCent: tiers ? null : ((before[field] as number | undefined) ?? null),
    NeuCent: tiers ? null : ((after[field] as number | undefined) ?? null),
    AltStufen: tiers ? before.BonusPraemien : null,
    NeuStufen: tiers ? after.BonusPraemien : null,
  };
}

/**
 * Makes a configuration live in the caller's transaction: the row if it is still at
 * `input.Version` (else 409), the replaced configuration kept for a rollback (not when this is
 * one), audited as `action`. A raised money rule keeps its old value and waits for a second admin;
 * the rest applies at once, lowered money rules too (decision 047).
 */
function configApplier(deps: Deps) {
  const { clock, repository, audit } = deps;
  return async function applyConfig(
    tx: Db,
    operatorId: string,
    key: string,
    input: TenantUpdate,
    audited: {
      action: 'tenant.updated' | 'tenant.published' | 'tenant.rolled_back';
      details?: object;
      /** The live texts a publish replaced, kept with the configuration for a rollback (decision 072). */
      replacedTexts?: TenantTextSets | null;
    },
  ): Promise<readonly [TenantRow, PendingMoneyChange | undefined]> {
    const before = await repository.byKey(tx, key);
    if (!before) throw new AppError('tenants.not_found');
    const asked = input.Settings.Rules;
    const raised = raisedRuleFields(before.settings.Rules, asked);
    const settings = { ...input.Settings, Rules: { ...asked, ...pick(before.settings.Rules, raised) } };
    const saved = await repository.update(tx, key, input.Version, {
      hosts: input.Hosts,
      settings,
      brand: input.Brand,
      at: clock.now(),
    });
    if (!saved) throw new AppError('tenant.version_conflict');
    if (audited.action !== 'tenant.rolled_back')
      await deps.history.pushHistory(
        tx,
        before.id,
        before.version,
        {
          hosts: before.hosts,
          settings: before.settings,
          brand: before.brand,
          texts: audited.replacedTexts ?? null,
        },
        clock.now(),
      );
    const changes = configChanges(
      { Hosts: before.hosts, Settings: before.settings, Brand: before.brand },
      { Hosts: saved.hosts, Settings: saved.settings, Brand: saved.brand },
    );
    await audit.record(tx, {
      actor: { kind: 'operator', id: operatorId },
      action: audited.action,
      tenantId: saved.id,
      subject: saved.key,
      details: { version: saved.version, ...audited.details, changes },
    });
    const held: PendingMoneyChange | undefined =
      raised.length === 0
        ? undefined
        : await deps.proposeMoneyRaise(tx, operatorId, {
            tenantId: saved.id,
            kind: 'rules',
            subjectId: null,
            before: pick(saved.settings.Rules, raised),
            after: pick(asked, raised),
            amounts: raised.map((f) => amountChange(f, saved.settings.Rules, asked)),
          });
    return [saved, held] as const;
  };
}

/**
 * The console's tenant administration (issue 14): list, read, create from a copy or defaults, save
 * with optimistic concurrency. Every write is audited in its transaction; after the commit the
 * cache of this instance is dropped and the others are told through Redis (decision 002).
 */
export function createTenantsAdminService(deps: Deps) {
  const { db, clock, config, repository, cache, audit } = deps;
  const port = new URL(config.publicUrl).port;
  const localOrigin = (key: string) => `http://${key}.localhost${port ? `:${port}` : ''}`;

  const previewUrl = (row: TenantRow) =>
    config.deployEnv === 'development'
      ? `${localOrigin(row.key)}/`
      : `${row.brand.ReferralLinkDomain[config.deployEnv] || (row.hosts[0] ? `https://${row.hosts[0]}` : '')}/`;

  const toDetail = (row: TenantRow): TenantDetail => ({
    Id: row.id,
    Key: row.key,
    Version: row.version,
    UpdatedAt: row.updatedAt.toISOString(),
    Hosts: row.hosts,
    Settings: row.settings,
    Brand: row.brand,
    PreviewUrl: previewUrl(row),
  });

  /** Hosts another tenant serves: its own, its `{key}.localhost`, its referral link domain's. */
  async function claimedHosts(exceptKey: string): Promise<Map<string, string>> {
    const claimed = new Map<string, string>([[config.consoleHost, '']]);
    for (const row of await repository.listAll()) {
      if (row.key === exceptKey) continue;
      claimed.set(`${row.key}.localhost`, row.key);
      for (const host of row.hosts) claimed.set(host, row.key);
      const link = row.brand.ReferralLinkDomain[config.deployEnv];
      const linkHost = link ? URL.parse(link)?.hostname : undefined;
      if (linkHost) claimed.set(linkHost, row.key);
    }
    return claimed;
  }

  async function changed(key: string): Promise<void> {
    cache.invalidate();
    // A missed message is no lasting harm: every instance re-reads after a Redis reconnect.
    await deps.publishChange(key).catch(() => undefined);
  }

  /** What a save is checked for before its transaction: its own key, hosts no other tenant serves. */
  async function checkUpdate(key: string, input: TenantUpdate, lang: Language): Promise<void> {
    if (input.Brand.ApiRoute !== key)
      throw new AppError('common.validation', {
        fields: [
          { path: 'body.Brand.ApiRoute', message: VALIDATION_MESSAGES[lang].invalidField('ApiRoute') },
        ],
      });
    const claimed = await claimedHosts(key);
    const taken = input.Hosts.findIndex((host) => claimed.has(host));
    if (taken >= 0)
      throw new AppError('tenant.host_taken', {
        fields: [{ path: `body.Hosts.${taken}`, message: anyErrorMessage('tenant.host_taken', lang) }],
      });
  }

  const applyConfig = configApplier(deps);

  return {
    async list(): Promise<TenantSummary[]> {
      return (await repository.listAll()).map((row) => ({
        Id: row.id,
        Key: row.key,
        Name: row.brand.Name,
        Hosts: row.hosts,
        ModulesOn: MODULE_KEYS.filter((m) => row.settings.Modules[m]),
        Version: row.version,
        UpdatedAt: row.updatedAt.toISOString(),
      }));
    },

    async get(key: string): Promise<TenantDetail> {
      const row = await repository.byKey(db, key);
      if (!row) throw new AppError('tenants.not_found');
      return toDetail(row);
    },

    async create(operatorId: string, input: TenantCreate, lang: Language): Promise<TenantDetail> {
      // `betrieb.localhost` must stay the console's even under another CONSOLE_HOST's label.
      if (`${input.Key}.localhost` === config.consoleHost)
        throw new AppError('common.validation', {
          fields: [{ path: 'body.Key', message: RESERVED_KEY_MESSAGE[lang] }],
        });
      const claimed = await claimedHosts(input.Key);
      if (claimed.has(`${input.Key}.localhost`) && claimed.get(`${input.Key}.localhost`) !== input.Key)
        throw new AppError('tenant.host_taken', {
          fields: [{ path: 'body.Key', message: anyErrorMessage('tenant.host_taken', lang) }],
        });
      let source: TenantRow | undefined;
      if (input.CopyFrom) {
        source = await repository.byKey(db, input.CopyFrom);
        if (!source) throw new AppError('tenant.copy_source_not_found');
      }
      const { settings, brand } = newTenantConfig(
        { key: input.Key, name: input.Name, developmentOrigin: localOrigin(input.Key) },
        source,
      );
      const row = await db.transaction(async (tx) => {
        const inserted = await repository.insert(tx, {
          key: input.Key,
          hosts: [],
          settings,
          brand,
          at: clock.now(),
        });
        if (!inserted)
          throw new AppError('tenant.key_taken', {
            fields: [{ path: 'body.Key', message: anyErrorMessage('tenant.key_taken', lang) }],
          });
        await audit.record(tx, {
          actor: { kind: 'operator', id: operatorId },
          action: 'tenant.created',
          tenantId: inserted.id,
          subject: inserted.key,
          details: { copiedFrom: source?.key ?? null },
        });
        return inserted;
      });
      await changed(row.key);
      return toDetail(row);
    },

    /**
     * Saves a configuration live at once (the API's `PUT`; the console publishes drafts through the
     * same path, decision 065), with optimistic concurrency and the four-eyes hold on raised money.
     */
    async update(
      operatorId: string,
      key: string,
      input: TenantUpdate,
      lang: Language,
    ): Promise<{ detail: TenantDetail; pending: PendingMoneyChange | undefined }> {
      await checkUpdate(key, input, lang);
      const [row, pending] = await db.transaction((tx) =>
        applyConfig(tx, operatorId, key, input, { action: 'tenant.updated' }),
      );
      await changed(row.key);
      return { detail: toDetail(row), pending };
    },

    checkUpdate,
    applyConfig,
    changed,
    toDetail,
    previewUrl,

    /**
     * Applies an approved raise of money rules (money-approvals' call, in its transaction): only
     * if the rules it raises are still what they were when it was proposed.
     */
    applyMoneyRaise: (async (tx, operatorId, change) => {
      const row = await repository.byId(tx, change.tenantId);
      const after = change.after as Partial<MoneyRules>;
      const fields = Object.keys(after) as MoneyRuleField[];
      if (!row || !sameJson(pick(row.settings.Rules, fields), change.before)) return { applied: false };
      const settings = { ...row.settings, Rules: { ...row.settings.Rules, ...after } };
      const saved = await repository.update(tx, row.key, row.version, {
        hosts: row.hosts,
        settings,
        brand: row.brand,
        at: clock.now(),
      });
      if (!saved) return { applied: false };
      await audit.record(tx, {
        actor: { kind: 'operator', id: operatorId },
        action: 'tenant.updated',
        tenantId: saved.id,
        subject: saved.key,
        details: {
          version: saved.version,
          changes: configChanges({ Settings: row.settings }, { Settings: saved.settings }),
        },
      });
      return { applied: true, afterCommit: () => changed(saved.key) };
    }) satisfies ApplyMoneyRaise,
  };
}

export type TenantsAdminService = ReturnType<typeof createTenantsAdminService>;
