import type { PendingMoneyChange } from '@kwk/shared/operator/money-raises';
import type { TenantEditor } from '@kwk/shared/operator/tenant-drafts.schemas';
import type { TenantCreate, TenantDetail, TenantUpdate } from '@kwk/shared/operator/tenants.schemas';
import { consoleFetch } from '../../../lib/console-api.ts';

/** The console's tenant calls (apps/server/src/modules/tenants/tenants-console.routes.ts). */
export const getTenant = (key: string, signal?: AbortSignal) =>
  consoleFetch<TenantDetail>(`mandanten/${encodeURIComponent(key)}`, signal ? { signal } : {});

export const createTenant = (body: TenantCreate) =>
  consoleFetch<TenantDetail>('mandanten', { method: 'POST', body });

/** A raised money rule waits for a second admin (202, decision 047): the rest is saved, `GeldFreigabe` waits. */
export const saveTenant = (key: string, body: TenantUpdate) =>
  consoleFetch<TenantDetail & { GeldFreigabe?: PendingMoneyChange }>(`mandanten/${encodeURIComponent(key)}`, {
    method: 'PUT',
    body,
  });

type Held = { GeldFreigabe?: PendingMoneyChange };
const draftPath = (key: string, rest: string) => `mandanten/${encodeURIComponent(key)}/${rest}`;

/** Saves the editor's configuration as the tenant's draft (decision 065); nothing goes live. */
export const saveTenantDraft = (key: string, body: TenantUpdate) =>
  consoleFetch<TenantEditor>(draftPath(key, 'entwurf'), { method: 'PUT', body });

/** The live configuration and texts, the open draft and what a rollback restores. */
export const getTenantEditor = (key: string) => consoleFetch<TenantEditor>(draftPath(key, 'entwurf'));

/** Saves a language's texts into the tenant's draft (decision 072); nothing goes live. */
export const saveTenantTextsDraft = (key: string, lang: 'de' | 'en', texts: Record<string, string>) =>
  consoleFetch<{ Texts: Record<string, string>; Entwurf: boolean }>(draftPath(key, `texte/${lang}`), {
    method: 'PUT',
    body: { Texts: texts },
  });

/** Publishes the draft against the live version the operator compared it with; 202 holds a money raise. */
export const publishTenantDraft = (key: string, version: number) =>
  consoleFetch<TenantEditor & Held>(draftPath(key, 'entwurf/veroeffentlichen'), {
    method: 'POST',
    body: { Version: version },
  });

export const discardTenantDraft = (key: string, version: number) =>
  consoleFetch<TenantEditor>(draftPath(key, 'entwurf/verwerfen'), {
    method: 'POST',
    body: { Version: version },
  });

/** Restores the configuration the last publish replaced; 202 when that raises money (four eyes). */
export const rollBackTenant = (key: string, version: number) =>
  consoleFetch<TenantEditor & Held>(draftPath(key, 'zurueckrollen'), {
    method: 'POST',
    body: { Version: version },
  });

/** A short-lived address of the tenant's portal showing its draft. */
