import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds } from '../test/test-db.ts';
import { afterCommit } from './after-commit.ts';
import type { Database, Db } from './client.ts';

describe.each(databaseKinds())('work after a commit on %s (decision 074)', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database?.close());

  const refused = new Error('refused');
  const select = (tx: Db) => tx.execute(sql`select 1`);

  it('runs once the transaction commits, not before', async () => {
    const seen: string[] = [];
    await database.db.transaction(async (tx) => {
      await select(tx);
      afterCommit(tx, () => seen.push('committed'));
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual(['committed']);
  });

  it('never runs for a transaction rolled back', async () => {
    const seen: string[] = [];
    await expect(
      database.db.transaction(async (tx) => {
        afterCommit(tx, () => seen.push('rolled back'));
        await select(tx);
        throw refused;
      }),
    ).rejects.toBe(refused);
    expect(seen).toEqual([]);
  });

  it("keeps a released savepoint's work for the commit and drops a rolled-back one's", async () => {
    const seen: string[] = [];
    await database.db.transaction(async (tx) => {
      await tx.transaction(async (inner) => {
        afterCommit(inner, () => seen.push('released'));
      });
      await tx
        .transaction(async (inner) => {
          afterCommit(inner, () => seen.push('rolled back'));
          throw refused;
        })
        .catch(() => undefined);
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual(['released']);
  });

  it('runs at once outside a transaction, where a statement commits by itself', async () => {
    const seen: string[] = [];
    afterCommit(database.db, () => seen.push('at once'));
    expect(seen).toEqual(['at once']);
  });

  it('answers the transaction as it did, even when the work after it fails', async () => {
    const answer = await database.db.transaction(async (tx) => {
      afterCommit(tx, () => {
        throw new Error('counter broken');
      });
      return 42;
    });
    expect(answer).toBe(42);
  });
});
