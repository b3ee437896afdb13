import { REWARD_TRANSITIONS } from '@kwk/shared/lifecycle/referral-lifecycle';
import { describe, expect, it } from 'vitest';
import {
  creditMove,
  REWARD_TRANSITION_REFUSED,
  RewardTransitionRefused,
  rewardTransition,
} from './reward-credit-status.ts';

// The statements' side of the transition table (issue 28): a move sets the table's status, from
// the table's statuses only, and a move the table lacks is refused by its code, not written.
describe('reward credit moves', () => {
  it('moves by the table: its status to set and the statuses it moves from', () => {
    expect(creditMove('transfer.returned')).toMatchObject({
      to: 'Bereitgestellt',
      from: ['Abgeholt', 'Ausgezahlt'],
    });
    expect(creditMove('reward.paid', ['Abgeholt'])).toMatchObject({ to: 'Ausgezahlt', from: ['Abgeholt'] });
    expect(rewardTransition('Storniert', 'bonus.regained')).toBe(REWARD_TRANSITIONS['bonus.regained'].to);
  });

  it('refuses a move the table lacks with its error code', () => {
    const refused = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return error;
      }
      return undefined;
    };
    const paidTwice = refused(() => rewardTransition('Ausgezahlt', 'reward.paid'));
    expect(paidTwice).toBeInstanceOf(RewardTransitionRefused);
    expect(paidTwice).toMatchObject({
      code: REWARD_TRANSITION_REFUSED,
      from: 'Ausgezahlt',
      event: 'reward.paid',
    });
    expect(refused(() => rewardTransition('Abgeholt', 'reward.chosen'))).toMatchObject({
      reason: 'PraemieBereitsAbgeholt',
    });
    // A command that narrows an event to a status the table does not move from fails when built.
    expect(refused(() => creditMove('reward.paid', ['Offen']))).toMatchObject({
      code: 'reward_credit.transition_refused',
    });
  });
});
