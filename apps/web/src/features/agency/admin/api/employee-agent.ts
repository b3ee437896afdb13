import type { EmployeeAgent } from '@kwk/shared/agency/agency-admin.schemas';
import { authFetch } from '../../../../lib/session/auth-fetch.ts';

/** GET /Mitarbeiterempfehlung: the signed-in account's agent number (issue 27, item 13). */
export function getEmployeeAgent(signal: AbortSignal): Promise<EmployeeAgent> {
  return authFetch<EmployeeAgent>('Mitarbeiterempfehlung', { signal });
}
