import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
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
