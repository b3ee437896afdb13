/**
 * What of an unexpected error may reach the log: a database error carries the failed query and its
 * parameters (e-mail addresses, names, mail texts with tokens), so only its class, message without
 * parameters, database code, constraint and stack are kept.
 */
export function loggable(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const cause = (error as { cause?: { code?: string; constraint?: string; message?: string } }).cause;
  const isQueryError = 'params' in error || 'query' in error;
  return {
    type: error.name,
    message: isQueryError ? (cause?.message ?? 'database query failed') : error.message,
    code: cause?.code ?? (error as { code?: string }).code,
    constraint: cause?.constraint,
    stack: isQueryError ? undefined : error.stack,
  };
}
