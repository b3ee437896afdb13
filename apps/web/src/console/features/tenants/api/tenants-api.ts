import type { PendingMoneyChange } from '@kwk/shared/operator/money-raises';
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
