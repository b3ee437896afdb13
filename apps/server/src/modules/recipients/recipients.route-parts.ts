import { apiErrorSchema } from '@kwk/shared/errors/error.schemas';
import { z } from 'zod';
import { languageOf } from '../../plugins/language.ts';

/** What the recipient's route files share: path parts, error answers, tags and rate limits. */
export const params = z.object({ apiRoute: z.string().max(64) });
export const nr = z.coerce.number().int().min(1).max(999_999_999);
export const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  410: apiErrorSchema,
  429: apiErrorSchema,
};
export const tags = ['recipient'];
export const security = [{ bearerAuth: [] }];
/** Guessing numbers and tokens is what these limits are for; a real recipient needs a handful. */
export const lookupLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };
export const writeLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

export const lang = (headers: { 'accept-language'?: string | undefined }) =>
  languageOf(headers['accept-language']);
