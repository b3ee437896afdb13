import type { MasterData } from '@kwk/shared/agency/agency-admin.schemas';
import { agencyCall } from './agency-call.ts';

/** GET agentur/stammdaten: the agency's master data. */
export function getMasterData(token: string, signal?: AbortSignal): Promise<MasterData> {
  return agencyCall<MasterData>(token, 'agentur/stammdaten', { signal });
}

/** PUT agentur/stammdaten: saves the master data; the server checks it and answers what it stored. */
export function saveMasterData(token: string, body: MasterData): Promise<MasterData> {
  return agencyCall<MasterData>(token, 'agentur/stammdaten', { method: 'PUT', body });
}
