import type { PasskeyAssertion } from '@kwk/shared/operator/operator-passkeys.schemas';
import type { AuthenticatorTransport } from '@simplewebauthn/server';
import { AppError } from '../../plugins/app-error.ts';
import type { OperatorPrincipal } from './operator-sessions.service.ts';
import { operatorEmailHash } from './operator-totp.service.ts';
import {
  asJson,
  type OperatorPasskeysDeps,
  type PasskeyCeremony,
  PROMPT_TIMEOUT_MS,
  webauthn,
} from './passkey-ceremony.ts';
import { createSignInOutcome } from './sign-in-outcome.ts';

/** Re-confirmation with one of the operator's own passkeys, for dangerous actions. */
export function createPasskeyReauth(
  deps: Pick<
    OperatorPasskeysDeps,
    'db' | 'clock' | 'config' | 'repository' | 'sessions' | 'attempts' | 'audit'
  >,
  ceremony: PasskeyCeremony,
) {
  const { db, clock, config, repository, attempts } = deps;
  const outcome = createSignInOutcome(deps);
  return {
    /** Options for a re-confirmation: only the operator's own passkeys are asked for. */
    async reauthOptions(principal: OperatorPrincipal) {
      const own = await repository.passkeysOf(db, principal.operator.id);
      if (own.length === 0) throw new AppError('operator.no_passkey');
      const options = await (await webauthn()).generateAuthenticationOptions({
        rpID: ceremony.rpID,
        userVerification: 'required',
        timeout: PROMPT_TIMEOUT_MS,
        allowCredentials: own.map((p) => ({
          id: p.id,
          transports: p.transports as AuthenticatorTransport[],
        })),
      });
      await ceremony.keepChallenge('reauth', principal.operator.id, options.challenge);
      return asJson(options);
    },

    async reauth(principal: OperatorPrincipal, body: PasskeyAssertion) {
      const { operator } = principal;
      const attempt = await attempts.beginPasskey(
        { sessionTokenHash: principal.session.tokenHash },
        operatorEmailHash(config.appSecret, operator.email),
      );
      const challenge = await ceremony.takeChallenge(
        body.Response.response.clientDataJSON,
        'reauth',
        operator.id,
      );
      const passkey = await repository.passkey(db, body.Response.id);
      const counter =
        challenge && passkey?.operatorId === operator.id
          ? await ceremony.verifyAssertion(passkey, body, challenge)
          : undefined;
      const used =
        counter !== undefined &&
        passkey !== undefined &&
        (await repository.usePasskey(db, passkey.id, passkey.counter, counter, clock.now()));
      if (!used) {
        await ceremony.failed('operator.reauth_failed', operator.id, challenge ? 'invalid' : 'challenge');
        throw new AppError('operator.passkey_failed');
      }
      return outcome.confirmed(principal, attempt, 'passkey');
    },
  };
}
