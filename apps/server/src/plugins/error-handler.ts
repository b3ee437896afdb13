import { anyErrorMessage } from '@kwk/shared/errors/console-error-codes';
import type { ApiError } from '@kwk/shared/errors/error.schemas';
import { errorMessage } from '@kwk/shared/errors/error-codes';
import { VALIDATION_MESSAGES } from '@kwk/shared/validation/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { loggable } from '../lib/loggable-error.ts';
import type { Metrics } from '../observability/metrics.ts';
import { AppError } from './app-error.ts';
import { languageOf } from './language.ts';

/**
 * One error model for every answer: `{ code, message, details? }` in the request's language.
 * Validation failures become 400 with field messages; a database out of reach or out of time
 * becomes 503; anything unexpected is logged and leaves as a generic 500 without internals.
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance, { metrics }: { metrics?: Pick<Metrics, 'databaseUnavailable'> }) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const lang = languageOf(request.headers['accept-language']);
      if (error instanceof AppError) {
        const body: ApiError = { code: error.code, message: anyErrorMessage(error.code, lang) };
        if (error.details) body.details = error.details;
        // Field messages a service found (not the route's schema) are localised the same way.
        if (error.details?.fields)
          body.details = {
            ...error.details,
            fields: error.details.fields.map((f) => ({ ...f, message: localiseIssue(f.message, lang) })),
          };
        return reply.status(error.statusCode).send(body);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields = error.validation.map((issue) => ({
          path: [error.validationContext ?? 'body', ...issue.instancePath.split('/').filter(Boolean)].join(
            '.',
          ),
          message: localiseIssue(issue.message ?? '', lang),
        }));
        return reply.status(400).send({
          code: 'common.validation',
          message: errorMessage('common.validation', lang),
          details: { fields },
        });
      }
      if (error.statusCode === 429) {
        return reply.status(429).send({
          code: 'common.rate_limited',
          message: errorMessage('common.rate_limited', lang),
        });
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        // Malformed JSON, an unsupported media type, a body too large: the client's fault, said plainly.
        return reply.status(error.statusCode).send({
          code: 'common.validation',
          message: errorMessage('common.validation', lang),
          details: { fields: [{ path: 'body', message: error.message }] },
        });
      }
      if (isDatabaseUnavailable(error)) {
        // Lost connection or a timeout: the request may be retried, the process goes on.
        request.log.warn({ err: loggable(error) }, 'database unavailable');
        metrics?.databaseUnavailable(sqlState(error));
        return reply
          .status(503)
          .header('retry-after', '1')
          .send({ code: 'common.unavailable', message: errorMessage('common.unavailable', lang) });
      }
      request.log.error({ err: loggable(error) }, 'unhandled error');
      return reply
        .status(500)
        .send({ code: 'common.technical', message: errorMessage('common.technical', lang) });
    });
  },
  { name: 'error-handler' },
);

/** The SQLSTATE of a driver error, drizzle's wrapping looked through. */
function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && code.length === 5) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** zod messages are written in German in the shared schemas; English requests get the English twin. */
function localiseIssue(message: string, lang: 'de' | 'en'): string {
  if (lang === 'de') return message;
  const de = VALIDATION_MESSAGES.de;
  const en = VALIDATION_MESSAGES.en;
  if (message === de.required) return en.required;
  if (message === de.consent) return en.consent;
  if (message === de.email) return en.email;
  if (message === de.sameEmail) return en.sameEmail;
  const field = /^(.+) ist ein Pflichtfeld$/.exec(message);
  if (field?.[1]) return en.requiredField(field[1]);
  const invalid = /^(.+) ist nicht gültig$/.exec(message);
  if (invalid) return en.invalidField(invalid[1]!);
  return message;
}
