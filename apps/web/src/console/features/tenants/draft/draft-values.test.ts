import { describe, expect, it } from 'vitest';
import { DRAFT_TEXTS } from './draft-texts.ts';
import { fieldLabel, valueText } from './draft-values.ts';

const de = DRAFT_TEXTS.de;

describe('the draft diff in words', () => {
  it('writes switches, euros, lists of objects and nothing as an operator reads them', () => {
    expect(valueText('Brand.Features.FriendlyCaptcha', false, 'de', de)).toBe('aus');
    expect(valueText('Settings.Rules.MaxEmpfaengerPraemieCent', 2550, 'de', de)).toBe(`25,50\u00a0€`);
    expect(valueText('Settings.Rules.BonusPraemien', [{ NachErfolgreichen: 3, Cent: 1000 }], 'de', de)).toBe(
      'Ab erfolgreichen Empfehlungen: 3, Bonus: 10,00\u00a0€',
    );
    expect(valueText('Brand.Name', '', 'de', de)).toBe('–');
  });

  it('names a field by the table’s words, not its key', () => {
    expect(fieldLabel('Brand.Features.FriendlyCaptcha', 'de', de)).toBe('Captcha (ALTCHA) in Formularen');
    expect(fieldLabel('Hosts', 'en', DRAFT_TEXTS.en)).toBe('Hosts');
  });
});
