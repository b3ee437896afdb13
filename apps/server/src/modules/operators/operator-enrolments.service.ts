import { randomBytes } from 'node:crypto';
import type { EnrolmentState, TotpOffer } from '@kwk/shared/operator/operator-enrolment.schemas';
import type { PasskeyRegistration } from '@kwk/shared/operator/operator-passkeys.schemas';
import type { Clock } from '../../clock.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuditService } from '../audit/audit.api.ts';
import { hashToken } from '../tokens/tokens.api.ts';
import type { OperatorPasskeysService } from './operator-passkeys.service.ts';
import type { OperatorSessionsService } from './operator-sessions.service.ts';
import type { OperatorTotpService } from './operator-totp.service.ts';
import type { OperatorsRepository } from './operators.repository.ts';

/** An enrolment link is valid for 72 hours. */
export const ENROLMENT_TTL_MS = 72 * 60 * 60_000;

/**
 * One-time enrolment links (`/einrichtung/<token>`): 256 random bits, only the SHA-256 at rest.
 * While a link is open its holder may register passkeys and set up the authenticator app (a TOTP
 * secret is the operator's only after a first code matches it); finishing uses the link up and
 * signs the operator in. A new link closes the operator's older ones.
 */
export function createOperatorEnrolmentsService(deps: {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'consoleUrl'>;
  repository: OperatorsRepository;
  sessions: OperatorSessionsService;
  totp: OperatorTotpService;
  passkeys: OperatorPasskeysService;
  audit: AuditService;
}) {
  const { db, clock, config, repository, sessions, totp, passkeys, audit } = deps;

  /** The open link of a token, with its operator; `operator.enrolment_invalid` otherwise. */
  async function open(token: string) {
    const found = /^[\w-]{43}$/.test(token) ? await repository.enrolment(db, hashToken(token)) : undefined;
    if (
      !found ||
      found.enrolment.usedAt ||
      found.enrolment.expiresAt.getTime() <= clock.now().getTime() ||
      !found.operator.active
    )
      throw new AppError('operator.enrolment_invalid');
    return found;
  }

  return {
    /** A new link for the operator, replacing their open ones; in the caller's transaction. */
    async issue(tx: Db, operatorId: string) {
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + ENROLMENT_TTL_MS);
      await repository.closeEnrolmentsOf(tx, operatorId, now);
      await repository.insertEnrolment(tx, {
        tokenHash: hashToken(token),
        operatorId,
        createdAt: now,
        expiresAt,
      });
      return { url: `${config.consoleUrl}/einrichtung/${token}`, expiresAt };
    },

    async state(token: string): Promise<EnrolmentState> {
      const { enrolment, operator } = await open(token);
      return {
        Name: operator.name,
        Email: operator.email,
        Passkeys: (await repository.passkeysOf(db, operator.id)).length,
        Totp: operator.totpSecretSealed !== null,
        ExpiresAt: enrolment.expiresAt.toISOString(),
      };
    },

    passkeyOptions: async (token: string) => passkeys.registrationOptions((await open(token)).operator),

    registerPasskey: async (token: string, body: PasskeyRegistration) =>
      passkeys.register((await open(token)).operator, body, 'enrolment'),

    /** Offers a new secret (replacing an offered one); the operator's own secret is not touched yet. */
    async offerTotp(token: string): Promise<TotpOffer> {
      const { enrolment, operator } = await open(token);
      const secret = totp.newSecret();
      await repository.updateEnrolment(db, enrolment.tokenHash, { totpPendingSealed: secret.sealed });
      return { Secret: secret.secret, Uri: totp.uri(secret.secret, operator.email) };
    },

    /** A first code matching the offered secret makes it the operator's (audited). */
    async confirmTotp(token: string, code: string) {
      const { enrolment, operator } = await open(token);
      const pending = enrolment.totpPendingSealed;
      const step = pending ? await totp.stepOf(pending, code) : undefined;
      if (!pending || step === undefined || step === 'unreadable') {
        // Offered under another APP_SECRET (a key rotated since): the offer is void, a new one starts over.
        const unreadable = step === 'unreadable';
        if (unreadable)
          await repository.updateEnrolment(db, enrolment.tokenHash, { totpPendingSealed: null });
        await audit.record(db, {
          actor: { kind: 'operator', id: operator.id },
          action: 'operator.totp_setup_failed',
          subject: `operator:${operator.id}`,
          ...(unreadable ? { details: { reason: 'offer_unreadable' } } : {}),
        });
        throw new AppError(unreadable ? 'operator.totp_setup_restart' : 'operator.totp_setup_failed');
      }
      await db.transaction(async (tx) => {
        // The step of the first code counts as used: it cannot sign in a second time.
        await repository.update(tx, operator.id, {
          totpSecretSealed: pending,
          totpLastStep: step,
          updatedAt: clock.now(),
        });
        await repository.updateEnrolment(tx, enrolment.tokenHash, { totpPendingSealed: null });
        await audit.record(tx, {
          actor: { kind: 'operator', id: operator.id },
          action: 'operator.totp_set',
          subject: `operator:${operator.id}`,
          details: { via: 'enrolment' },
        });
      });
    },

    /** Uses the link up and signs the operator in, once a passkey or the app is set up. */
    async finish(token: string) {
      const { enrolment, operator } = await open(token);
      const keys = await repository.passkeysOf(db, operator.id);
      if (keys.length === 0 && !operator.totpSecretSealed)
        throw new AppError('operator.enrolment_incomplete');
      return db.transaction(async (tx) => {
        if (!(await repository.useEnrolment(tx, enrolment.tokenHash, clock.now())))
          throw new AppError('operator.enrolment_invalid');
        const method = keys.length > 0 ? 'passkey' : 'totp';
        const opened = await sessions.open(tx, operator.id, method);
        await audit.record(tx, {
          actor: { kind: 'operator', id: operator.id },
          action: 'operator.enrolled',
          subject: `operator:${operator.id}`,
          details: { passkeys: keys.length, totp: operator.totpSecretSealed !== null },
        });
        return sessions.toSession({ operator, session: opened.session }, opened.token);
      });
    },
  };
}

export type OperatorEnrolmentsService = ReturnType<typeof createOperatorEnrolmentsService>;
