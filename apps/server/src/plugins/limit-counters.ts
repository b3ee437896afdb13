import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { type WindowCount, WindowCounters } from './window-counters.ts';

/** One round trip: count, and start the window on the first request (or if its expiry got lost). */
const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

type WithScript = Redis & { kwkRateLimitIncr(key: string, windowMs: number): Promise<[number, number]> };

/** A Redis that has not answered by then is treated as away: a request never waits longer. */
export const REDIS_ANSWER_TIMEOUT_MS = 250;

/**
 * Rate-limit counters shared by all instances through Redis while it answers, and counted in this
 * process's memory while it does not (a limit per instance is weaker, but an outage of the cache must
 * neither fail requests nor let them through unlimited). Switching is logged once each way.
 */
export class LimitCounters {
  readonly #local = new WindowCounters();
  readonly #redis: WithScript | undefined;
  /** Whether counts go to Redis; undefined until its first connection settles it. */
  #shared: boolean | undefined;

  constructor(
    redis: Redis | undefined,
    private readonly log: FastifyBaseLogger,
    private readonly prefix = 'kwk-rl:',
  ) {
    if (!redis) return;
    if (!('kwkRateLimitIncr' in redis))
      redis.defineCommand('kwkRateLimitIncr', { numberOfKeys: 1, lua: INCR_SCRIPT });
    this.#redis = redis as WithScript;
    // Connection failures repeat on every reconnect attempt; one warning says it, the rest is noise.
    redis.on('error', (error: Error) => this.#degrade(error));
    redis.on('ready', () => this.#recover());
    if (redis.status === 'ready') this.#shared = true;
  }

  async incr(key: string, windowMs: number): Promise<WindowCount> {
    const redis = this.#redis;
    if (redis?.status === 'ready') {
      try {
        const [current, ttl] = await withTimeout(
          redis.kwkRateLimitIncr(this.prefix + key, windowMs),
          REDIS_ANSWER_TIMEOUT_MS,
        );
        this.#recover();
        return { current, ttl };
      } catch (error) {
        // A Redis that accepts but never answers stays 'ready'; reconnecting makes it prove itself.
        if (error instanceof RedisTimeout) redis.disconnect(true);
        this.#degrade(error as Error);
      }
    } else if (redis && this.#shared) {
      this.#degrade(new Error(`Redis connection is ${redis.status}`));
    }
    return this.#local.incr(key, windowMs);
  }

  #degrade(error: Error): void {
    if (this.#shared === false) return;
    this.#shared = false;
    this.log.warn(
      { err: { message: error.message } },
      'Redis unreachable: rate limits are counted per instance until it returns',
    );
  }

  #recover(): void {
    if (this.#shared === false)
      this.log.info('Redis reachable again: rate limits are shared across instances');
    this.#shared = true;
  }
}

class RedisTimeout extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RedisTimeout(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
