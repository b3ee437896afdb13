import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { operators } from './operators.table.ts';

/**
 * The operators module's read queries for other modules (issue 28, item 2; decision 051): the
 * owner builds the SQL over its table, a reader embeds it in its own statement. An operator's id
 * is compared as text, as the audit log keeps every actor's id.
 */

/** The id, as text, of the operator with this e-mail address (any case), null for none: a scalar subquery. */
export const operatorIdOfEmail = (email: string): SQL<string | null> =>
  sql<
    string | null
  >`(select ${operators.id}::text from ${operators} where lower(${operators.email}) = ${email.toLowerCase()})`;

/** The name of the operator with this id (text, the reader's column): a scalar subquery for a select list. */
export const operatorNameOf = (operatorId: SQLWrapper): SQL<string | null> =>
  sql<
    string | null
  >`(select ${operators.name} from ${operators} where ${operators.id}::text = ${operatorId})`;

/** The e-mail address of the operator with this id (text, the reader's column), alike. */
export const operatorEmailOf = (operatorId: SQLWrapper): SQL<string | null> =>
  sql<
    string | null
  >`(select ${operators.email} from ${operators} where ${operators.id}::text = ${operatorId})`;
