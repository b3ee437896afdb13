import type pg from 'pg';

/**
 * Runs `work` on a client of `pool` in one transaction, as the portal's `db.transaction` does:
 * begin, then commit, or roll back and rethrow; the client goes back to the pool either way.
 */
export async function inTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}
