import { describe, expect, it } from 'vitest';
import {
  nextReferralStatus,
  nextRewardStatus,
  REFERRAL_EVENTS,
  REFERRAL_STATUSES,
  REWARD_EVENTS,
  REWARD_STATUSES,
  type ReferralEvent,
  type ReferralStatus,
  type RewardEvent,
  type RewardStatus,
} from './referral-lifecycle.ts';

// Every status × event pair has its expected outcome: a new status, or "-" for refused.
const REFERRAL_TABLE: Record<ReferralStatus, Record<ReferralEvent, ReferralStatus | '-'>> = {
  Ok: {
    'order.placed': 'Offen',
    'order.effective': 'Offen',
    'order.cancelled': 'Storniert',
    'order.revoked': 'Storniert',
    'order.rejected': 'Storniert',
    'link.expired': 'Abgelaufen',
    'reward.credited': '-',
  },
  Offen: {
    'order.placed': 'Offen',
    'order.effective': 'Offen',
    'order.cancelled': 'Storniert',
    'order.revoked': 'Storniert',
    'order.rejected': 'Storniert',
    'link.expired': '-',
    'reward.credited': 'Gezahlt',
  },
  Abgelaufen: Object.fromEntries(REFERRAL_EVENTS.map((e) => [e, '-'])) as Record<ReferralEvent, '-'>,
  Gezahlt: Object.fromEntries(REFERRAL_EVENTS.map((e) => [e, '-'])) as Record<ReferralEvent, '-'>,
  Storniert: Object.fromEntries(REFERRAL_EVENTS.map((e) => [e, '-'])) as Record<ReferralEvent, '-'>,
};

const REWARD_TABLE: Record<RewardStatus, Record<RewardEvent, RewardStatus | '-'>> = {
  Offen: {
    'periods.passed': 'Bereitgestellt',
    'reward.chosen': '-',
    'reward.paid': '-',
    'reward.cancelled': 'Storniert',
    'reward.expired': '-',
    'review.rejected': 'Storniert',
  },
  Bereitgestellt: {
    'periods.passed': '-',
    'reward.chosen': 'Abgeholt',
    'reward.paid': 'Ausgezahlt',
    'reward.cancelled': 'Storniert',
    'reward.expired': 'Abgelaufen',
    'review.rejected': 'Storniert',
  },
  Abgeholt: {
    'periods.passed': '-',
    'reward.chosen': '-',
    'reward.paid': 'Ausgezahlt',
    'reward.cancelled': '-',
    'reward.expired': '-',
    'review.rejected': 'Storniert',
  },
  Ausgezahlt: Object.fromEntries(REWARD_EVENTS.map((e) => [e, '-'])) as Record<RewardEvent, '-'>,
  Storniert: Object.fromEntries(REWARD_EVENTS.map((e) => [e, '-'])) as Record<RewardEvent, '-'>,
  Abgelaufen: Object.fromEntries(REWARD_EVENTS.map((e) => [e, '-'])) as Record<RewardEvent, '-'>,
};

describe('referral lifecycle (spec §4)', () => {
  const cases = REFERRAL_STATUSES.flatMap((status) =>
    REFERRAL_EVENTS.map((event) => [status, event, REFERRAL_TABLE[status][event]] as const),
  );
  it.each(cases)('%s + %s → %s', (status, event, expected) => {
    const result = nextReferralStatus(status, event);
    if (expected === '-') {
      expect(result.ok).toBe(false);
      expect(result).toMatchObject({ reason: expect.any(String) });
    } else expect(result).toEqual({ ok: true, status: expected });
  });
});

describe('reward lifecycle (spec §4)', () => {
  const cases = REWARD_STATUSES.flatMap((status) =>
    REWARD_EVENTS.map((event) => [status, event, REWARD_TABLE[status][event]] as const),
  );
  it.each(cases)('%s + %s → %s', (status, event, expected) => {
    const result = nextRewardStatus(status, event);
    if (expected === '-') expect(result.ok).toBe(false);
    else expect(result).toEqual({ ok: true, status: expected });
  });

  it('refuses a second choice with PraemieBereitsAbgeholt (spec §4, §8)', () => {
    expect(nextRewardStatus('Abgeholt', 'reward.chosen')).toEqual({
      ok: false,
      reason: 'PraemieBereitsAbgeholt',
    });
  });
});
