import { scrubText } from './log-redaction.ts';

/**
 * What of an unexpected error may reach the log: a database error carries the failed query and its
 * parameters (e-mail addresses, names, mail texts with tokens), so only its class, message without
 * parameters, database code, constraint and stack are kept; any address or IBAN in a message or
 * stack is scrubbed.
 *
 * The object has no prototype: pino's error serializer names an error by its constructor, and a
 * plain object's would be `Object`; without one it takes `name`.
 */
export function loggable(error: unknown): Record<string, unknown> {
  const logged = Object.create(null) as Record<string, unknown>;
  if (!(error instanceof Error)) return Object.assign(logged, { message: scrubText(String(error)) });
  const cause = (error as { cause?: { code?: string; constraint?: string; message?: string } }).cause;
  const isQueryError = 'params' in error || 'query' in error;
  return Object.assign(logged, {
    type: error.name,
    name: error.name,
    message: scrubText(isQueryError ? (cause?.message ?? 'database query failed') : error.message),
    code: cause?.code ?? (error as { code?: string }).code,
    constraint: cause?.constraint,
    stack: isQueryError || !error.stack ? undefined : scrubText(error.stack),
  });
}
