import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

/**
 * Whether a matched route belongs to the API. Limits and API headers are decided by the route the
 * router chose, never by the request's spelling of the path (`/API/…`, `/%61pi/…` once reached the
 * handlers without their limits).
 */
export const isApiRoute = (routeUrl: string | undefined): boolean => routeUrl?.startsWith('/api/') === true;

/**
 * Per-IP limits on the API (pages and assets are not limited: a page load fetches many files).
 * In memory for one instance; in Redis when REDIS_URL is set, so all instances share the count.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, { perMinute, redis }: { perMinute: number; redis: Redis | undefined }) => {
    await app.register(rateLimit, {
      max: perMinute,
      timeWindow: '1 minute',
      allowList: (request) => !isApiRoute(request.routeOptions.url),
      ...(redis ? { redis, nameSpace: 'kwk-rl:' } : {}),
    });
  },
  { name: 'rate-limit' },
);
