import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { AuditFilter, AuditRepository, AuditRow } from './audit.repository.ts';
import { chainHash, GENESIS_HASH } from './audit-chain.ts';

/** Who did it. */
export type AuditActor =
  | { kind: 'operator'; id: string }
  | { kind: 'system' }
  | { kind: 'partner'; id: string }
  | { kind: 'referrer'; id: string }
  | { kind: 'agency'; id: string }
  | { kind: 'anonymous' };

export interface AuditEntry {
  actor: AuditActor;
  action: string;
  tenantId?: string | null | undefined;
  subject?: string | null | undefined;
  reason?: string | null | undefined;
  /** Facts without personal data in clear text: ids, codes, old and new values of settings. */
  details?: Record<string, unknown> | undefined;
}

/**
 * The audit log's one writer. `record` takes the caller's transaction, so an action and its log
 * row commit together or not at all; a security event without a change of its own (a failed
 * sign-in) is recorded with the database handle itself.
 */
export function createAuditService(deps: { db: Db; clock: Clock; repository: AuditRepository }) {
  const { db, clock, repository } = deps;
  return {
    record: (tx: Db, entry: AuditEntry) =>
      repository.append(tx, {
        at: clock.now(),
        actorKind: entry.actor.kind,
        actorId: 'id' in entry.actor ? entry.actor.id : null,
        action: entry.action,
        tenantId: entry.tenantId ?? null,
        subject: entry.subject ?? null,
        reason: entry.reason ?? null,
        details: entry.details ?? {},
      }),

    search: (filter: AuditFilter, page: { offset: number; limit: number }) =>
      repository.search(db, filter, page),

    /** Every row matching the filter, oldest first, a batch at a time (for exports). */
    async *rows(filter: AuditFilter, batch = 1000): AsyncGenerator<AuditRow> {
      let after = 0;
      for (;;) {
        const rows = await repository.batchAfter(db, filter, after, batch);
        yield* rows;
        if (rows.length < batch) return;
        after = rows[rows.length - 1]?.seq ?? after;
      }
    },

    /** Walks the whole chain; answers the first row whose hash does not follow, or null. */
    async verifyChain(): Promise<{ brokenAt: number } | null> {
      let prev = GENESIS_HASH;
      let after = 0;
      for (;;) {
        const rows = await repository.batchAfter(db, {}, after, 1000);
        for (const row of rows) {
          if (row.prevHash !== prev || chainHash(prev, row) !== row.hash) return { brokenAt: row.seq };
          prev = row.hash;
        }
        if (rows.length < 1000) return null;
        after = rows[rows.length - 1]?.seq ?? after;
      }
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
