import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Bindings = Record<string, unknown>;
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogCall = (...args: unknown[]) => void;

/**
 * A request's logger that becomes a real child (with the request id bound) only when a line is
 * written at an enabled level. Fastify builds one child per request; pino's `child` serialises
 * the bindings each time, and at the levels a deployment runs (warn) almost no request writes a
 * line — building it was 2 % of the configuration call's CPU (issue 32). What is written is the
 * same line the eager child wrote.
 */
class RequestLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: object,
  ) {}

  get level(): string {
    return this.#child?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real().level = level;
  }

  /** The real child, built on first use and kept. */
  real(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }

  /** pino's question; a logger without it (a test's own) is asked nothing and always written to. */
  isLevelEnabled(level: string): boolean {
    const logger = (this.#child ?? this.parent) as { isLevelEnabled?(level: string): boolean };
    return logger.isLevelEnabled?.(level) ?? true;
  }

  #write(level: Level, args: unknown[]): void {
    if (this.#child === undefined && !this.isLevelEnabled(level)) return;
    (this.real()[level] as LogCall)(...args);
  }

  fatal(...args: unknown[]) {
    this.#write('fatal', args);
  }
  error(...args: unknown[]) {
    this.#write('error', args);
  }
  warn(...args: unknown[]) {
    this.#write('warn', args);
  }
  info(...args: unknown[]) {
    this.#write('info', args);
  }
  debug(...args: unknown[]) {
    this.#write('debug', args);
  }
  trace(...args: unknown[]) {
    this.#write('trace', args);
  }
  silent() {}

  child(bindings: Bindings, options?: object): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: the request's logger, built lazily. */
export const lazyRequestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => new RequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
