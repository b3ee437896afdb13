import type pg from 'pg';

/**
 * The message of a second statement sent on a checked-out client while its first still runs.
 * PostgreSQL runs one statement at a time per connection: node-postgres queues the second, which
 * buys nothing over awaiting the first, and that queue is deprecated for pg@9 (decision 082).
 */
export const TWO_AT_ONCE_MESSAGE =
  'two statements at once on one transaction: await one before sending the next';

/**
 * In the test suites (DB_STATEMENT_CHECKS=1): a client lent out of the pool (drizzle's transactions)
 * refuses a statement while another of its statements is in flight, so a `Promise.all` over one
 * `tx` fails in the test that runs it. Reads meant to run side by side belong on the pool (`db`),
 * which lends each its own connection. Streams (a cursor) are passed through uncounted.
 */
export function oneStatementAtATime(client: pg.PoolClient): pg.PoolClient {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let inFlight = 0;
  client.query = ((...args: unknown[]) => {
    if (inFlight > 0) return Promise.reject(new Error(TWO_AT_ONCE_MESSAGE));
    const result = query(...args);
    if (!(result instanceof Promise)) return result;
    inFlight++;
    return result.finally(() => {
      inFlight--;
    });
  }) as typeof client.query;
  return client;
}
