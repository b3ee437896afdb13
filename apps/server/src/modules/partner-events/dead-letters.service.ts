import { VALIDATION_MESSAGES } from '@kwk/shared/validation/messages';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuditService } from '../audit/audit.api.ts';
import type { DeadLetterFilter, DeadLettersRepository } from './dead-letters.repository.ts';
import { checkEvent } from './partner-event-check.ts';
import type { PartnerEventsService } from './partner-events.service.ts';

/** What a replay came to. */
export type ReplayOutcome =
  | { outcome: 'applied' }
  /** Applied before (by an earlier replay or the partner's redelivery): nothing done twice. */
  | { outcome: 'duplicate' }
  | { outcome: 'dead_letter'; reason: string };

/** The fields whose values differ between two payloads, with both values (for the audit row). */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return names
    .filter((name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]))
    .map((name) => ({ field: name, from: before[name] ?? null, to: after[name] ?? null }));
}

/**
 * Four eyes on a fixed payload (issue 27): whoever changed what a partner sent — say, made it an
 * `order.effective` of a referral of their choosing — does not also apply it. An unfixed letter is
 * the partner's own word and may be replayed by anyone with the right.
 */
export const mayReplay = (letter: { fixedBy: string | null }, operatorId: string) =>
  letter.fixedBy !== operatorId;

/**
 * The dead-letter queue in the console (issue 14): an operator fixes a payload (validated as the
 * partner API validates it, the event id unchanged) and replays it through the partner API's own
 * ingest path, which applies an event id once; a fixed payload is replayed by another operator. Payloads are shown to the operator only: they are
 * never logged, and the audit rows name the changed fields of a fix, not whole payloads.
 */
export function createDeadLettersService(deps: {
  db: Db;
  clock: Clock;
  letters: DeadLettersRepository;
  partnerEvents: PartnerEventsService;
  audit: AuditService;
}) {
  const { db, clock, letters, partnerEvents, audit } = deps;

  async function existing(tenantId: string, eventId: string) {
    const letter = await letters.one(db, tenantId, eventId);
    if (!letter) throw new AppError('deadLetters.not_found');
    return letter;
  }

  return {
    list: (filter: DeadLetterFilter, page: { offset: number; limit: number }) => letters.list(filter, page),
    counts: (tenantId?: string) => letters.countsByReason(tenantId),
    one: existing,

    /** Replaces the payload after checking it as the partner API would; 400 with the fields otherwise. */
    fix(operatorId: string, tenantId: string, eventId: string, payload: unknown) {
      const checked = checkEvent(payload, 'body.Payload');
      if ('invalid' in checked) throw new AppError('common.validation', { fields: checked.invalid });
      if (checked.event.id !== eventId)
        throw new AppError('common.validation', {
          fields: [{ path: 'body.Payload.id', message: VALIDATION_MESSAGES.de.invalidField('id') }],
        });
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const letter = await letters.one(tx, tenantId, eventId, true);
        if (!letter) throw new AppError('deadLetters.not_found');
        const fixed = checked.event as Record<string, unknown>;
        const now = clock.now();
        await letters.fix(tx, tenantId, eventId, fixed, operatorId, now);
        await audit.record(tx, {
          actor: { kind: 'operator', id: operatorId },
          action: 'dead_letter.fix',
          tenantId,
          subject: `partner_event:${eventId}`,
          details: { changes: changedFields(letter.payload, fixed) },
        });
        return {
          ...letter,
          payload: fixed,
          originalPayload: letter.originalPayload ?? letter.payload,
          fixedAt: now,
          fixedBy: operatorId,
        };
      });
    },

    /**
     * Sends the (fixed) payload through the partner API's ingest path; refused, before anything
     * runs, to the operator who fixed it (`deadLetters.replay_own_fix`). The payload sent is the one
     * read with that check, so a fix after it cannot slip in. Replaying twice applies once:
     * the second finds the event applied. A replay that fails again stays a dead letter with the
     * new reason. The audit row is written after the ingest (which commits on its own, as for the
     * partner), with what came of it.
     */
    async replay(operatorId: string, tenantId: string, eventId: string): Promise<ReplayOutcome> {
      const letter = await letters.one(db, tenantId, eventId);
      let result: ReplayOutcome;
      if (letter && !mayReplay(letter, operatorId)) throw new AppError('deadLetters.replay_own_fix');
      if (!letter) {
        if (!(await letters.applied(tenantId, eventId))) throw new AppError('deadLetters.not_found');
        result = { outcome: 'duplicate' };
      } else {
        const ingested = await partnerEvents.ingestForTenant(tenantId, letter.payload);
        if ('invalid' in ingested) throw new AppError('common.validation', { fields: ingested.invalid });
        result =
          'deadLetter' in ingested
            ? { outcome: 'dead_letter', reason: ingested.deadLetter }
            : { outcome: ingested.duplicate ? 'duplicate' : 'applied' };
      }
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        if (result.outcome === 'dead_letter') await letters.countReplay(tx, tenantId, eventId, clock.now());
        await audit.record(tx, {
          actor: { kind: 'operator', id: operatorId },
          action: 'dead_letter.replay',
          tenantId,
          subject: `partner_event:${eventId}`,
          details: { ...result },
        });
      });
      return result;
    },
  };
}

export type DeadLettersService = ReturnType<typeof createDeadLettersService>;
