import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.ts';
import { type GatedPglite, gatedPglite } from './pglite-gate.ts';

// The embedded database's one connection (pglite-gate.ts): a transaction that waits for a statement
// outside it must fail, not hold the portal for ever. A bare in-memory PGlite: no schema needed.
describe('the PGlite gate', () => {
  let client: PGlite;
  let gated: GatedPglite;
  const WAIT_MS = 200;
  beforeAll(async () => {
    client = await PGlite.create();
    gated = gatedPglite(client, { waitMs: WAIT_MS, checkContext: true });
    await gated.query('create table t (n int)');
  });
  afterAll(() => client?.close());

  const count = async (on: Pick<GatedPglite, 'query'> = gated) =>
    (await on.query<{ n: number }>('select count(*)::int as n from t')).rows[0]!.n;

  it('runs transactions and statements one after another, in arrival order', async () => {
    const order: string[] = [];
    const first = gated.transaction(async (tx) => {
      await tx.query('insert into t values (1)');
      await new Promise((resolve) => setTimeout(resolve, 20));
      order.push('transaction');
    });
    const after = count().then((n) => order.push(`statement saw ${n}`));
    await Promise.all([first, after]);
    expect(order).toEqual(['transaction', 'statement saw 1']);
  });

  it('fails at once a statement on the database that a transaction awaits, and rolls the transaction back', async () => {
    const before = await count();
    const started = Date.now();
    const outcome = gated.transaction(async (tx) => {
      await tx.query('insert into t values (2)');
      return count(); // the database, not tx: on one connection it could only run after this transaction
    });
    await expect(outcome).rejects.toThrow(/inside an open transaction would wait for that transaction/);
    expect(Date.now() - started).toBeLessThan(WAIT_MS);
    expect(await count()).toBe(before);
  });

  it('lets work a transaction left running use the database once it ended', async () => {
    let leftRunning: Promise<number> | undefined;
    await gated.transaction(async (tx) => {
      await tx.query('select 1');
      leftRunning = new Promise((resolve) => setTimeout(resolve, 10)).then(() => count());
    });
    await expect(leftRunning).resolves.toBeTypeOf('number');
  });

  it("ends a transaction that waits for another request's statement: the statement fails as busy (503) and the database goes on", async () => {
    let began: (() => void) | undefined;
    const holding = new Promise<void>((resolve) => {
      began = resolve;
    });
    // Another request's read, begun outside the transaction once it holds the database.
    const otherRequest = holding.then(() => count());
    const holder = gated.transaction(async (tx) => {
      await tx.query('insert into t values (3)');
      began?.();
      return otherRequest; // shared, as a cache's read in flight is
    });
    const failure = await holder.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toMatch(
      /stayed held by one transaction for 200 ms, begun at .*pglite-gate\.test\.ts/,
    );
    expect(((failure as Error).cause as Error).message).toMatch(
      /the transaction holding the database began here/,
    );
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(await count()).toBeTypeOf('number');
  });
});
