import { sql } from 'drizzle-orm';
import { defaultCategoryRows } from '../../modules/analytics/analytics.repository.ts';
import { consentCategories } from '../../modules/analytics/analytics.table.ts';
import type { Db } from '../client.ts';

/**
 * The tenant's consent registry (spec §3): the four categories of spec §2 in German and English.
 * Idempotent like the rest of the seed: a row is only written when it differs.
 */
export async function seedConsentCategories(db: Db, tenantId: string): Promise<number> {
  const written = await db
    .insert(consentCategories)
    .values(defaultCategoryRows(tenantId))
    .onConflictDoUpdate({
      target: [consentCategories.tenantId, consentCategories.identifier, consentCategories.language],
      set: {
        title: sql`excluded.title`,
        shortDescription: sql`excluded.short_description`,
        longDescription: sql`excluded.long_description`,
        required: sql`excluded.required`,
        position: sql`excluded.position`,
      },
      setWhere: sql`(${consentCategories.title}, ${consentCategories.shortDescription}, ${consentCategories.longDescription}, ${consentCategories.required}, ${consentCategories.position}) is distinct from (excluded.title, excluded.short_description, excluded.long_description, excluded.required, excluded.position)`,
    })
    .returning({ identifier: consentCategories.identifier });
  return written.length;
}
