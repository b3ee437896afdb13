import type { Language } from '@kwk/shared/errors/error-codes';
import { emailIdentity } from '@kwk/shared/referrals/email-identity';
import { keyedIdentity } from '../../lib/secret-box.ts';

/** The keyed hash the audit log and the sign-in limits know a person by (no address in the clear). */
export const accountIdentityHash = (appSecret: string, tenantId: string, email: string) =>
  keyedIdentity(appSecret, 'account.identity', `${tenantId}:${emailIdentity(email)}`);
/** The keyed hash of a client address. */
export const addressHash = (appSecret: string, ip: string) => keyedIdentity(appSecret, 'account.ip', ip);

/** Where a request came from, as the audit log and the limits know it (keyed hashes only). */
export interface Caller {
  ip: string;
  lang: Language;
}
