import { describe, expect, it } from 'vitest';
import { creditsTaken, sharesToTake, type TakeCandidate } from './batch-takes.ts';

const referrer: TakeCandidate = { id: 'r', beneficiary: 'Empfehler', ibanSealed: 'sealed' };
const pickedUp: TakeCandidate = { id: 'p', beneficiary: 'Empfaenger', ibanSealed: 'sealed' };
const orderAccount: TakeCandidate = { id: 'o', beneficiary: 'Empfaenger', ibanSealed: null };
const lateVoucher: TakeCandidate = { id: 'v', beneficiary: 'Empfaenger', ibanSealed: null };
const all = [referrer, pickedUp, orderAccount, lateVoucher];
const ids = (list: TakeCandidate[]) => list.map((c) => c.id);

describe('the shares a batch takes', () => {
  it('moves only the ready shares paid to the account given at the order', () => {
    expect(ids(sharesToTake(all))).toEqual(['o', 'v']);
  });

  it.each([
    ['every share moved', ['o', 'v'], ['r', 'p', 'o', 'v']],
    // The recipient chose a voucher at their pickup after the batch read the share: no transfer too.
    ['a share chosen meanwhile did not move', ['o'], ['r', 'p', 'o']],
    ['nothing moved', [], ['r', 'p']],
  ])('%s', (_case, moved, paid) => {
    expect(ids(creditsTaken(all, moved))).toEqual(paid);
  });
});
