import type { MasterData } from '@kwk/shared/agency/agency-admin.schemas';
import { apiFetch } from '../../../../lib/api-client.ts';

/** GET agentur/stammdaten: the agency's master data. */
export function getMasterData(token: string, signal?: AbortSignal): Promise<MasterData> {
  return apiFetch<MasterData>('agentur/stammdaten', { bearer: token, signal });
}

/** PUT agentur/stammdaten: saves the master data; the server checks it and answers what it stored. */
export function saveMasterData(token: string, body: MasterData): Promise<MasterData> {
  return apiFetch<MasterData>('agentur/stammdaten', { method: 'PUT', bearer: token, body });
}
