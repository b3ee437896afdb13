import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'terminated by an administrator',
      withCode('terminating connection due to administrator command', '57P01'),
      true,
    ],
    ['connection exception (class 08)', withCode('connection failure', '08006'), true],
    ['statement timeout', withCode('canceling statement due to statement timeout', '57014'), true],
    ['lock timeout', withCode('canceling statement due to lock timeout', '55P03'), true],
    ['socket reset', withCode('read ECONNRESET', 'ECONNRESET'), true],
    ['lost mid-statement', new Error('Connection terminated unexpectedly'), true],
    ['pool acquire timeout', new Error('timeout exceeded when trying to connect'), true],
    [
      'rollback on a dead client',
      new Error('Client has encountered a connection error and is not queryable'),
      true,
    ],
    ['wrapped by drizzle', new Error('Failed query: select 1', { cause: withCode('x', '57P01') }), true],
    ['unique violation', withCode('duplicate key value violates unique constraint', '23505'), false],
    ['syntax error', withCode('syntax error at or near "x"', '42601'), false],
    ['a plain bug', new TypeError('Cannot read properties of undefined'), false],
    ['not an error', 'Connection terminated unexpectedly', false],
  ])('%s → %s', (_case, error, expected) => {
    expect(isDatabaseUnavailable(error)).toBe(expected);
  });
});
