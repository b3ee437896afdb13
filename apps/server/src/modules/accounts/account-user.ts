import type { AccountUser, LoginResponse } from '@kwk/shared/accounts/account.schemas';
import type { ReferrerRow } from './referrers.repository.ts';

/** The account as the SPA sees it (spec §7 "Account"), without the session token. */
export function toAccountUser(referrer: ReferrerRow, expiresAt: Date): AccountUser {
  return {
    Email: referrer.email,
    Anrede: referrer.anrede,
    Vorname: referrer.vorname,
    Nachname: referrer.nachname,
    Empfehlerhash: referrer.empfehlerHash,
    NewsletterOptinGegeben: referrer.newsletterPermission,
    NewsletterOptinVersendetAm: referrer.newsletterOptinSentAt?.toISOString() ?? null,
    Language: referrer.language === 'en' ? 'en' : 'de',
    PasswortGesetzt: referrer.passwordHash !== null,
    TokenGueltigBis: expiresAt.toISOString(),
  };
}

/** The account with its new session's token: the answer of every sign-in. */
export const loginResponse = (
  referrer: ReferrerRow,
  session: { token: string; expiresAt: Date },
): LoginResponse => ({
  ...toAccountUser(referrer, session.expiresAt),
  Token: session.token,
});
