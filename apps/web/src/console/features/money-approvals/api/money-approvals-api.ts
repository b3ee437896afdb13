import type { PendingMoneyChange } from '@kwk/shared/operator/money-raises';
import { consoleFetch } from '../../../lib/console-api.ts';

/** Raises of money settings waiting for a second admin (apps/server/src/modules/money-approvals). */
export const listMoneyChanges = (tenantKey: string) =>
  consoleFetch<PendingMoneyChange[]>(`mandanten/${encodeURIComponent(tenantKey)}/geldfreigaben`);

export const decideMoneyChange = (id: string, how: 'genehmigung' | 'ablehnung') =>
  consoleFetch<unknown>(`geldfreigaben/${encodeURIComponent(id)}/${how}`, { method: 'POST', body: {} });
