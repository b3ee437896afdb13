import type { TrackingBody, trackingDoneSchema } from '@kwk/shared/recipients/recipient.schemas';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST tracking/abschliessen: the recipient confirms their data (spec §7); field errors come back in 400. */
export function completeTracking(
  token: string,
  body: TrackingBody,
): Promise<z.infer<typeof trackingDoneSchema>> {
  return apiFetch('tracking/abschliessen', {
    method: 'POST',
    query: { channel: 'co', einsprungsquelle: 'Einsprungslink' },
    body,
    bearer: token,
  });
}
