import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuditService } from '../audit/audit.api.ts';
import type {
  OperatorPrincipal,
  OperatorSessionsService,
  SignInMethod,
} from './operator-sessions.service.ts';
import type { OperatorSignInAttempts, SignInAttempt } from './operator-sign-in-attempts.ts';
import type { OperatorRow } from './operators.repository.ts';

/** How a checked code or passkey answer ends, the same for both methods (decision 033). */
export function createSignInOutcome(deps: {
  db: Db;
  sessions: OperatorSessionsService;
  attempts: OperatorSignInAttempts;
  audit: AuditService;
}) {
  const { db, sessions, attempts, audit } = deps;
  return {
    /** A deactivated operator's right answer: no guess (the try is forgotten), refused, audited. */
    async refuseInactive(
      operator: OperatorRow,
      attempt: SignInAttempt,
      method: SignInMethod,
    ): Promise<never> {
      await attempts.forget(attempt);
      await audit.record(db, {
        actor: { kind: 'operator', id: operator.id },
        action: 'operator.sign_in_refused_inactive',
        details: { method },
      });
      throw new AppError('operator.inactive');
    },

    /** Opens the session, forgets the source's failures and audits the sign-in, in one transaction. */
    signedIn(operator: OperatorRow, attempt: SignInAttempt, method: SignInMethod) {
      return db.transaction(async (tx) => {
        const opened = await sessions.open(tx, operator.id, method);
        await attempts.succeeded(tx, attempt);
        await audit.record(tx, {
          actor: { kind: 'operator', id: operator.id },
          action: 'operator.sign_in',
          details: { method },
        });
        return sessions.toSession({ operator, session: opened.session }, opened.token);
      });
    },

    /** Confirms the session again, forgets the source's failures and audits it, in one transaction. */
    confirmed(principal: OperatorPrincipal, attempt: SignInAttempt, method: SignInMethod) {
      return db.transaction(async (tx) => {
        const confirmed = await sessions.confirm(tx, principal);
        await attempts.succeeded(tx, attempt);
        await audit.record(tx, {
          actor: { kind: 'operator', id: principal.operator.id },
          action: 'operator.reauth',
          details: { method },
        });
        return sessions.toSession(confirmed, '');
      });
    },
  };
}

export type SignInOutcome = ReturnType<typeof createSignInOutcome>;
