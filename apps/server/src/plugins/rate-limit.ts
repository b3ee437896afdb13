import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Metrics } from '../observability/metrics.ts';
import { AppError } from './app-error.ts';
import { LimitCounters } from './limit-counters.ts';

/**
 * Whether a matched route belongs to the API. Limits and API headers are decided by the route the
 * router chose, never by the request's spelling of the path (`/API/…`, `/%61pi/…` once reached the
 * handlers without their limits).
 */
export const isApiRoute = (routeUrl: string | undefined): boolean => routeUrl?.startsWith('/api/') === true;

/** Route options as @fastify/rate-limit hands them to a store's `child`. */
interface ChildOptions {
  routeInfo?: { method?: string; url?: string };
}

/**
 * The store @fastify/rate-limit counts in: one per route (the key is the client address), all over
 * one set of counters. HEAD runs the GET handler, so both count as one call.
 */
function storeOver(counters: LimitCounters) {
  return class LimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly scope = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      counters.incr(this.scope + key, timeWindow).then(
        (count) => callback(null, count),
        (error: Error) => callback(error),
      );
    }

    child(options: unknown): FastifyRateLimitStore {
      const { method = '', url = '' } = (options as ChildOptions).routeInfo ?? {};
      return new LimitStore(undefined, `${method === 'HEAD' ? 'GET' : method}${url}:`);
    }
  };
}

/**
 * Per-IP limits on the API (pages and assets are not limited: a page load fetches many files).
 * Counted in Redis when REDIS_URL is set, so all instances share the count, and in memory per
 * instance while Redis is away (see LimitCounters).
 */
export const rateLimitPlugin = fp(
  async (
    app: FastifyInstance,
    {
      perMinute,
      redis,
      metrics,
    }: { perMinute: number; redis: Redis | undefined; metrics?: Pick<Metrics, 'rateLimited'> },
  ) => {
    await app.register(rateLimit, {
      max: perMinute,
      timeWindow: '1 minute',
      onExceeded: (request) => metrics?.rateLimited(request.routeOptions.url),
      allowList: (request) => !isApiRoute(request.routeOptions.url),
      store: storeOver(new LimitCounters(redis, app.log)) as never,
    });
    // A 429 of our own (the sign-in throttle) says when to retry like the limiter's do.
    app.addHook('onError', (_request, reply, error, done) => {
      const retryAfter = error instanceof AppError ? error.details?.retryAfterSeconds : undefined;
      if (error.statusCode === 429 && typeof retryAfter === 'number')
        reply.header('retry-after', String(retryAfter));
      done();
    });
  },
  { name: 'rate-limit' },
);
