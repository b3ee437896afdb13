import type { PasskeyAssertion } from '@kwk/shared/operator/operator-passkeys.schemas';
import { AppError } from '../../plugins/app-error.ts';
import type { SignInSource } from './operator-sign-in-attempts.ts';
import {
  asJson,
  type OperatorPasskeysDeps,
  type PasskeyCeremony,
  PROMPT_TIMEOUT_MS,
  webauthn,
} from './passkey-ceremony.ts';
import { createSignInOutcome } from './sign-in-outcome.ts';

/** Usernameless sign-in with a discoverable passkey. */
export function createPasskeySignIn(
  deps: Pick<OperatorPasskeysDeps, 'db' | 'clock' | 'repository' | 'sessions' | 'attempts' | 'audit'>,
  ceremony: PasskeyCeremony,
) {
  const { db, clock, repository, attempts } = deps;
  const outcome = createSignInOutcome(deps);
  return {
    /** Options for a usernameless sign-in: no credentials named, the authenticator offers its own. */
    async signInOptions() {
      const options = await (await webauthn()).generateAuthenticationOptions({
        rpID: ceremony.rpID,
        userVerification: 'required',
        timeout: PROMPT_TIMEOUT_MS,
      });
      await ceremony.keepChallenge('authenticate', null, options.challenge);
      return asJson(options);
    },

    /**
     * Signs in with a passkey's answer. Only failed passkey answers from the same source hold it
     * back, never wrong codes for the address (decision 033): the owner can always sign in so.
     */
    async signIn(body: PasskeyAssertion, source: SignInSource) {
      const attempt = await attempts.beginPasskey(source);
      const challenge = await ceremony.takeChallenge(
        body.Response.response.clientDataJSON,
        'authenticate',
        null,
      );
      const passkey = await repository.passkey(db, body.Response.id);
      const operator = passkey && (await repository.byId(db, passkey.operatorId));
      if (!challenge || !passkey || !operator) {
        await ceremony.failed(
          'operator.sign_in_failed',
          operator?.id,
          challenge ? 'unknown_passkey' : 'challenge',
        );
        throw new AppError('operator.passkey_failed');
      }
      const counter = await ceremony.verifyAssertion(passkey, body, challenge);
      const used =
        counter !== undefined &&
        (await repository.usePasskey(db, passkey.id, passkey.counter, counter, clock.now()));
      if (!used) {
        await ceremony.failed('operator.sign_in_failed', operator.id, 'invalid');
        throw new AppError('operator.passkey_failed');
      }
      if (!operator.active) return outcome.refuseInactive(operator, attempt, 'passkey');
      return outcome.signedIn(operator, attempt, 'passkey');
    },
  };
}
