import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { keyedIdentity } from '../../lib/secret-box.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuditService } from '../audit/audit.api.ts';
import type { BurstOwner, createSignInAlerts } from './operator-sign-in-alert.ts';
import {
  ADDRESS_WINDOW_MS,
  BURST_QUIET_MS,
  nextBurst,
  PASSKEY_WINDOW_MS,
  passkeyVerdict,
  SOURCE_MEMORY_MS,
  type ThrottleVerdict,
  totpVerdict,
} from './operator-sign-in-throttle.ts';
import type { OperatorsRepository } from './operators.repository.ts';

export interface SignInAttempt {
  id: string;
  method: 'totp' | 'passkey';
  /** The keyed hash of the e-mail address; empty for a passkey answer not yet tied to anyone. */
  subjectHash: string;
  sourceHash: string;
}

/**
 * Where a try comes from: the client's address as the app sees it (honouring TRUST_PROXY) for a
 * sign-in; the session for a re-confirmation, so a stolen session is one source whatever the
 * addresses it calls from.
 */
export type SignInSource = { ip: string } | { sessionTokenHash: string };

/**
 * Sign-ins and re-confirmations counted against the limits of operator-sign-in-throttle.ts
 * (decision 033). A try is recorded as a failure before its code or passkey is checked, so
 * concurrent tries count each other; a success forgets its source's failures, a wrong code moves
 * the address's burst on and mails its owner once per burst.
 */
export function createOperatorSignInAttempts(deps: {
  db: Db;
  clock: Clock;
  appSecret: string;
  repository: OperatorsRepository;
  audit: AuditService;
  alerts: ReturnType<typeof createSignInAlerts>;
}) {
  const { db, clock, appSecret, repository, audit, alerts } = deps;
  // The source is kept as a keyed hash: the failures table holds no IP address.
  const sourceHashOf = (source: SignInSource) =>
    'ip' in source
      ? keyedIdentity(appSecret, 'operator-sign-in-source', `ip:${source.ip}`)
      : keyedIdentity(appSecret, 'operator-sign-in-source', `session:${source.sessionTokenHash}`);

  /** Records the try, or refuses it (429, not recorded) as the verdict on the earlier ones says. */
  async function begin(
    attempt: Omit<SignInAttempt, 'id'>,
    verdictOf: (id: string, now: Date) => Promise<ThrottleVerdict>,
  ): Promise<SignInAttempt> {
    const now = clock.now();
    // Failures older than any rule looks back count no more: the table stays small.
    await repository.forgetAllFailuresBefore(db, new Date(now.getTime() - SOURCE_MEMORY_MS));
    const id = await repository.recordFailure(db, { ...attempt, at: now });
    const verdict = await verdictOf(id, now);
    if (!verdict.allowed) {
      await repository.forgetFailure(db, id);
      await audit.record(db, {
        actor: { kind: 'anonymous' },
        action: 'operator.sign_in_throttled',
        details: {
          method: attempt.method,
          reason: verdict.reason,
          ...(attempt.subjectHash ? { emailHash: attempt.subjectHash } : {}),
        },
      });
      throw new AppError(
        verdict.reason === 'address_paused' ? 'operator.totp_paused' : 'operator.too_many_attempts',
        {
          retryAfterSeconds: verdict.retryAfterSeconds,
        },
      );
    }
    return { id, ...attempt };
  }

  return {
    /** A code for this address from this source: its own backoff, and (a sign-in) the address's ceiling. */
    beginTotp: (subjectHash: string, source: SignInSource) => {
      const sourceHash = sourceHashOf(source);
      return begin({ method: 'totp', subjectHash, sourceHash }, async (id, now) =>
        totpVerdict(
          {
            pair: await repository.failuresWhere(
              db,
              { subjectHash, sourceHash, method: 'totp', since: new Date(now.getTime() - SOURCE_MEMORY_MS) },
              id,
            ),
            // A re-confirmation's source is its session: only the session's own failures hold it back.
            address:
              'ip' in source
                ? await repository.failuresWhere(
                    db,
                    { subjectHash, method: 'totp', since: new Date(now.getTime() - ADDRESS_WINDOW_MS) },
                    id,
                  )
                : null,
          },
          now,
        ),
      );
    },

    /** A passkey answer from this source: only the source's failed passkey answers hold it back. */
    beginPasskey: (source: SignInSource, subjectHash = '') => {
      const sourceHash = sourceHashOf(source);
      return begin({ method: 'passkey', subjectHash, sourceHash }, async (id, now) =>
        passkeyVerdict(
          await repository.failuresWhere(
            db,
            { sourceHash, method: 'passkey', since: new Date(now.getTime() - PASSKEY_WINDOW_MS) },
            id,
          ),
          now,
        ),
      );
    },

    /**
     * The try was a wrong code: it stays counted, and moves the address's burst on; at the burst's
     * fifth wrong code its owner (if the address is an operator's) is mailed, once per burst.
     */
    async failed(attempt: SignInAttempt, owner: BurstOwner | undefined) {
      if (attempt.method !== 'totp') return;
      const now = clock.now();
      await repository.forgetBurstsBefore(db, new Date(now.getTime() - BURST_QUIET_MS));
      await db.transaction(async (tx) => {
        const row = await repository.lockBurst(tx, attempt.subjectHash, now);
        const { burst, alert } = nextBurst(row.failures === 0 ? undefined : row, now);
        await repository.saveBurst(tx, { subjectHash: attempt.subjectHash, ...burst });
        if (alert && owner) await alerts.send(tx, owner, burst);
      });
    },

    /** The try passed: its source's failures (for this address, by this method) are forgotten. */
    succeeded: (tx: Db, attempt: SignInAttempt) =>
      repository.forgetFailuresOfSource(tx, {
        // A passkey answer is counted before its owner is known: forget the source's passkey failures.
        ...(attempt.method === 'totp' ? { subjectHash: attempt.subjectHash } : {}),
        sourceHash: attempt.sourceHash,
        method: attempt.method,
      }),

    /** The try was not a guess (a deactivated operator's right code, an unreadable secret). */
    forget: (attempt: SignInAttempt) => repository.forgetFailure(db, attempt.id),
  };
}

export type OperatorSignInAttempts = ReturnType<typeof createOperatorSignInAttempts>;
