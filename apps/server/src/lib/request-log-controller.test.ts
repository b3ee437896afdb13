import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLogController } from './request-log-controller.ts';

/** A request and reply whose loggers note each line's level and message. */
function recorded() {
  const lines: string[] = [];
  const log = Object.fromEntries(
    ['info', 'warn', 'error'].map((level) => [
      level,
      (_obj: unknown, message: string) => lines.push(`${level}: ${message}`),
    ]),
  );
  const request = { log } as unknown as FastifyRequest;
  const reply = { log, statusCode: 500, elapsedTime: 1 } as unknown as FastifyReply;
  return { lines, request, reply };
}

describe('RequestLogController', () => {
  it.each([
    ['warn', []],
    ['info', ['info: incoming request', 'info: request completed']],
  ])('at level %s writes the per-request info lines: %j', (level, expected) => {
    const { lines, request, reply } = recorded();
    const controller = requestLogController({ level });
    controller.incomingRequest(request, reply);
    controller.requestCompleted(null, request, reply);
    expect(lines).toEqual(expected);
  });

  it('keeps an errored request’s line and a 5xx at warn, as Fastify writes them', () => {
    const { lines, request, reply } = recorded();
    const controller = requestLogController({ level: 'warn' });
    controller.requestCompleted(new Error('socket hang up'), request, reply);
    controller.defaultErrorLog(new Error('boom'), request, reply);
    expect(lines).toEqual(['error: request errored', 'error: boom']);
  });

  it('writes nothing of its own without a logger', () => {
    const { lines, request, reply } = recorded();
    requestLogController(false).incomingRequest(request, reply);
    expect(lines).toEqual([]);
  });
});
