import { describe, expect, it } from 'vitest';
import { CONFIG_TEXTS } from './config/config-texts.ts';
import { centsToEuroText, euroTextToCents } from './config/euro-cents.ts';
import { tenantDetail as detail } from './tenant-detail.test-support.ts';
import { fromDraft, toDraft } from './tenant-draft.ts';

const texts = CONFIG_TEXTS.de;

describe('euros and cents (the API keeps cents, the operator types euros)', () => {
  it.each([
    [30000, 'de', '300'],
    [5550, 'de', '55,50'],
    [5550, 'en', '55.50'],
    [5, 'de', '0,05'],
    [0, 'de', '0'],
  ] as const)('%i cents read %s as %s and back', (cents, lang, text) => {
    expect(centsToEuroText(cents, lang)).toBe(text);
    expect(euroTextToCents(text)).toBe(cents);
  });

  it('takes amounts as people type them and refuses what is no amount', () => {
    expect(euroTextToCents('1.250,00 €')).toBe(125000);
    expect(euroTextToCents('12,5')).toBe(1250);
    expect(euroTextToCents('12,555')).toBeUndefined();
    expect(euroTextToCents('zwölf')).toBeUndefined();
  });
});

describe('the tenant form’s draft', () => {
  it('gives back what it was made from when nothing is edited', () => {
    const { PreviewUrl: _, Id: _id, Key: _key, UpdatedAt: _at, ...saved } = detail;
    expect(fromDraft(toDraft(detail, 'de'), texts)).toEqual({ body: saved });
    expect(fromDraft(toDraft(detail, 'en'), texts)).toEqual({ body: saved });
  });

  it('holds euro amounts as euros and saves them as cents', () => {
    const draft = toDraft(detail, 'de');
    const rules = draft.Settings.Rules as Record<string, unknown>;
    expect(rules.MaxEmpfaengerPraemieCent).toBe('55,50');
    expect(rules.BonusPraemien).toEqual([{ NachErfolgreichen: '3', Cent: '60' }]);
    rules.MaxEmpfaengerPraemieCent = '75';
    rules.BonusPraemien = [{ NachErfolgreichen: '5', Cent: '150,00' }];
    const result = fromDraft(draft, texts);
    expect('body' in result && result.body.Settings.Rules.MaxEmpfaengerPraemieCent).toBe(7500);
    expect('body' in result && result.body.Settings.Rules.BonusPraemien).toEqual([
      { NachErfolgreichen: 5, Cent: 15000 },
    ]);
  });

  it('leaves an optional field out when it is emptied (the portal reads its default)', () => {
    const draft = toDraft(detail, 'de');
    (draft.Settings.Rules as Record<string, unknown>).KulanzJahresgrenzeCent = '';
    const result = fromDraft(draft, texts);
    expect('body' in result && 'KulanzJahresgrenzeCent' in result.body.Settings.Rules).toBe(false);
    expect('body' in result && 'Imprint' in result.body.Brand).toBe(false);
  });

  it('puts its own messages at the field: an amount that is none, a number that is none', () => {
    const draft = toDraft(detail, 'de');
    const rules = draft.Settings.Rules as Record<string, unknown>;
    rules.KulanzFreigabeAbCent = 'hundert';
    rules.BonusPraemien = [{ NachErfolgreichen: 'drei', Cent: '60' }];
    expect(fromDraft(draft, texts)).toEqual({
      errors: {
        'Settings.Rules.KulanzFreigabeAbCent': texts.euro,
        'Settings.Rules.BonusPraemien.0.NachErfolgreichen': texts.number,
      },
    });
  });
});
