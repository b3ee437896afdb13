import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { OPERATOR_FAILURE_WINDOW_MS, operatorSignInThrottle } from './operator-sign-in-throttle.ts';
import type { OperatorsRepository } from './operators.repository.ts';

export interface SignInAttempt {
  id: string;
  subjectHash: string;
}

/**
 * Sign-ins and re-confirmations counted against the per-person limit (operator-sign-in-throttle.ts).
 * An attempt is recorded as a failure before its code or passkey is checked, so concurrent
 * attempts count each other; a success forgets the person's failures.
 */
export function createOperatorSignInAttempts(deps: {
  db: Db;
  clock: Clock;
  repository: OperatorsRepository;
  audit: AuditService;
}) {
  const { db, clock, repository, audit } = deps;
  return {
    /** Records the attempt, or refuses it (429, not recorded) when the person has 5 failures in 15 minutes. */
    async begin(subjectHash: string, method: 'totp' | 'passkey'): Promise<SignInAttempt> {
      const now = clock.now();
      const since = new Date(now.getTime() - OPERATOR_FAILURE_WINDOW_MS);
      // Failures that left the window count no more: the person's table rows stay few.
      await repository.forgetFailuresBefore(db, subjectHash, since);
      const id = await repository.recordFailure(db, subjectHash, now);
      const failures = await repository.failuresSince(db, subjectHash, since, id);
      const throttle = operatorSignInThrottle(failures, now);
      if (!throttle.allowed) {
        await repository.forgetFailure(db, id);
        await audit.record(db, {
          actor: { kind: 'anonymous' },
          action: 'operator.sign_in_throttled',
          details: { method, emailHash: subjectHash },
        });
        throw new AppError('operator.too_many_attempts', { retryAfterSeconds: throttle.retryAfterSeconds });
      }
      return { id, subjectHash };
    },
    /** The attempt passed: the person's failures are forgotten. */
    succeeded: (tx: Db, attempt: SignInAttempt) => repository.forgetFailuresOf(tx, attempt.subjectHash),
    /** The attempt was not a guess (a deactivated operator's right code): it does not count. */
    forget: (attempt: SignInAttempt) => repository.forgetFailure(db, attempt.id),
  };
}

export type OperatorSignInAttempts = ReturnType<typeof createOperatorSignInAttempts>;
