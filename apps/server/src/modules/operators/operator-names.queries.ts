import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * The operators module's read queries for the modules below it (decision 051): the audit log,
 * which operators records into, keeps an operator actor's id as text and shows the operator's name
 * and e-mail address. Scalar subqueries on the primary key. The file imports nothing of ours, so a
 * module that `operators` imports may read it without a cycle (decision 075, addendum).
 */

/** The id, as text, of the operator with the e-mail address `email` (lower case), null for none. */
export const operatorIdTextOfEmail = (email: string): SQL<string | null> =>
  sql<string | null>`(select id::text from operators where lower(email) = ${email})`;

/**
 * The name of the actor `actorKind`, `actorId` (an id as text, as the audit log keeps its actors)
 * if it is an operator, else null: a scalar subquery.
 */
export const operatorNameOf = (actorKind: SQLWrapper, actorId: SQLWrapper): SQL<string | null> =>
  sql<string | null>`(select name from operators where ${actorKind} = 'operator' and id::text = ${actorId})`;

/** The e-mail address of the actor `actorKind`, `actorId` if it is an operator, else null: a scalar subquery. */
export const operatorEmailOf = (actorKind: SQLWrapper, actorId: SQLWrapper): SQL<string | null> =>
  sql<string | null>`(select email from operators where ${actorKind} = 'operator' and id::text = ${actorId})`;
