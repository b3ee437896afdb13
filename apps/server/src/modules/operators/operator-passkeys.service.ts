import type { PasskeyRegistration } from '@kwk/shared/operator/operator-passkeys.schemas';
import { AppError } from '../../plugins/app-error.ts';
import { type OperatorPrincipal, sessionTimes } from './operator-sessions.service.ts';
import { createPasskeyCeremony, type OperatorPasskeysDeps } from './passkey-ceremony.ts';
import { createPasskeyReauth } from './passkey-reauth.ts';
import { createPasskeyRegistration } from './passkey-registration.ts';
import { createPasskeySignIn } from './passkey-sign-in.ts';

/**
 * Passkeys (WebAuthn, @simplewebauthn/server) for the console: registration (at enrolment and by
 * a signed-in operator, `passkey-registration.ts`), usernameless sign-in with a discoverable
 * credential (`passkey-sign-in.ts`), and re-confirmation for dangerous actions
 * (`passkey-reauth.ts`); the shared WebAuthn steps in `passkey-ceremony.ts`.
 */
export function createOperatorPasskeysService(deps: OperatorPasskeysDeps) {
  const { db, clock, repository } = deps;
  const ceremony = createPasskeyCeremony(deps);
  const registration = createPasskeyRegistration(deps, ceremony);
  const signIn = createPasskeySignIn(deps, ceremony);
  const reauth = createPasskeyReauth(deps, ceremony);

  /** Adding a credential outlives the session: it needs a fresh confirmation, like a dangerous right. */
  function assertFresh(principal: OperatorPrincipal) {
    const { reauthUntil } = sessionTimes(principal.session);
    if (!reauthUntil || reauthUntil.getTime() <= clock.now().getTime())
      throw new AppError('operator.reauth_required');
  }

  return {
    registrationOptions: registration.registrationOptions,
    register: registration.register,
    signInOptions: signIn.signInOptions,
    signIn: signIn.signIn,
    reauthOptions: reauth.reauthOptions,
    reauth: reauth.reauth,

    /** The signed-in operator's passkeys. */
    own: (operatorId: string) => repository.passkeysOf(db, operatorId),

    /** "Add another passkey" while signed in (after a fresh confirmation). */
    addOptions(principal: OperatorPrincipal) {
      assertFresh(principal);
      return registration.registrationOptions(principal.operator);
    },
    add(principal: OperatorPrincipal, body: PasskeyRegistration) {
      assertFresh(principal);
      return registration.register(principal.operator, body, 'account');
    },
  };
}

export type OperatorPasskeysService = ReturnType<typeof createOperatorPasskeysService>;
