import type { AccountUser, updateLanguageBodySchema } from '@kwk/shared/accounts/account.schemas';
import type { z } from 'zod';
import { type AccountsDeps, createAccountContext } from './account-context.ts';
import { createAccountRegistration } from './account-registration.ts';
import { createAccountSignIn } from './account-sign-in.ts';
import { toAccountUser } from './account-user.ts';
import { createChangePassword } from './change-password.ts';
import { createPasswordReset } from './password-reset.ts';
import type { Signedin } from './sessions.service.ts';

type UpdateLanguageBody = z.infer<typeof updateLanguageBodySchema>;

/**
 * Signing in and the password (issue 5, spec §7 "Account"): by password or mailed access link,
 * with limits per account and address; registration; forgot, reset and change. Every account
 * event goes to the audit log. Calls that mail someone answer the same whether or not the address
 * is known, so they tell nobody who takes part. One file per use case.
 */
export function createAccountsService(deps: AccountsDeps) {
  const { db, referrers } = deps;
  const ctx = createAccountContext(deps);
  const signIn = createAccountSignIn(deps, ctx);
  const registration = createAccountRegistration(deps, ctx);
  const reset = createPasswordReset(deps, ctx);
  return {
    login: signIn.login,
    loginWithLink: signIn.loginWithLink,

    async user({ referrer, session }: Signedin): Promise<AccountUser> {
      return toAccountUser(referrer, session.expiresAt);
    },

    async updateLanguage({ referrer, session }: Signedin, { Language }: UpdateLanguageBody) {
      await referrers.setLanguage(db, referrer.id, Language);
      return toAccountUser({ ...referrer, language: Language }, session.expiresAt);
    },

    refresh: signIn.refresh,
    logout: signIn.logout,
    createReferrer: registration.createReferrer,
    registerWithPassword: registration.registerWithPassword,
    resendAccess: registration.resendAccess,
    forgotPassword: reset.forgotPassword,
    validateReset: reset.validateReset,
    resetPassword: reset.resetPassword,
    changePassword: createChangePassword(deps, ctx),
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
