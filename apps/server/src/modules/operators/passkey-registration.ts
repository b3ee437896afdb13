import type { PasskeyRegistration } from '@kwk/shared/operator/operator-passkeys.schemas';
import type {
  AuthenticatorTransport,
  RegistrationResponseJSON,
  VerifiedRegistrationResponse,
} from '@simplewebauthn/server';
import { AppError } from '../../plugins/app-error.ts';
import type { OperatorRow } from './operators.repository.ts';
import {
  asJson,
  type OperatorPasskeysDeps,
  type PasskeyCeremony,
  PROMPT_TIMEOUT_MS,
  webauthn,
  webauthnHelpers,
} from './passkey-ceremony.ts';

const uuidBytes = (id: string) => Uint8Array.from(Buffer.from(id.replaceAll('-', ''), 'hex'));

/** Registering a passkey, at enrolment or by a signed-in operator. */
export function createPasskeyRegistration(
  deps: Pick<OperatorPasskeysDeps, 'db' | 'clock' | 'repository' | 'audit'>,
  ceremony: PasskeyCeremony,
) {
  const { db, clock, repository, audit } = deps;
  const { rpID, expectedOrigin } = ceremony;
  return {
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
      await ceremony.keepChallenge('register', operator.id, options.challenge);
      return asJson(options);
    },

    /** Verifies a registration and stores the passkey (audited); `via` says where it was added. */
    async register(operator: OperatorRow, body: PasskeyRegistration, via: 'enrolment' | 'account') {
      const response = body.Response as unknown as RegistrationResponseJSON;
      const challenge = await ceremony.takeChallenge(
        response.response.clientDataJSON,
        'register',
        operator.id,
      );
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
        await ceremony.failed(
          'operator.passkey_registration_failed',
          operator.id,
          challenge ? 'invalid' : 'challenge',
        );
        throw new AppError('operator.passkey_registration_failed');
      }
      const { credential: c } = credential;
      const { isoBase64URL } = await webauthnHelpers();
      return db.transaction(async (tx) => {
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
  };
}
