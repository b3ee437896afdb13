import { type SQL, sql } from 'drizzle-orm';

/**
 * The content module's read queries for other modules (issue 28, item 2; decision 051): the owner
 * builds the SQL over its tables, a reader embeds it in its own statement and names no table of
 * the content.
 */

/**
 * The tenant's campaigns running on `today` (a Berlin date): a scalar subquery answering a JSON
 * array of `{ AktionsId, Zustimmung, BonusCent }` (`[]` when none runs).
 */
export const runningCampaignsJson = (tenantId: string, today: string): SQL =>
  sql`(select coalesce(json_agg(json_build_object('AktionsId', c.aktions_id, 'Zustimmung', c.zustimmung,
      'BonusCent', c.bonus_cent)), '[]'::json) from campaigns c
    where c.tenant_id = ${tenantId}
      and c.starts_on <= ${today} and (c.ends_on is null or c.ends_on >= ${today}))`;

/**
 * The tenant texts that name products (keys `catalogue.products.<id>.name`, shared
 * `productTextKey`): a source to join, with the columns `tenant_id`, `language`, `key` and `value`.
 */
export const productNameTexts: SQL = sql`(select tenant_id, language, key, value from tenant_texts
  where key like 'catalogue.products.%.name')`;
