import { describe, expect, it } from 'vitest';
import { fillContent, paragraphs } from './content-text.ts';
import { groupFaqs } from './faq-groups.ts';

const variables = new Map([
  ['PraemieGlasfaser', 'bis zu 90 €'],
  ['BonusNach3', '60 €'],
]);

describe('fillContent: shared placeholders, then the tenant’s variables', () => {
  it.each([
    ['Empfehlen Sie {client}.', 'Empfehlen Sie Telko.', 'a shared placeholder'],
    ['Glasfaser: {PraemieGlasfaser} Prämie', 'Glasfaser: bis zu 90 € Prämie', 'a variable by name'],
    ['{client}: {BonusNach3} extra', 'Telko: 60 € extra', 'both in one text'],
    ['Bis {endDate}', 'Bis {endDate}', 'a placeholder without value stays'],
    ['Neu: {Unbekannt}', 'Neu: {Unbekannt}', 'an unknown variable stays'],
    ['{ PraemieGlasfaser }', '{ PraemieGlasfaser }', 'braces with spaces name nothing'],
  ])('%s → %s (%s)', (text, filled, _why) => {
    expect(fillContent(text, { client: 'Telko' }, variables)).toBe(filled);
  });

  it('does not fill a variable’s value a second time', () => {
    const looping = new Map([
      ['A', '{B}'],
      ['B', 'x'],
    ]);
    expect(fillContent('{A}', {}, looping)).toBe('{B}');
  });
});

describe('paragraphs: blank lines part paragraphs, a newline breaks a line', () => {
  it.each([
    ['Eins', [['Eins']]],
    ['Eins\nZwei', [['Eins', 'Zwei']]],
    ['Eins\n\nZwei', [['Eins'], ['Zwei']]],
    ['Eins\r\n\r\n\r\nZwei\n \nDrei', [['Eins'], ['Zwei'], ['Drei']]],
    ['\n\n  ', []],
  ])('%j', (text, expected) => {
    expect(paragraphs(text)).toEqual(expected);
  });
});

describe('groupFaqs', () => {
  it('keeps the API’s order of groups and of items within them', () => {
    const faqs = [
      { Id: '1', Group: '' },
      { Id: '2', Group: 'Prämie' },
      { Id: '3', Group: '' },
      { Id: '4', Group: 'Prämie' },
      { Id: '5', Group: 'Konto' },
    ];
    expect(groupFaqs(faqs).map((g) => [g.name, g.items.map((i) => i.Id)])).toEqual([
      ['', ['1', '3']],
      ['Prämie', ['2', '4']],
      ['Konto', ['5']],
    ]);
  });
});
