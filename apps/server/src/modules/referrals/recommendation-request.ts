import { COOKIE_NAMES } from '@kwk/shared/constants';
import type { Language } from '@kwk/shared/errors/error-codes';
import { errorMessage } from '@kwk/shared/errors/error-codes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestOrigin } from '../../lib/device-cookie.ts';
import { requestCookie } from '../../lib/request-cookies.ts';
import { languageOf } from '../../plugins/language.ts';

/**
 * What a recommendation's create takes from its request (language, captcha, channel cookie,
 * origin), for every route that creates one: the public form's and the agency employee's.
 */
export function recommendationInput(
  request: FastifyRequest,
  reply: FastifyReply,
  captcha: string | undefined,
) {
  return {
    lang: languageOf(request.headers['accept-language']),
    captcha,
    channelCookie: requestCookie(request, COOKIE_NAMES.channel)?.slice(0, 50),
    origin: requestOrigin(request, reply),
  };
}

/** The 202 of a created recommendation: the referrer confirms it by the mailed link. */
export const recommendationCreated = (lang: Language, created: { Empfehlungsnummer: number }) => ({
  code: 'referrals.optin_required' as const,
  message: errorMessage('referrals.optin_required', lang),
  Empfehlungsnummer: created.Empfehlungsnummer,
});
