import { DrizzleQueryError } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './log-redaction.ts';
import { loggable } from './loggable-error.ts';

describe('loggable: nothing personal from a failed query reaches the log', () => {
  it('keeps class, code and constraint of a database error, not its query or parameters', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      constraint: 'referrals_number_uq',
    });
    const error = new DrizzleQueryError('insert into referrers values ($1)', ['anna@example.org'], cause);
    const logged = JSON.stringify(loggable(error));
    expect(loggable(error)).toMatchObject({ code: '23505', constraint: 'referrals_number_uq' });
    expect(logged).not.toContain('anna@example.org');
    expect(logged).not.toContain('insert into');
  });

  it('keeps an ordinary error as it is', () => {
    expect(loggable(new TypeError('x is undefined'))).toMatchObject({
      type: 'TypeError',
      message: 'x is undefined',
    });
  });
});

describe('loggable through the server logger', () => {
  const logged = (error: unknown) => {
    const lines: string[] = [];
    const { log } = Fastify({
      logger: { ...loggerOptions('info'), stream: { write: (line: string) => void lines.push(line) } },
    });
    log.error({ err: loggable(error) }, 'unhandled error');
    return JSON.parse(lines[0]!).err as Record<string, unknown>;
  };

  it('names the error by its class and keeps its stack', () => {
    const err = logged(new TypeError('x is undefined'));
    expect(err).toMatchObject({ type: 'TypeError', message: 'x is undefined' });
    expect(err.stack).toContain('TypeError: x is undefined');
  });

  it('scrubs addresses and IBANs from a message', () => {
    const err = logged(new Error('no mail to anna%40example.org for DE89370400440532013000'));
    expect(JSON.stringify(err)).not.toMatch(/example|3704/);
    expect(err.message).toBe('no mail to [email] for [iban]');
  });
});
