import type { AccountUser, LoginResponse } from '@kwk/shared/accounts/account.schemas';

/** A signed-in referrer as GET account/user answers, for the account tests. */
export const TEST_USER: AccountUser = {
  Email: 'erika@example.org',
  Anrede: null,
  Vorname: 'Erika',
  Nachname: 'Muster',
  Empfehlerhash: 'a'.repeat(32),
  NewsletterOptinGegeben: false,
  NewsletterOptinVersendetAm: null,
  Language: 'de',
  PasswortGesetzt: true,
  TokenGueltigBis: '2099-01-01T12:00:00.000Z',
};

export const testLoginResponse = (overrides: Partial<LoginResponse> = {}): LoginResponse => ({
  ...TEST_USER,
  Token: 't'.repeat(43),
  ...overrides,
});
