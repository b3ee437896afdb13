import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { tenants } from './tenants.table.ts';

/**
 * The tenants module's read queries for other modules (issue 28, item 2; decision 051): the owner
 * builds the SQL over its table, a reader embeds it in its own statement.
 */

/** The id of the tenant with this key (any case), null for none: a scalar subquery. */
export const tenantIdOfKey = (key: string): SQL<string | null> =>
  sql<string | null>`(select ${tenants.id} from ${tenants} where ${tenants.key} = ${key.toLowerCase()})`;

/** The key of the tenant with this id (the reader's column): a scalar subquery for a select list. */
export const tenantKeyOf = (tenantId: SQLWrapper): SQL<string | null> =>
  sql<string | null>`(select ${tenants.key} from ${tenants} where ${tenants.id} = ${tenantId})`;
