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

// Every status × event pair of the reward: the spec's events (§4), then the server's own moves.
const REWARD_TABLE: Record<RewardStatus, Record<RewardEvent, RewardStatus | '-'>> = {
  Offen: {
    'periods.passed': 'Bereitgestellt',
    'reward.chosen': '-',
    'reward.paid': '-',
    'reward.cancelled': 'Storniert',
    'reward.expired': '-',
    'review.rejected': 'Storniert',
    'release.awaited': 'Offen',
    'bonus.regained': '-',
    'transfer.batched': '-',
    'batch.discarded': '-',
    'transfer.returned': '-',
  },
  Bereitgestellt: {
    'periods.passed': '-',
    'reward.chosen': 'Abgeholt',
    'reward.paid': 'Ausgezahlt',
    'reward.cancelled': 'Storniert',
    'reward.expired': 'Abgelaufen',
    'review.rejected': 'Storniert',
    'release.awaited': '-',
    'bonus.regained': '-',
    'transfer.batched': 'Abgeholt',
    'batch.discarded': '-',
    'transfer.returned': '-',
  },
  Abgeholt: {
    'periods.passed': '-',
    'reward.chosen': '-',
    'reward.paid': 'Ausgezahlt',
    'reward.cancelled': '-',
    'reward.expired': '-',
    'review.rejected': 'Storniert',
    'release.awaited': '-',
    'bonus.regained': '-',
    'transfer.batched': '-',
    'batch.discarded': 'Bereitgestellt',
    'transfer.returned': 'Bereitgestellt',
  },
  Ausgezahlt: { ...none(), 'transfer.returned': 'Bereitgestellt' },
  Storniert: { ...none(), 'bonus.regained': 'Bereitgestellt' },
  Abgelaufen: none(),
};

function none(): Record<RewardEvent, '-'> {
  return Object.fromEntries(REWARD_EVENTS.map((e) => [e, '-'])) as Record<RewardEvent, '-'>;
}

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
    if (expected === '-') {
      expect(result.ok).toBe(false);
      expect(result).toMatchObject({ reason: expect.any(String) });
    } else expect(result).toEqual({ ok: true, status: expected });
  });

  it('refuses a second choice with PraemieBereitsAbgeholt (spec §4, §8)', () => {
    expect(nextRewardStatus('Abgeholt', 'reward.chosen')).toEqual({
      ok: false,
      reason: 'PraemieBereitsAbgeholt',
    });
  });
});
