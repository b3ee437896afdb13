import { describe, expect, it } from 'vitest';
import { callbackStep, parsePendingSignIn } from './sso-callback.ts';

const pending = { State: 'state-0123456789abcdef', Verifier: 'v'.repeat(64) };

describe('callbackStep', () => {
  it.each([
    {
      name: 'code and the kept state → exchange',
      search: '?code=abc&state=state-0123456789abcdef',
      pending,
      expected: { kind: 'exchange', body: { Code: 'abc', Verifier: pending.Verifier, State: pending.State } },
    },
    {
      name: 'another state → mismatch, nothing sent',
      search: '?code=abc&state=state-forged',
      pending,
      expected: { kind: 'stateMismatch' },
    },
    {
      name: 'the provider’s error wins over anything else',
      search: '?error=access_denied&state=state-0123456789abcdef',
      pending,
      expected: { kind: 'providerError', error: 'access_denied' },
    },
    { name: 'no code', search: '?state=state-0123456789abcdef', pending, expected: { kind: 'missing' } },
    { name: 'no state', search: '?code=abc', pending, expected: { kind: 'missing' } },
    {
      name: 'no sign-in under way in this tab',
      search: '?code=abc&state=state-0123456789abcdef',
      pending: null,
      expected: { kind: 'missing' },
    },
  ])('$name', ({ search, pending, expected }) => {
    expect(callbackStep(search, pending)).toEqual(expected);
  });
});

describe('parsePendingSignIn', () => {
  it.each([
    { raw: null, expected: null },
    { raw: '{oops', expected: null },
    { raw: JSON.stringify({ State: 's' }), expected: null },
    { raw: JSON.stringify({ State: '', Verifier: 'v' }), expected: null },
    { raw: JSON.stringify(pending), expected: pending },
  ])('$raw', ({ raw, expected }) => {
    expect(parsePendingSignIn(raw)).toEqual(expected);
  });
});
