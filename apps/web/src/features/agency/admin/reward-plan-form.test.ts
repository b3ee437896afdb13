import { describe, expect, it } from 'vitest';
import { checkRewardPlan, EMPTY_REWARD_PLAN, type RewardPlanFormValues } from './reward-plan-form.ts';

const texts = { valueLabel: 'Wert in Euro', startLabel: 'Startdatum', valueInvalid: 'Betrag ungültig' };
const filled: RewardPlanFormValues = {
  Name: ' Sommer ',
  ProduktId: '3',
  Wert: '12,50',
  Startdatum: '2026-06-01',
  Enddatum: '',
};

describe('checkRewardPlan', () => {
  it('names the required fields', () => {
    expect(checkRewardPlan(EMPTY_REWARD_PLAN, 'de', texts)).toEqual({
      errors: {
        Name: 'Name ist ein Pflichtfeld',
        WertCent: 'Wert in Euro ist ein Pflichtfeld',
        Startdatum: 'Startdatum ist ein Pflichtfeld',
      },
    });
  });

  it('turns euros into cents, every product into null, no end into null', () => {
    expect(checkRewardPlan({ ...filled, ProduktId: '' }, 'de', texts)).toEqual({
      body: { Name: 'Sommer', ProduktId: null, WertCent: 1250, Startdatum: '2026-06-01', Enddatum: null },
    });
    expect(checkRewardPlan({ ...filled, Enddatum: '2026-06-01' }, 'de', texts)).toEqual({
      body: {
        Name: 'Sommer',
        ProduktId: 3,
        WertCent: 1250,
        Startdatum: '2026-06-01',
        Enddatum: '2026-06-01',
      },
    });
  });

  it.each(['abc', '0', '0,00', '10.000,01'])('refuses the value %j', (Wert) => {
    expect(checkRewardPlan({ ...filled, Wert }, 'de', texts)).toEqual({
      errors: { WertCent: 'Betrag ungültig' },
    });
  });

  it('refuses an end before the start', () => {
    expect(checkRewardPlan({ ...filled, Enddatum: '2026-05-31' }, 'en', texts)).toEqual({
      errors: { Enddatum: 'The end date must not be before the start date.' },
    });
  });
});
