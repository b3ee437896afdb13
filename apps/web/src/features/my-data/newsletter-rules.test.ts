import { describe, expect, it } from 'vitest';
import { TEST_USER } from '../../test/account-fixtures.ts';
import {
  newsletterActions,
  optinLinkProblem,
  requestOutcome,
  userWithNewsletter,
} from './newsletter-rules.ts';

describe('newsletterActions (spec §4 states)', () => {
  it.each([
    ['optedOut', ['subscribe']],
    ['pending', ['resend', 'unsubscribe']],
    ['optedIn', ['unsubscribe']],
  ] as const)('%s → %j', (state, actions) => {
    expect(newsletterActions(state)).toEqual(actions);
  });
});

describe('requestOutcome', () => {
  it.each([
    { sent: false, set: false, outcome: 'mailed' },
    { sent: true, set: false, outcome: 'alreadyMailed' },
    { sent: false, set: true, outcome: 'alreadyOptedIn' },
    { sent: true, set: true, outcome: 'alreadyOptedIn' },
  ])('OptinMailAlreadySent $sent, OptinAlreadySet $set → $outcome', ({ sent, set, outcome }) => {
    expect(requestOutcome({ OptinMailAlreadySent: sent, OptinAlreadySet: set })).toBe(outcome);
  });
});

describe('userWithNewsletter', () => {
  const now = '2026-03-01T10:00:00.000Z';
  const earlier = '2026-02-28T09:00:00.000Z';
  it.each([
    { name: 'opted in', before: {}, state: 'optedIn', given: true, sentAt: null },
    { name: 'pending, mailed now', before: {}, state: 'pending', given: false, sentAt: now },
    {
      name: 'pending, mailed earlier (keeps that date)',
      before: { NewsletterOptinVersendetAm: earlier },
      state: 'pending',
      given: false,
      sentAt: earlier,
    },
    {
      name: 'opted out (a pending opt-in ends too)',
      before: { NewsletterOptinGegeben: true, NewsletterOptinVersendetAm: earlier },
      state: 'optedOut',
      given: false,
      sentAt: null,
    },
  ] as const)('$name', ({ before, state, given, sentAt }) => {
    expect(userWithNewsletter({ ...TEST_USER, ...before }, state, now)).toEqual({
      ...TEST_USER,
      NewsletterOptinGegeben: given,
      NewsletterOptinVersendetAm: sentAt,
    });
  });
});

describe('optinLinkProblem', () => {
  it.each([
    { status: 401, code: 'auth.token_used', problem: 'used' },
    { status: 401, code: 'auth.link_expired', problem: 'expired' },
    { status: 400, code: 'common.validation', problem: 'expired' },
    { status: 404, code: 'common.not_found', problem: 'expired' },
    { status: 500, code: 'common.technical', problem: 'failed' },
    { status: 0, code: 'common.network', problem: 'failed' },
  ])('$status $code → $problem', ({ problem, ...failure }) => {
    expect(optinLinkProblem(failure)).toBe(problem);
  });

  it('nothing known → failed', () => {
    expect(optinLinkProblem(undefined)).toBe('failed');
  });
});
