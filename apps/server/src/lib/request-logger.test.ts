import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { lazyRequestLogger } from './request-logger.ts';

/** A real pino logger at `level` whose lines land in `lines`. */
function capturedLogger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: pino({ level }, stream), lines };
}

async function appWith(level: string) {
  const { logger, lines } = capturedLogger(level);
  const child = vi.spyOn(logger, 'child');
  const app = Fastify({ loggerInstance: logger, childLoggerFactory: lazyRequestLogger });
  app.get('/quiet', async (request) => {
    request.log.info('not written at warn');
    return { ok: true };
  });
  app.get('/warns', async (request) => {
    request.log.warn({ step: 'check' }, 'something to look at');
    return { ok: true };
  });
  return { app, lines, child };
}

describe('the lazy request logger', () => {
  it('writes a request’s line with its request id, as the eager child did', async () => {
    const { app, lines } = await appWith('warn');
    await app.inject('/warns');
    const line = lines.find((l) => l.msg === 'something to look at');
    expect(line).toMatchObject({ level: 40, step: 'check', reqId: expect.stringMatching(/^req-/) });
  });

  it('builds no child for a request that writes nothing at the enabled level', async () => {
    const { app, lines, child } = await appWith('warn');
    child.mockClear();
    await app.inject('/quiet');
    expect(child).not.toHaveBeenCalled();
    expect(lines.filter((l) => l.msg === 'not written at warn')).toEqual([]);
  });

  it('writes lower levels when the logger is set to them (request logging included)', async () => {
    const { app, lines } = await appWith('info');
    await app.inject('/quiet');
    const written = lines.filter((l) => l.reqId !== undefined).map((l) => l.msg);
    expect(written).toEqual(['incoming request', 'not written at warn', 'request completed']);
  });
});
