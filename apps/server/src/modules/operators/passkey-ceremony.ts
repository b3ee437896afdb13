import type { PasskeyAssertion } from '@kwk/shared/operator/operator-passkeys.schemas';
import type { AuthenticationResponseJSON, AuthenticatorTransport } from '@simplewebauthn/server';
import type { Clock } from '../../clock.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { AuditService } from '../audit/audit.api.ts';
import { hashToken } from '../tokens/tokens.api.ts';
import type { OperatorSessionsService } from './operator-sessions.service.ts';
import type { OperatorSignInAttempts } from './operator-sign-in-attempts.ts';
import type { OperatorPasskeyRow, OperatorsRepository } from './operators.repository.ts';

/** How long a challenge may be answered: the browser's prompt times out after a minute as well. */
const CHALLENGE_TTL_MS = 5 * 60_000;
export const PROMPT_TIMEOUT_MS = 60_000;

/** The WebAuthn library (~7 MB with its CBOR and crypto parts), loaded on the first passkey call. */
export const webauthn = () => import('@simplewebauthn/server');
export const webauthnHelpers = () => import('@simplewebauthn/server/helpers');

type Purpose = 'register' | 'authenticate' | 'reauth';

/** The options as the route's loose JSON schema takes them (they go to the browser as they are). */
export const asJson = <T extends { challenge: string }>(options: T) => options as T & Record<string, unknown>;

/** What the passkeys service is built from; each use case takes the part it uses. */
export interface OperatorPasskeysDeps {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'consoleHost' | 'consoleUrl' | 'appSecret'>;
  repository: OperatorsRepository;
  sessions: OperatorSessionsService;
  attempts: OperatorSignInAttempts;
  audit: AuditService;
}

/**
 * The WebAuthn steps the passkey use cases share. The relying party is the console's host
 * (`consoleHost`), the expected origin its URL (`consoleUrl`). A challenge is kept as its hash and
 * taken once; the answer names it in its clientDataJSON, the library then checks that it is the
 * one signed.
 */
export function createPasskeyCeremony(
  deps: Pick<OperatorPasskeysDeps, 'db' | 'clock' | 'config' | 'repository' | 'audit'>,
) {
  const { db, clock, config, repository, audit } = deps;
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

  return { rpID, expectedOrigin, keepChallenge, takeChallenge, verifyAssertion, failed };
}

export type PasskeyCeremony = ReturnType<typeof createPasskeyCeremony>;
