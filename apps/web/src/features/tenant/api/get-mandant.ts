import type { Mandant } from '@kwk/shared/tenants/mandant.schemas';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /mandant/{key}: the tenant configuration (spec §7 "getMandant"). */
export function getMandant(key: string): Promise<Mandant> {
  return apiFetch<Mandant>(`mandant/${encodeURIComponent(key)}`);
}
