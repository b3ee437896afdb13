import { describe, expect, it } from 'vitest';
import { bodyOf, changeOf, hasEnglish, valuesOf } from './category-values.ts';

const category = {
  Identifier: 'personalisierung',
  Required: false,
  Position: 5,
  de: { Title: 'Personalisierung', ShortDescription: 'Kurz', LongDescription: 'Lang' },
  en: { Title: 'Personalisation', ShortDescription: 'Short', LongDescription: '' },
};

describe('the consent category form’s values', () => {
  it('round-trips a category through the form', () => {
    expect(bodyOf(valuesOf(category))).toEqual(category);
    expect(valuesOf(category)).toMatchObject({ 'de.Title': 'Personalisierung', Position: '5', Required: '' });
  });

  it.each<{ en: Record<string, string>; sent: unknown; started: boolean }>([
    {
      en: { 'en.Title': '', 'en.ShortDescription': ' ', 'en.LongDescription': '' },
      sent: null,
      started: false,
    },
    {
      en: { 'en.LongDescription': 'nur lang' },
      sent: { Title: '', ShortDescription: '', LongDescription: 'nur lang' },
      started: true,
    },
  ])('sends English texts only when one is filled in ($started)', ({ en, sent, started }) => {
    const values = { ...valuesOf({ ...category, en: null }), ...en };
    expect(hasEnglish(values)).toBe(started);
    expect(changeOf(values).en).toEqual(sent);
  });

  it('reads the required box and an empty position', () => {
    expect(changeOf({ Required: 'ja', Position: '' })).toMatchObject({ Required: true, Position: 0 });
    expect(bodyOf({ Identifier: ' neu ' }).Identifier).toBe('neu');
  });
});
