import { keyedIdentity } from './secret-box.ts';

/**
 * The keyed hash support finds an e-mail address by (issue 14), stored next to every address a
 * row holds (`referrers.email_hash`, `referrals.recipient_email_hash`) and indexed. Exact match on
 * the address as typed, trimmed and lower-cased only: unlike `emailIdentity`, provider dots and
 * +tags count, so support finds the address the person used, not their other spellings. No tenant
 * in the input: support searches all tenants with one hash.
 */
export const normalisedEmail = (email: string) => email.trim().toLowerCase();

export const emailSearchHash = (appSecret: string, email: string) =>
  keyedIdentity(appSecret, 'support.email', normalisedEmail(email));
