import { randomBytes } from 'node:crypto';
import {
  isDangerous,
  isOperatorRole,
  OPERATOR_IDLE_MS,
  OPERATOR_SESSION_MAX_MS,
  type OperatorRight,
  REAUTH_WINDOW_MS,
  rightsOf,
} from '@kwk/shared/operator/operator-rights';
import type { OperatorSession } from '@kwk/shared/operator/operator-session.schemas';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { wellFormedToken } from '../../lib/bearer.ts';
import { AppError } from '../../plugins/app-error.ts';
import { hashToken } from '../tokens/tokens.api.ts';
import type { OperatorRow, OperatorSessionRow, OperatorsRepository } from './operators.repository.ts';

/** Who calls a console route (the auth hook's `request.operator`). */
export interface OperatorPrincipal {
  operator: OperatorRow;
  session: OperatorSessionRow;
  rights: OperatorRight[];
}

export type SignInMethod = 'passkey' | 'totp';

/** A session's times as the console shows them. */
export function sessionTimes(session: Pick<OperatorSessionRow, 'lastSeenAt' | 'endsAt' | 'reauthAt'>) {
  const idleUntil = new Date(
    Math.min(session.lastSeenAt.getTime() + OPERATOR_IDLE_MS, session.endsAt.getTime()),
  );
  const reauthUntil = session.reauthAt ? new Date(session.reauthAt.getTime() + REAUTH_WINDOW_MS) : null;
  return { idleUntil, reauthUntil };
}

/**
 * Console sessions: opaque bearer tokens of 256 random bits, only their SHA-256 at rest. A session
 * ends 15 minutes after its last call or 10 hours after sign-in; a dangerous right (OPERATOR_RIGHTS)
 * also needs a confirmation by passkey or TOTP within the last 5 minutes.
 */
export function createOperatorSessionsService(deps: {
  db: Db;
  clock: Clock;
  repository: OperatorsRepository;
}) {
  const { db, clock, repository } = deps;

  /** Opens a session right after a sign-in; a sign-in counts as a fresh confirmation. */
  async function open(tx: Db, operatorId: string, method: SignInMethod) {
    const token = randomBytes(32).toString('base64url');
    const now = clock.now();
    await repository.purgeSessionsBefore(tx, new Date(now.getTime() - OPERATOR_IDLE_MS), now);
    const row = {
      tokenHash: hashToken(token),
      operatorId,
      method,
      createdAt: now,
      lastSeenAt: now,
      endsAt: new Date(now.getTime() + OPERATOR_SESSION_MAX_MS),
      reauthAt: now,
    };
    await repository.insertSession(tx, row);
    await repository.update(tx, operatorId, { lastSignInAt: now });
    return { token, session: row };
  }

  /** The live session of a token, or undefined. */
  async function live(sent: string | undefined) {
    const token = wellFormedToken(sent);
    if (!token) return undefined;
    const found = await repository.sessionWithOperator(db, hashToken(token));
    if (!found) return undefined;
    const now = clock.now().getTime();
    const { idleUntil } = sessionTimes(found.session);
    if (idleUntil.getTime() <= now) return undefined;
    return found;
  }

  /**
   * The auth hook's check: 401 without a live session, 403 for a deactivated operator or a missing
   * right, 403 `operator.reauth_required` for a dangerous right without a fresh confirmation. A
   * passing call moves the idle limit on.
   */
  async function authenticate(
    sent: string | undefined,
    need: OperatorRight | 'signedIn',
  ): Promise<OperatorPrincipal> {
    const found = await live(sent);
    if (!found) throw new AppError('operator.login_required');
    if (!found.operator.active) throw new AppError('operator.inactive');
    const rights = rightsOf(found.operator.roles);
    if (need !== 'signedIn') {
      if (!rights.includes(need)) throw new AppError('auth.not_authorised');
      const { reauthUntil } = sessionTimes(found.session);
      if (isDangerous(need) && (!reauthUntil || reauthUntil.getTime() <= clock.now().getTime()))
        throw new AppError('operator.reauth_required');
    }
    const lastSeenAt = clock.now();
    await repository.touchLastSeen(db, found.session.tokenHash, lastSeenAt);
    return { ...found, session: { ...found.session, lastSeenAt }, rights };
  }

  /** Records a fresh confirmation (passkey or TOTP checked by the caller) on the session. */
  async function confirm(tx: Db, principal: OperatorPrincipal) {
    const reauthAt = clock.now();
    await repository.touchSession(tx, principal.session.tokenHash, { reauthAt });
    return { ...principal, session: { ...principal.session, reauthAt } };
  }

  const toSession = (p: Pick<OperatorPrincipal, 'operator' | 'session'>, token: string): OperatorSession => {
    const { idleUntil, reauthUntil } = sessionTimes(p.session);
    return {
      Token: token,
      IdleUntil: idleUntil.toISOString(),
      EndsAt: p.session.endsAt.toISOString(),
      ReauthUntil: reauthUntil?.toISOString() ?? null,
      Operator: {
        Id: p.operator.id,
        Name: p.operator.name,
        Email: p.operator.email,
        Roles: p.operator.roles.filter(isOperatorRole),
        Rights: rightsOf(p.operator.roles),
      },
    };
  };

  return {
    open,
    authenticate,
    confirm,
    toSession,
    /** Ends the session of this token (as sent, even expired). */
    async end(sent: string | undefined): Promise<void> {
      const token = wellFormedToken(sent);
      if (token) await repository.removeSession(db, hashToken(token));
    },
    /** Ends every session of an operator (deactivation, role change). */
    endAllOf: (tx: Db, operatorId: string) => repository.removeSessionsOf(tx, operatorId),
  };
}

export type OperatorSessionsService = ReturnType<typeof createOperatorSessionsService>;
