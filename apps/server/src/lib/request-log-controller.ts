import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';

/**
 * Fastify's per-request lines without their cost where they are not written: "incoming request" and
 * "request completed" are info lines, and at the levels a deployment runs (warn) Fastify still built
 * their arguments on every request (issue 32). Errors and warnings are Fastify's as before — unlike
 * `disableRequestLogging`, which drops "request errored" and the 5xx lines too.
 *
 * While tracing, "incoming request" is written by a hook inside the request's span instead
 * (observability/request-log.ts): Fastify writes it before any hook runs, so before the span
 * exists, and the line would carry no trace id.
 */
export class RequestLogController extends LogController {
  constructor(
    private readonly writesInfo: boolean,
    private readonly incomingInsideSpan = false,
  ) {
    super();
  }

  override incomingRequest(request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>) {
    if (this.writesInfo && !this.incomingInsideSpan) super.incomingRequest(request, reply, metadata);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ) {
    if (error || this.writesInfo) super.requestCompleted(error, request, reply, metadata);
  }
}

/** The controller for a logger of these options: info lines only where its level writes them. */
export const requestLogController = (
  logger: FastifyServerOptions['logger'],
  { incomingInsideSpan = false } = {},
) => new RequestLogController(writesInfo(logger), incomingInsideSpan);

/** Whether a logger of these options writes info lines (pino's levels: info is 30). */
export function writesInfo(logger: FastifyServerOptions['logger']): boolean {
  if (!logger) return false;
  if (logger === true) return true;
  const level = (logger as { level?: string }).level ?? 'info';
  return (LEVEL_VALUES[level] ?? INFO) <= INFO;
}

const INFO = 30;
const LEVEL_VALUES: Record<string, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Number.POSITIVE_INFINITY,
};
