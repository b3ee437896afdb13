import type { Reward } from '@kwk/shared/rewards/reward-pickup.schemas';
import { describe, expect, it } from 'vitest';
import { choiceBody, emptyChoice, groupRewards, isRewardId, pickupState } from './reward-choice.ts';

const id = '8b0c7a52-6f0e-4c43-9d55-2f7c9f5e1a11';
const reward = (PraemieId: string, Status: Reward['Status']): Reward => ({
  PraemieId,
  Art: 'Empfehlung',
  Empfehlungsnummer: 100001,
  Produkt: 'MagentaZuhause M',
  NachErfolgreichen: null,
  BetragCent: 3500,
  Status,
  Auszahlung: null,
  GewaehltAm: null,
  UeberschreitetFreigrenze: false,
  AbholenBis: null,
  Gutschein: null,
});

describe('pickupState', () => {
  it.each([
    { status: 'Bereitgestellt', expected: 'choose' },
    { status: 'Abgeholt', expected: 'chosen' },
    { status: 'Ausgezahlt', expected: 'paid' },
    { status: 'Offen', expected: 'unavailable' },
    { status: 'Storniert', expected: 'unavailable' },
    { status: 'Abgelaufen', expected: 'expired' },
  ] as const)('$status → $expected', ({ status, expected }) => {
    expect(pickupState(status)).toBe(expected);
  });
});

describe('groupRewards', () => {
  it('puts the ready ones first and keeps the order within each group', () => {
    const list = [reward('a', 'Abgeholt'), reward('b', 'Bereitgestellt'), reward('c', 'Ausgezahlt')];
    list.push(reward('d', 'Bereitgestellt'), reward('e', 'Abgelaufen'));
    const { ready, taken, expired } = groupRewards(list);
    expect(ready.map((r) => r.PraemieId)).toEqual(['b', 'd']);
    expect(taken.map((r) => r.PraemieId)).toEqual(['a', 'c']);
    expect(expired.map((r) => r.PraemieId)).toEqual(['e']);
  });
});

describe('isRewardId', () => {
  it.each([
    { value: id, expected: true },
    { value: id.toUpperCase(), expected: true },
    { value: '1', expected: false },
    { value: `${id}x`, expected: false },
    { value: undefined, expected: false },
  ])('$value → $expected', ({ value, expected }) => {
    expect(isRewardId(value)).toBe(expected);
  });
});

describe('choiceBody', () => {
  const typed = {
    ...emptyChoice(),
    Kontoinhaber: 'Anna Berg',
    Iban: 'DE89 3704 0044 0532 0130 00',
    save: true,
  };
  it.each([
    {
      name: 'nothing chosen yet: the schema refuses at Auszahlung',
      values: { ...typed, kind: null },
      options: { hasStoredAccount: false, canSave: true },
      expected: { PraemieId: id },
    },
    {
      name: 'a voucher: no address, it goes to the account’s own',
      values: { ...typed, kind: 'Gutschein' as const },
      options: { hasStoredAccount: true, canSave: true },
      expected: { PraemieId: id, Auszahlung: 'Gutschein' },
    },
    {
      name: 'a transfer to the stored account: no bank data sent',
      values: { ...typed, kind: 'Ueberweisung' as const, account: 'stored' as const },
      options: { hasStoredAccount: true, canSave: true },
      expected: { PraemieId: id, Auszahlung: 'Ueberweisung' },
    },
    {
      name: 'a transfer to a new account, kept for next time',
      values: { ...typed, kind: 'Ueberweisung' as const, account: 'new' as const },
      options: { hasStoredAccount: true, canSave: true },
      expected: {
        PraemieId: id,
        Auszahlung: 'Ueberweisung',
        Bankdaten: { Kontoinhaber: 'Anna Berg', Iban: 'DE89 3704 0044 0532 0130 00' },
        BankdatenSpeichern: true,
      },
    },
    {
      name: 'without a stored account the typed one counts, and a tenant that keeps none is not asked',
      values: { ...typed, kind: 'Ueberweisung' as const, account: 'stored' as const },
      options: { hasStoredAccount: false, canSave: false },
      expected: {
        PraemieId: id,
        Auszahlung: 'Ueberweisung',
        Bankdaten: { Kontoinhaber: 'Anna Berg', Iban: 'DE89 3704 0044 0532 0130 00' },
      },
    },
  ])('$name', ({ values, options, expected }) => {
    expect(choiceBody(id, values, options)).toEqual(expected);
  });
});
