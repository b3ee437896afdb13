import type { Db } from './client.ts';

/**
 * Work that must see only committed changes (the business counters, decision 074): a function
 * registered inside a transaction runs once that transaction has committed, and never when it
 * rolls back. The database's `transaction` is wrapped once where it is opened (db/client.ts), so
 * every module's transactions take part without knowing it; a savepoint's work joins its outer
 * transaction's only when the savepoint was released.
 */
type Pending = (() => void)[];
const pendingOf = new WeakMap<object, Pending>();

type Transactional = Pick<Db, 'transaction'>;

/** Wraps `db.transaction` so `afterCommit` can find the transaction a statement runs in. */
export function trackCommits<T extends Transactional>(db: T): T {
  const open = db.transaction.bind(db);
  db.transaction = (async (body: (tx: Transactional) => Promise<unknown>, config?: unknown) => {
    const pending: Pending = [];
    const result = await open((tx) => body(watched(tx, pending)), config as never);
    for (const run of pending) runSafely(run);
    return result;
  }) as T['transaction'];
  return db;
}

/** The transaction, remembered with its pending work; its savepoints report into it when released. */
function watched<T extends Transactional>(tx: T, pending: Pending): T {
  pendingOf.set(tx, pending);
  const savepoint = tx.transaction.bind(tx);
  tx.transaction = (async (body: (inner: Transactional) => Promise<unknown>, config?: unknown) => {
    const inner: Pending = [];
    const result = await savepoint((sub) => body(watched(sub, inner)), config as never);
    pending.push(...inner);
    return result;
  }) as T['transaction'];
  return tx;
}

/**
 * Runs `run` after `tx` commits; at once where `tx` is no transaction (a statement on the pool
 * commits by itself, so it has committed when its caller goes on).
 */
export function afterCommit(tx: object, run: () => void): void {
  const pending = pendingOf.get(tx);
  if (pending) pending.push(run);
  else runSafely(run);
}

/** What runs after a commit only observes: its failure must not fail the committed request. */
function runSafely(run: () => void) {
  try {
    run();
  } catch {
    // A counter that cannot count is no reason to answer 500 for a change that happened.
  }
}
