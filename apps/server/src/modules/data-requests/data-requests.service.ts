import type { DataErasure, DataRequest } from '@kwk/shared/operator/data-requests.schemas';
import { type DataRequestsDeps, dataRequestContext } from './data-request-context.ts';
import { erasePersonalData } from './erase-personal-data.ts';
import { exportPersonalData } from './export-personal-data.ts';

/**
 * Data-subject requests (issue 14): the export of everything held about an address (Art. 15 GDPR)
 * and its erasure (Art. 17) by the rule of the self-service deletion, both in the audit log under
 * a keyed hash of the address only. Each is one use case in its own file.
 */
export function createDataRequestsService(deps: DataRequestsDeps) {
  const ctx = dataRequestContext(deps);
  return {
    export: (operatorId: string, body: DataRequest) => exportPersonalData(ctx, operatorId, body),
    erase: (operatorId: string, body: DataErasure) => erasePersonalData(ctx, operatorId, body),
  };
}

export type DataRequestsService = ReturnType<typeof createDataRequestsService>;
