import { COMPANY_SOURCE } from '@kwk/shared/routes/page-paths';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/sql-helpers.ts';

// Reads of the catalogue's tables that other modules ask for (decision 051: the owner writes them).

/** Whether the product is a Young tariff (its `Young` field of spec §3). */
export async function isYoungTariff(db: Db, tenantId: string, productId: number): Promise<boolean> {
  const [row] = rowsOf<{ young: boolean }>(
    await db.execute(sql`
      select coalesce((details->>'Young')::boolean, false) as young
      from products where tenant_id = ${tenantId} and id = ${productId}`),
  );
  return row?.young === true;
}

/**
 * The products' display names for a reader's statement: a source to join, with the columns
 * `tenant_id`, `id` and `anzeige_name` (`left join ${productNames} p on p.tenant_id = … and p.id = …`).
 */
export const productNames: SQL = sql`(select tenant_id, id, anzeige_name from products)`;

/**
 * A product's display name (German, as the mails written in SQL name it), '' when there is none: a
 * scalar subquery for a reader's select list, correlated with its tenant and product id columns.
 */
export const productDisplayName = (tenantId: AnyColumn, productId: AnyColumn): SQL<string> =>
  sql<string>`coalesce((select p.anzeige_name from products p where p.tenant_id = ${tenantId} and p.id = ${productId}), '')`;

/**
 * The values of a product's rewards active on `today` (spec §4: started, and no end date or an end
 * or display end date not before today; not set inactive in the console) as a JSON array of
 * cents: a scalar subquery, the one definition every read of the active rewards uses.
 */
export const activeRewardCents = (tenantId: string, productId: number, today: string): SQL<number[]> =>
  sql<number[]>`(
  select coalesce(json_agg(r.wert_cent), '[]'::json)
  from product_rewards pr join rewards r on r.tenant_id = pr.tenant_id and r.id = pr.reward_id
  where pr.tenant_id = ${tenantId} and pr.product_id = ${productId} and r.aktiv and r.startdatum <= ${today}
    and (r.enddatum is null or r.enddatum >= ${today} or r.enddatum_anzeige >= ${today}))`;

/**
 * The product a referrer may recommend: a scalar subquery answering `{ id, anzeigeName }` when it
 * is the tenant's and active (and, where the tenant hides them, not of a company category), else
 * null.
 */
export const recommendableProductJson = (
  tenantId: string,
  productId: number,
  hideCompanyProducts: boolean,
): SQL<{ id: number; anzeigeName: string } | null> =>
  sql<{
    id: number;
    anzeigeName: string;
  } | null>`(select json_build_object('id', p.id, 'anzeigeName', p.anzeige_name)
    from products p where p.tenant_id = ${tenantId} and p.id = ${productId} and p.aktiv
      and not (${hideCompanyProducts} and p.category_id in (select c.id from product_categories c
        where c.tenant_id = ${tenantId} and c.quelle = ${COMPANY_SOURCE})))`;
