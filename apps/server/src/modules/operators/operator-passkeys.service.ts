import type { PasskeyAssertion, PasskeyRegistration } from '@kwk/shared/operator/operator-passkeys.schemas';
import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  RegistrationResponseJSON,
  VerifiedRegistrationResponse,
} from '@simplewebauthn/server';
import type { Clock } from '../../clock.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { hashToken } from '../tokens/tokens.service.ts';
import {
  type OperatorPrincipal,
  type OperatorSessionsService,
  sessionTimes,
} from './operator-sessions.service.ts';
import type { OperatorSignInAttempts, SignInSource } from './operator-sign-in-attempts.ts';
import { operatorEmailHash } from './operator-totp.service.ts';
import type { OperatorPasskeyRow, OperatorRow, OperatorsRepository } from './operators.repository.ts';

/** How long a challenge may be answered: the browser's prompt times out after a minute as well. */
const CHALLENGE_TTL_MS = 5 * 60_000;
const PROMPT_TIMEOUT_MS = 60_000;

/** The WebAuthn library (~7 MB with its CBOR and crypto parts), loaded on the first passkey call. */
const webauthn = () => import('@simplewebauthn/server');
const webauthnHelpers = () => import('@simplewebauthn/server/helpers');

type Purpose = 'register' | 'authenticate' | 'reauth';

/** The options as the route's loose JSON schema takes them (they go to the browser as they are). */
const asJson = <T extends { challenge: string }>(options: T) => options as T & Record<string, unknown>;

const uuidBytes = (id: string) => Uint8Array.from(Buffer.from(id.replaceAll('-', ''), 'hex'));

/**
 * Passkeys (WebAuthn, @simplewebauthn/server) for the console: registration (at enrolment and by
 * a signed-in operator), usernameless sign-in with a discoverable credential, and re-confirmation
 * for dangerous actions. The relying party is the console's host (`consoleHost`), the expected
 * origin its URL (`consoleUrl`). A challenge is kept as its hash and taken once; the answer names
 * it in its clientDataJSON, the library then checks that it is the one signed.
 */
export function createOperatorPasskeysService(deps: {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'consoleHost' | 'consoleUrl' | 'appSecret'>;
  repository: OperatorsRepository;
  sessions: OperatorSessionsService;
  attempts: OperatorSignInAttempts;
  audit: AuditService;
}) {
  const { db, clock, config, repository, sessions, attempts, audit } = deps;
  const rpID = config.consoleHost;
  const expectedOrigin = config.consoleUrl;

  async function keepChallenge(purpose: Purpose, operatorId: string | null, challenge: string) {
    const now = clock.now();
    await repository.purgeChallengesBefore(db, now);
    await repository.insertChallenge(db, {
      challengeHash: hashToken(challenge),
      purpose,
      operatorId,
      expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
    });
  }

  /**
   * Takes the challenge the answer was made for, committed on its own so a failed check cannot
   * put it back; undefined when it is not one of ours for this purpose (and operator).
   */
  async function takeChallenge(clientDataJSON: string, purpose: Purpose, operatorId: string | null) {
    let challenge: unknown;
    try {
      challenge = (await webauthnHelpers()).decodeClientDataJSON(clientDataJSON).challenge;
    } catch {
      return undefined;
    }
    if (typeof challenge !== 'string' || challenge.length === 0 || challenge.length > 200) return undefined;
    const taken = await repository.takeChallenge(db, hashToken(challenge), clock.now());
    if (!taken || taken.purpose !== purpose || taken.operatorId !== operatorId) return undefined;
    return challenge;
  }

  const credentialOf = async (passkey: OperatorPasskeyRow) => ({
    id: passkey.id,
    publicKey: (await webauthnHelpers()).isoBase64URL.toBuffer(passkey.publicKey),
    counter: passkey.counter,
    transports: passkey.transports as AuthenticatorTransport[],
  });

  /** Checks an assertion against a stored passkey; the new counter, or undefined. */
  async function verifyAssertion(passkey: OperatorPasskeyRow, body: PasskeyAssertion, challenge: string) {
    try {
      const result = await (await webauthn()).verifyAuthenticationResponse({
        response: body.Response as unknown as AuthenticationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin,
        expectedRPID: rpID,
        credential: await credentialOf(passkey),
        requireUserVerification: true,
      });
      return result.verified ? result.authenticationInfo.newCounter : undefined;
    } catch {
      // A counter that went backwards (a cloned authenticator), a wrong signature, origin or RP.
      return undefined;
    }
  }

  async function failed(action: string, operatorId: string | undefined, reason: string) {
    await audit.record(db, {
      actor: operatorId ? { kind: 'operator', id: operatorId } : { kind: 'anonymous' },
      action,
      details: { method: 'passkey', reason },
    });
  }

  /** Adding a credential outlives the session: it needs a fresh confirmation, like a dangerous right. */
  function assertFresh(principal: OperatorPrincipal) {
    const { reauthUntil } = sessionTimes(principal.session);
    if (!reauthUntil || reauthUntil.getTime() <= clock.now().getTime())
      throw new AppError('operator.reauth_required');
  }

  const service = {
    /** Options for navigator.credentials.create: a discoverable passkey with user verification. */
    async registrationOptions(operator: OperatorRow) {
      const existing = await repository.passkeysOf(db, operator.id);
      const options = await (await webauthn()).generateRegistrationOptions({
        rpName: 'Betriebskonsole',
        rpID,
        userName: operator.email,
        userDisplayName: operator.name,
        userID: uuidBytes(operator.id),
        timeout: PROMPT_TIMEOUT_MS,
        attestationType: 'none',
        excludeCredentials: existing.map((p) => ({
          id: p.id,
          transports: p.transports as AuthenticatorTransport[],
        })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      await keepChallenge('register', operator.id, options.challenge);
      return asJson(options);
    },

    /** Verifies a registration and stores the passkey (audited); `via` says where it was added. */
    async register(operator: OperatorRow, body: PasskeyRegistration, via: 'enrolment' | 'account') {
      const response = body.Response as unknown as RegistrationResponseJSON;
      const challenge = await takeChallenge(response.response.clientDataJSON, 'register', operator.id);
      let credential: VerifiedRegistrationResponse['registrationInfo'];
      if (challenge) {
        try {
          const result = await (await webauthn()).verifyRegistrationResponse({
            response,
            expectedChallenge: challenge,
            expectedOrigin,
            expectedRPID: rpID,
            requireUserVerification: true,
          });
          credential = result.verified ? result.registrationInfo : undefined;
        } catch {
          credential = undefined;
        }
      }
      if (!credential || (await repository.passkey(db, credential.credential.id))) {
        await failed(
          'operator.passkey_registration_failed',
          operator.id,
          challenge ? 'invalid' : 'challenge',
        );
        throw new AppError('operator.passkey_registration_failed');
      }
      const { credential: c } = credential;
      const { isoBase64URL } = await webauthnHelpers();
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        await repository.insertPasskey(tx, {
          id: c.id,
          operatorId: operator.id,
          publicKey: isoBase64URL.fromBuffer(c.publicKey),
          counter: c.counter,
          transports: c.transports ?? [],
          label: body.Label,
          createdAt: clock.now(),
        });
        await audit.record(tx, {
          actor: { kind: 'operator', id: operator.id },
          action: 'operator.passkey_registered',
          subject: `operator:${operator.id}`,
          details: {
            via,
            deviceType: credential.credentialDeviceType,
            backedUp: credential.credentialBackedUp,
          },
        });
        return { id: c.id };
      });
    },

    /** Options for a usernameless sign-in: no credentials named, the authenticator offers its own. */
    async signInOptions() {
      const options = await (await webauthn()).generateAuthenticationOptions({
        rpID,
        userVerification: 'required',
        timeout: PROMPT_TIMEOUT_MS,
      });
      await keepChallenge('authenticate', null, options.challenge);
      return asJson(options);
    },

    /**
     * Signs in with a passkey's answer. Only failed passkey answers from the same source hold it
     * back, never wrong codes for the address (decision 033): the owner can always sign in so.
     */
    async signIn(body: PasskeyAssertion, source: SignInSource) {
      const attempt = await attempts.beginPasskey(source);
      const challenge = await takeChallenge(body.Response.response.clientDataJSON, 'authenticate', null);
      const passkey = await repository.passkey(db, body.Response.id);
      const operator = passkey && (await repository.byId(db, passkey.operatorId));
      if (!challenge || !passkey || !operator) {
        await failed('operator.sign_in_failed', operator?.id, challenge ? 'unknown_passkey' : 'challenge');
        throw new AppError('operator.passkey_failed');
      }
      const counter = await verifyAssertion(passkey, body, challenge);
      const used =
        counter !== undefined &&
        (await repository.usePasskey(db, passkey.id, passkey.counter, counter, clock.now()));
      if (!used) {
        await failed('operator.sign_in_failed', operator.id, 'invalid');
        throw new AppError('operator.passkey_failed');
      }
      if (!operator.active) {
        await attempts.forget(attempt);
        await audit.record(db, {
          actor: { kind: 'operator', id: operator.id },
          action: 'operator.sign_in_refused_inactive',
          details: { method: 'passkey' },
        });
        throw new AppError('operator.inactive');
      }
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const opened = await sessions.open(tx, operator.id, 'passkey');
        await attempts.succeeded(tx, attempt);
        await audit.record(tx, {
          actor: { kind: 'operator', id: operator.id },
          action: 'operator.sign_in',
          details: { method: 'passkey' },
        });
        return sessions.toSession({ operator, session: opened.session }, opened.token);
      });
    },

    /** Options for a re-confirmation: only the operator's own passkeys are asked for. */
    async reauthOptions(principal: OperatorPrincipal) {
      const own = await repository.passkeysOf(db, principal.operator.id);
      if (own.length === 0) throw new AppError('operator.no_passkey');
      const options = await (await webauthn()).generateAuthenticationOptions({
        rpID,
        userVerification: 'required',
        timeout: PROMPT_TIMEOUT_MS,
        allowCredentials: own.map((p) => ({
          id: p.id,
          transports: p.transports as AuthenticatorTransport[],
        })),
      });
      await keepChallenge('reauth', principal.operator.id, options.challenge);
      return asJson(options);
    },

    async reauth(principal: OperatorPrincipal, body: PasskeyAssertion) {
      const { operator } = principal;
      const attempt = await attempts.beginPasskey(
        { sessionTokenHash: principal.session.tokenHash },
        operatorEmailHash(config.appSecret, operator.email),
      );
      const challenge = await takeChallenge(body.Response.response.clientDataJSON, 'reauth', operator.id);
      const passkey = await repository.passkey(db, body.Response.id);
      const counter =
        challenge && passkey?.operatorId === operator.id
          ? await verifyAssertion(passkey, body, challenge)
          : undefined;
      const used =
        counter !== undefined &&
        passkey !== undefined &&
        (await repository.usePasskey(db, passkey.id, passkey.counter, counter, clock.now()));
      if (!used) {
        await failed('operator.reauth_failed', operator.id, challenge ? 'invalid' : 'challenge');
        throw new AppError('operator.passkey_failed');
      }
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const confirmed = await sessions.confirm(tx, principal);
        await attempts.succeeded(tx, attempt);
        await audit.record(tx, {
          actor: { kind: 'operator', id: operator.id },
          action: 'operator.reauth',
          details: { method: 'passkey' },
        });
        return sessions.toSession(confirmed, '');
      });
    },

    /** The signed-in operator's passkeys. */
    own: (operatorId: string) => repository.passkeysOf(db, operatorId),

    /** "Add another passkey" while signed in (after a fresh confirmation). */
    addOptions(principal: OperatorPrincipal) {
      assertFresh(principal);
      return service.registrationOptions(principal.operator);
    },
    add(principal: OperatorPrincipal, body: PasskeyRegistration) {
      assertFresh(principal);
      return service.register(principal.operator, body, 'account');
    },
  };
  return service;
}

export type OperatorPasskeysService = ReturnType<typeof createOperatorPasskeysService>;
