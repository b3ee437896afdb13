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
