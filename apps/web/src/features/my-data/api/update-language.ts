import type { AccountUser } from '@kwk/shared/accounts/account.schemas';
import type { Language } from '@kwk/shared/errors/error-codes';
import { authFetch } from '../../../lib/session/auth-fetch.ts';

/** POST /account/updateLanguage/: the referrer's language for pages and mails; answers the user. */
export function updateLanguage(language: Language): Promise<AccountUser> {
  return authFetch<AccountUser>('account/updateLanguage', { method: 'POST', body: { Language: language } });
}
