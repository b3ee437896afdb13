import { describe, expect, it } from 'vitest';
import { choiceOutcome } from './reward-thanks-state.ts';

const good = { Auszahlung: 'Gutschein', BetragCent: 3500, Hinweis: 'Innerhalb von 24 Stunden.' };

describe('choiceOutcome', () => {
  it.each([
    { name: 'the answer of PUT praemierung', state: { ...good, PraemieId: 'x' }, expected: good },
    { name: 'no state (a direct visit)', state: null, expected: null },
    { name: 'not an object', state: 'Gutschein', expected: null },
    { name: 'an unknown payout', state: { ...good, Auszahlung: 'Bar' }, expected: null },
    { name: 'an amount that is none', state: { ...good, BetragCent: '35' }, expected: null },
    { name: 'a negative amount', state: { ...good, BetragCent: -1 }, expected: null },
    { name: 'no timing text', state: { ...good, Hinweis: '' }, expected: null },
  ])('$name', ({ state, expected }) => {
    expect(choiceOutcome(state)).toEqual(expected);
  });
});
