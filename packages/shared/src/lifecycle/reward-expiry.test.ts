import { describe, expect, it } from 'vitest';
import {
  addMonths,
  DEFAULT_REWARD_EXPIRY_MONTHS,
  displayDay,
  type ExpiryReminder,
  type ExpiryStep,
  expiresOn,
  expiryStep,
  pickUpBy,
  rewardExpiryMonths,
} from './reward-expiry.ts';

describe('reward expiry days (issue 15)', () => {
  it.each([
    ['2026-03-15', 12, '2027-03-15'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2027-01-31', 13, '2028-02-29'],
    ['2026-12-31', 2, '2027-02-28'],
    ['2026-11-30', 3, '2027-02-28'],
    ['2026-05-31', 1, '2026-06-30'],
    ['2026-02-28', 12, '2027-02-28'],
  ])('%s + %i months = %s', (day, months, expected) => {
    expect(addMonths(day, months)).toBe(expected);
  });

  it('counts the period from the day it became ready: chosen through the last day, expired the next', () => {
    expect(pickUpBy('2026-12-07', 12)).toBe('2027-12-07');
    expect(expiresOn('2026-12-07', 12)).toBe('2027-12-08');
    expect(expiresOn('2026-12-31', 12)).toBe('2028-01-01');
  });

  it('takes the tenant’s period, or twelve months without one', () => {
    expect(rewardExpiryMonths({})).toBe(DEFAULT_REWARD_EXPIRY_MONTHS);
    expect(rewardExpiryMonths({ PraemienVerfallMonate: 6 })).toBe(6);
    expect(DEFAULT_REWARD_EXPIRY_MONTHS).toBe(12);
  });

  // Expires on 2027-12-08: the 30-day reminder is due from 2027-11-08, the 7-day one from 2027-12-01.
  const cases: [string, ExpiryReminder | null, ExpiryStep][] = [
    ['2027-11-07', null, { type: 'none' }],
    ['2027-11-08', null, { type: 'remind', days: 30 }],
    ['2027-11-09', null, { type: 'remind', days: 30 }],
    ['2027-11-08', 30, { type: 'none' }],
    ['2027-11-30', 30, { type: 'none' }],
    ['2027-12-01', 30, { type: 'remind', days: 7 }],
    ['2027-12-01', null, { type: 'remind', days: 7 }],
    ['2027-12-03', 7, { type: 'none' }],
    ['2027-12-07', 7, { type: 'none' }],
    ['2027-12-08', 7, { type: 'expire' }],
    ['2027-12-08', null, { type: 'expire' }],
    ['2028-03-01', 30, { type: 'expire' }],
  ];
  it.each(cases)('on %s with reminder %s sent → %j', (today, sent, expected) => {
    expect(expiryStep(today, '2027-12-08', sent)).toEqual(expected);
  });

  it('shows a day as DD.MM.YYYY', () => {
    expect(displayDay('2027-03-05')).toBe('05.03.2027');
  });
});
