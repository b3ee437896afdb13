import type { OfflineCodeResult } from '@kwk/shared/referrals/referral.schemas';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /empfehlung/empfehlungscode/{code}: the referral behind an offline code. */
export function lookupOfflineCode(code: string, einsprungsquelle?: string): Promise<OfflineCodeResult> {
  return apiFetch<OfflineCodeResult>(`empfehlung/empfehlungscode/${encodeURIComponent(code)}`, {
    query: { einsprungsquelle },
  });
}
