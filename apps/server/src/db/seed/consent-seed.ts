import { defaultCategoryRows } from '../../modules/analytics/analytics.repository.ts';
import { consentCategories } from '../../modules/analytics/analytics.table.ts';
import type { Db } from '../client.ts';
import { upsertChanged } from './upsert-changed.ts';

/**
 * The tenant's consent registry (spec §3): the four categories of spec §2 in German and English.
 * Idempotent like the rest of the seed: a row is only written when it differs.
 */
export async function seedConsentCategories(db: Db, tenantId: string): Promise<number> {
  return upsertChanged(db, consentCategories, defaultCategoryRows(tenantId), {
    target: [consentCategories.tenantId, consentCategories.identifier, consentCategories.language],
    columns: ['title', 'shortDescription', 'longDescription', 'required', 'position'],
  });
}
