import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * The tenants module's read queries for the modules below it (decision 051): the audit log, which
 * tenants records into, names a row's tenant by its key. Scalar subqueries on the primary key and
 * on the unique key. The file imports nothing of ours, so a module that `tenants` imports may read
 * it without a cycle (decision 075, addendum: owner queries handed down).
 */

/** The id of the tenant with the key `key` (lower case), null for none: a scalar subquery. */
export const tenantIdOfKey = (key: string): SQL<string | null> =>
  sql<string | null>`(select id from tenants where key = ${key})`;

/** The key of the tenant `tenantId`, null for none: a scalar subquery. */
export const tenantKeyOf = (tenantId: SQLWrapper): SQL<string | null> =>
  sql<string | null>`(select key from tenants where id = ${tenantId})`;
