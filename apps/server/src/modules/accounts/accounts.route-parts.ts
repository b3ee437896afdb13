import { bearerSecurity, errorResponses, tenantParams } from '../../lib/route-schemas.ts';
import { languageOf } from '../../plugins/language.ts';
import type { Caller } from './account-identity.ts';

/** What the account route files share: path parts, error answers, tags, rate limits and the caller. */
export const params = tenantParams;
export const errors = errorResponses(400, 401, 403, 404, 429);
export const tags = ['account'];
export const security = bearerSecurity;
/** Calls that send mail or check secrets: a person needs a handful, a script many. */
export const mailLimit = { rateLimit: { max: 10, timeWindow: '15 minutes' } };
export const tokenLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

export const caller = (request: {
  ip: string;
  headers: { 'accept-language'?: string | undefined };
}): Caller => ({
  ip: request.ip,
  lang: languageOf(request.headers['accept-language']),
});
