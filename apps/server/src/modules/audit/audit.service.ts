import { formatAuditAnchor } from '@kwk/shared/operator/audit-log.schemas';
import { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { AuditFilter, AuditNames, AuditRepository, AuditRow } from './audit.repository.ts';
import {
  ANCHOR_ACTION,
  type AuditAnchor,
  anchorWitness,
  type ChainRule,
  type ChainVerdict,
  type ChainWalk,
  chainStart,
  judgeChain,
  keyedChainHash,
  walkRow,
  witnessRow,
} from './audit-chain.ts';

/** Who did it. */
export type AuditActor =
  | { kind: 'operator'; id: string }
  | { kind: 'system' }
  | { kind: 'partner'; id: string }
  | { kind: 'referrer'; id: string }
  /** A recommended customer on their own page (by the recipient's id). */
  | { kind: 'recipient'; id: string }
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

export { ANCHOR_ACTION };

const BATCH = 1000;

/** What a daily anchor row notes: the anchor, and the head's row, where the next day's walk goes on. */
const notedAnchorSchema = z.object({
  rows: z.number().int().min(0),
  head: z.string().regex(/^[0-9a-f]{64}$/),
  headSeq: z.number().int().min(0),
  keyedFrom: z.number().int().nullable(),
});

/** The chain broke (the daily anchor refuses to anchor it), in words for the log. */
export class AuditChainBrokenError extends Error {}

const brokenChain = (verdict: Exclude<ChainVerdict, { state: 'intact' }>) =>
  new AuditChainBrokenError(
    verdict.state === 'rewritten'
      ? `audit chain rewritten: row ${verdict.brokenAt} does not follow`
      : `audit chain truncated: ${verdict.rows} row(s) where ${verdict.anchoredRows} were anchored`,
  );

/**
 * The audit log's one writer. `record` takes the caller's transaction, so an action and its log
 * row commit together or not at all; a security event without a change of its own (a failed
 * sign-in) is recorded with the database handle itself.
 */
export function createAuditService(deps: {
  db: Db;
  clock: Clock;
  repository: AuditRepository;
  /** The key the rows are hashed with and the rows from before it (config): the check reads with them. */
  chainRule: ChainRule;
}) {
  const { db, clock, repository, chainRule } = deps;

  /**
   * Walks on from `walk`'s head to the last row, a batch at a time, stopping at the first that does
   * not follow, and judges the chain, against an anchor if one binds it.
   */
  async function walkAndJudge(q: Db, walk: ChainWalk, against?: AuditAnchor): Promise<ChainVerdict> {
    const witness = against && anchorWitness(against);
    for (;;) {
      const rows = await repository.batchAfter(q, {}, walk.headSeq, BATCH);
      for (const row of rows) {
        if (!walkRow(chainRule, walk, row)) return judgeChain(walk, against, witness);
        if (against && witness) witnessRow(against, witness, walk, row);
      }
      if (rows.length < BATCH) return judgeChain(walk, against, witness);
    }
  }

  /**
   * The last daily anchor, none before the first. Its row must be one the key wrote: a forged or
   * re-hashed one is a broken chain, not a reason to start afresh without an anchor.
   */
  async function lastAnchor(q: Db): Promise<(AuditAnchor & { headSeq: number }) | undefined> {
    const row = await repository.lastOfAction(q, ANCHOR_ACTION);
    if (!row) return undefined;
    const noted = notedAnchorSchema.safeParse(row.details);
    if (!noted.success || keyedChainHash(chainRule.key, row.prevHash, row) !== row.hash)
      throw brokenChain({ state: 'rewritten', brokenAt: row.seq });
    return noted.data;
  }

  /** The whole chain walked, and judged against an anchor printed earlier if one is given. */
  async function checkChain(anchor?: AuditAnchor): Promise<{ walk: ChainWalk; verdict: ChainVerdict }> {
    const walk = chainStart();
    return { walk, verdict: await walkAndJudge(db, walk, anchor) };
  }

  const record = (tx: Db, entry: AuditEntry) =>
    repository.append(tx, {
      at: clock.now(),
      actorKind: entry.actor.kind,
      actorId: 'id' in entry.actor ? entry.actor.id : null,
      action: entry.action,
      tenantId: entry.tenantId ?? null,
      subject: entry.subject ?? null,
      reason: entry.reason ?? null,
      details: entry.details ?? {},
    });

  return {
    record,

    /** How often a subject's action was recorded since a time, in the caller's transaction. */
    countSince: repository.countSince,

    /** A page of rows, newest first; with `names`, the tenants' keys and operators' names beside the ids. */
    search: (filter: AuditFilter, page: { offset: number; limit: number }, names?: AuditNames) =>
      repository.search(db, filter, page, names),

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

    checkChain,

    /** Walks the whole chain; answers the first row that does not follow, or null. */
    async verifyChain(): Promise<{ brokenAt: number } | null> {
      const { verdict } = await checkChain();
      return verdict.state === 'rewritten' ? { brokenAt: verdict.brokenAt } : null;
    },

    /**
     * The daily anchor (decision 035), inside the daily job's transaction: walks the rows since the
     * last anchor (all of them the first time, or when that anchor's head is gone), refuses a chain
     * that does not follow, and records the anchor as a row of its own, so every export holds it.
     * `written`: how many anchors the job queue says were written before (each with its job's
     * "done", in one transaction); fewer anchor rows than that is a tail cut back to an older
     * anchor, refused rather than anchored afresh. The caller prints the anchor to the log.
     */
    async anchor(tx: Db, written: number): Promise<AuditAnchor & { line: string }> {
      const found = await repository.countOfAction(tx, ANCHOR_ACTION);
      if (found < written)
        throw new AuditChainBrokenError(
          `audit chain truncated: ${found} anchor row(s) where ${written} daily anchor(s) were written`,
        );
      const noted = await lastAnchor(tx);
      const head = noted && noted.rows > 0 ? await repository.bySeq(tx, noted.headSeq) : undefined;
      const resumable = noted && (noted.rows === 0 || head?.hash === noted.head);
      const walk: ChainWalk = resumable ? { ...noted, brokenAt: null } : chainStart();
      // From the start, the last anchor still binds: the chain must reach it.
      const verdict = await walkAndJudge(tx, walk, resumable ? undefined : noted);
      if (verdict.state !== 'intact') throw brokenChain(verdict);
      const anchor = { rows: walk.rows, head: walk.head, keyedFrom: walk.keyedFrom };
      const line = formatAuditAnchor(anchor);
      await record(tx, {
        actor: { kind: 'system' },
        action: ANCHOR_ACTION,
        details: { ...anchor, headSeq: walk.headSeq, anchor: line },
      });
      return { ...anchor, line };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
