import type { TotpSignIn } from '@kwk/shared/operator/operator-session.schemas';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { createSecretBox, keyedIdentity } from '../../lib/secret-box.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuditService } from '../audit/audit.api.ts';
import type { OperatorPrincipal, OperatorSessionsService } from './operator-sessions.service.ts';
import type { OperatorSignInAttempts, SignInAttempt, SignInSource } from './operator-sign-in-attempts.ts';
import type { OperatorRow, OperatorsRepository } from './operators.repository.ts';
import { createSignInOutcome } from './sign-in-outcome.ts';

/** A code of the previous or next 30-second step still counts (clock drift, typing time). */
const TOLERANCE_SECONDS = 30;

/** The keyed hash that names an e-mail address in the audit log instead of the address. */
export const operatorEmailHash = (appSecret: string, email: string) =>
  keyedIdentity(appSecret, 'operator-email', email.trim().toLowerCase());

/**
 * The TOTP fallback (RFC 6238 through otplib): sign-in with e-mail and code, and re-confirmation
 * for dangerous actions. The secret is sealed at rest; a code's time step is taken once, so a code
 * seen over a shoulder cannot be replayed within its window.
 */
export function createOperatorTotpService(deps: {
  db: Db;
  clock: Clock;
  appSecret: string;
  repository: OperatorsRepository;
  sessions: OperatorSessionsService;
  attempts: OperatorSignInAttempts;
  audit: AuditService;
}) {
  const { db, clock, appSecret, repository, attempts, audit } = deps;
  const outcome = createSignInOutcome(deps);
  const box = createSecretBox(appSecret, 'operator-totp');

  /**
   * The 30-second step a code belongs to if it is right for the sealed secret, else undefined;
   * 'unreadable' when the secret does not open with this APP_SECRET (finding 27.7): never a throw.
   */
  async function stepOf(sealed: string, code: string): Promise<number | undefined | 'unreadable'> {
    let secret: string;
    try {
      secret = box.open(sealed);
    } catch {
      return 'unreadable';
    }
    const epoch = Math.floor(clock.now().getTime() / 1000);
    const result = await verify({ secret, token: code, epoch, epochTolerance: TOLERANCE_SECONDS });
    // The 30-second step the code belongs to: now's, or a neighbour's within the tolerance.
    return result.valid ? Math.floor(epoch / 30) + result.delta : undefined;
  }

  /**
   * The code's time step if it is right for the operator and not used before, else undefined;
   * 'unreadable' when the sealed secret does not open with this APP_SECRET.
   */
  async function takeCode(
    tx: Db,
    operator: OperatorRow,
    code: string,
  ): Promise<number | undefined | 'unreadable'> {
    if (!operator.totpSecretSealed) return undefined;
    const step = await stepOf(operator.totpSecretSealed, code);
    if (step === undefined || step === 'unreadable') return step;
    return (await repository.takeTotpStep(tx, operator.id, step)) ? step : undefined;
  }

  /** Whether a sealed secret opens with this server's key (another APP_SECRET sealed it if not). */
  function opens(sealed: string): boolean {
    try {
      box.open(sealed);
      return true;
    } catch {
      return false;
    }
  }

  /**
   * A re-confirmation's secret that does not open: a clear refusal, on record, instead of a 500.
   * Not a guess (the session already proved who asks), so it counts against no limit.
   */
  async function refuseUnreadable(operator: OperatorRow, attempt: SignInAttempt): Promise<never> {
    await attempts.forget(attempt);
    await audit.record(db, {
      actor: { kind: 'operator', id: operator.id },
      action: 'operator.reauth_refused_unreadable',
      details: { method: 'totp', reason: 'secret_unreadable' },
    });
    throw new AppError('operator.totp_unreadable');
  }

  return {
    /** A new secret, sealed for the operator's row, and its plain form for the enrolment screen. */
    newSecret() {
      const secret = generateSecret();
      return { secret, sealed: box.seal(secret) };
    },

    /** The otpauth:// URI an authenticator app reads (as a QR code or a link). */
    uri: (secret: string, email: string) =>
      generateURI({ issuer: 'KwK Betriebskonsole', label: email, secret }),

    /** The step of a first code for a secret offered at enrolment (not yet the operator's). */
    stepOf,

    /**
     * The operators whose TOTP secret does not open with this APP_SECRET (sealed under another):
     * they cannot sign in by code until a passkey or an admin's reset. The start names them.
     */
    async unreadableSecrets(): Promise<{ id: string; name: string }[]> {
      const rows = await repository.withTotpSecret(db);
      return rows.filter((r) => r.sealed && !opens(r.sealed)).map(({ id, name }) => ({ id, name }));
    },

    /** Signs in with e-mail and code; `source` is the client as the app sees it (decision 033). */
    async signIn(body: TotpSignIn, source: SignInSource) {
      const emailHash = operatorEmailHash(appSecret, body.Email);
      const attempt = await attempts.beginTotp(emailHash, source);
      const operator = await repository.byEmail(db, body.Email);
      const step = operator && (await takeCode(db, operator, body.Code));
      if (!operator || step === undefined || step === 'unreadable') {
        // A code for a secret that does not open cannot be told from a guess: it counts like a wrong
        // one (limits, the owner's alert), and only an active operator hears why, after the count.
        const unreadable = step === 'unreadable';
        await audit.record(db, {
          actor: operator ? { kind: 'operator', id: operator.id } : { kind: 'anonymous' },
          action: unreadable ? 'operator.sign_in_refused_unreadable' : 'operator.sign_in_failed',
          details: { method: 'totp', emailHash, ...(unreadable ? { reason: 'secret_unreadable' } : {}) },
        });
        await attempts.failed(attempt, operator);
        throw new AppError(
          unreadable && operator?.active ? 'operator.totp_unreadable' : 'operator.sign_in_failed',
        );
      }
      if (!operator.active) return outcome.refuseInactive(operator, attempt, 'totp');
      return outcome.signedIn(operator, attempt, 'totp');
    },

    /** Confirms the signed-in operator again with a code, for a dangerous action. */
    async reauth(principal: OperatorPrincipal, code: string) {
      const { operator } = principal;
      const attempt = await attempts.beginTotp(operatorEmailHash(appSecret, operator.email), {
        sessionTokenHash: principal.session.tokenHash,
      });
      const step = await takeCode(db, operator, code);
      if (step === 'unreadable') return refuseUnreadable(operator, attempt);
      if (step === undefined) {
        await audit.record(db, {
          actor: { kind: 'operator', id: operator.id },
          action: 'operator.reauth_failed',
          details: { method: 'totp' },
        });
        await attempts.failed(attempt, operator);
        throw new AppError('operator.sign_in_failed');
      }
      return outcome.confirmed(principal, attempt, 'totp');
    },
  };
}

export type OperatorTotpService = ReturnType<typeof createOperatorTotpService>;
