import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite, Transaction } from '@electric-sql/pglite';

/**
 * PGlite has one connection in the process: while a transaction runs, every other statement waits
 * for it to end. A transaction that awaits such a statement — a read on the database instead of on
 * its `tx`, directly or through a read another request began and it shares (a cache's reload) —
 * waits for itself, and with it the whole portal, for ever; PostgreSQL's pool would have lent it a
 * second connection. A CI run's browser suite stood still that way (decision 081).
 *
 * The gate stands in front of PGlite and makes that a failure instead of a hang:
 * - a statement that waited `waitMs` for a transaction fails with the database busy, which is a 503
 *   like a pool's acquire timeout (database-unavailable.ts) and, where that transaction was waiting
 *   for it, ends the transaction too. Its error names where the transaction began;
 * - with `checkContext` (the test suites: DB_STATEMENT_CHECKS=1), a statement on the database
 *   issued from inside an open transaction's own work fails at once: it could only ever run after
 *   the transaction it is part of. The check follows each transaction's work with an
 *   AsyncLocalStorage, whose promise hooks slow every request on Node 20: not where the portal serves.
 */
export const PGLITE_WAIT_MS = 30_000;

/** The message of a statement that waited too long (database-unavailable.ts answers it 503). */
export const GATE_BUSY_MESSAGE = 'the embedded database stayed held by one transaction';

interface Hold {
  /** Where the holding transaction began: its stack, read only when a wait fails. */
  readonly began: Error;
  /** False once the transaction ended: work it left running may use the database again. */
  open: boolean;
}

/** The client drizzle's PGlite driver and the database wrapper call: query and transaction only. */
export type GatedPglite = Pick<PGlite, 'query' | 'transaction'>;

/** A single statement holds the connection only as long as it runs: no stack is worth taking. */
const A_STATEMENT = new Error('a single statement');

/** The first frames of the code that opened the transaction, for the log line (no values, only places). */
function whereBegun(began: Error): string {
  if (began === A_STATEMENT) return 'by a single statement';
  const frames = (began.stack ?? '')
    .split('\n')
    .slice(1)
    .map((line) => line.trim())
    .filter((line) => !/pglite-gate\.ts|after-commit\.ts|node_modules|node:internal/.test(line));
  return `begun ${frames.slice(0, 3).join(' ← ')}`;
}

export function gatedPglite(
  client: PGlite,
  { waitMs = PGLITE_WAIT_MS, checkContext = false }: { waitMs?: number; checkContext?: boolean } = {},
): GatedPglite {
  const within = checkContext ? new AsyncLocalStorage<Hold>() : undefined;
  let holder: Hold | undefined;
  const waiting: (() => void)[] = [];

  const release = () => {
    holder = undefined;
    waiting.shift()?.();
  };

  /** Takes the connection for `hold`, in arrival order, or fails after `waitMs`. */
  const acquire = (hold: Hold): Promise<void> => {
    const own = within?.getStore();
    if (own?.open) {
      return Promise.reject(
        new Error(
          'a statement on the database inside an open transaction would wait for that transaction for ever on PGlite: run it on the transaction',
          { cause: own.began },
        ),
      );
    }
    if (!holder) {
      holder = hold;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const take = () => {
        clearTimeout(timer);
        holder = hold;
        resolve();
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(take), 1);
        const began = holder?.began ?? A_STATEMENT;
        reject(new Error(`${GATE_BUSY_MESSAGE} for ${waitMs} ms, ${whereBegun(began)}`, { cause: began }));
      }, waitMs);
      timer.unref();
      waiting.push(take);
    });
  };

  const exclusive = async <T>(hold: Hold, run: () => Promise<T>): Promise<T> => {
    await acquire(hold);
    try {
      return await run();
    } finally {
      hold.open = false;
      release();
    }
  };

  return {
    query: ((text: string, params?: unknown[], options?: never) =>
      exclusive({ began: A_STATEMENT, open: true }, () =>
        client.query(text, params, options),
      )) as PGlite['query'],
    transaction: (<T>(body: (tx: Transaction) => Promise<T>) => {
      const hold: Hold = { began: new Error('the transaction holding the database began here'), open: true };
      return exclusive(hold, () =>
        client.transaction((tx) => (within ? within.run(hold, () => body(tx)) : body(tx))),
      );
    }) as PGlite['transaction'],
  };
}
