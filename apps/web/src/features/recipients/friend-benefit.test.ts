import { splitReward } from '@kwk/shared/referrals/splits';
import { describe, expect, it } from 'vitest';
import { friendBenefit } from './friend-benefit.ts';

describe('the friend’s benefit by the stored promised reward, the split and the cap', () => {
  it.each([
    // reward, referrer's share %, cap: what the friend's page leads with
    [7000, 100, 5500, { kind: 'offer', product: 'Zuhause M' }],
    [7000, 50, 5500, { kind: 'share', cent: 3500 }],
    [7000, 0, 5500, { kind: 'share', cent: 5500 }],
    [11000, 50, 5500, { kind: 'share', cent: 5500 }],
    [9000, 0, 10_000, { kind: 'share', cent: 9000 }],
    [7001, 50, 5500, { kind: 'share', cent: 3501 }],
    [7000, 0, 0, { kind: 'offer', product: 'Zuhause M' }],
  ] as const)('%i ct, referrer keeps %i %%, cap %i ct', (reward, share, cap, expected) => {
    const { recipientCent } = splitReward(reward, share, cap);
    expect(friendBenefit(recipientCent, 'Zuhause M')).toEqual(expected);
  });
});
