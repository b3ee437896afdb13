import { PREVIEW_TOKEN_HEADER } from '@kwk/shared/operator/tenant-preview';
import type { Mandant } from '@kwk/shared/tenants/mandant.schemas';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * GET /mandant/{key}: the tenant configuration (spec §7 "getMandant"); with the console's preview
 * token (a header, never the address) the tenant's draft instead (decision 065).
 */
export function getMandant(key: string, previewToken?: string | null): Promise<Mandant> {
  return apiFetch<Mandant>(
    `mandant/${encodeURIComponent(key)}`,
    previewToken ? { headers: { [PREVIEW_TOKEN_HEADER]: previewToken } } : {},
  );
}
