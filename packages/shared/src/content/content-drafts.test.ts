import { describe, expect, it } from 'vitest';
import { entryFieldChanges } from './content-drafts.ts';

const faq = { Question: 'Frist?', Answer: '60 Tage.', Group: '', Position: 0 };
const visual = {
  AltDe: 'Rot',
  AltEn: 'Red',
  FocusX: 50,
  FocusY: 50,
  OriginalWidth: 2000,
  OriginalHeight: 1000,
  Sources: { xl: { webp: 'aaaaaaaa1111', jpeg: 'b' } },
};

describe('entryFieldChanges: what publishing one entry changes, field by field', () => {
  it.each([
    ['an unchanged FAQ', 'faq', faq, faq, []],
    [
      'a changed answer and position',
      'faq',
      faq,
      { ...faq, Answer: '90 Tage.', Position: 2 },
      [
        { field: 'Answer', before: '60 Tage.', after: '90 Tage.' },
        { field: 'Position', before: '0', after: '2' },
      ],
    ],
    [
      'a new block lists its filled fields',
      'block',
      null,
      { Title: 'Neu', Body: '' },
      [{ field: 'Title', before: '', after: 'Neu' }],
    ],
    [
      'a deleted footnote the fields it loses',
      'footnote',
      { Identifier: 'bonus', Titel: 'Bonus', Gruppe: '', Inhalt: 'Text' },
      null,
      [
        { field: 'Identifier', before: 'bonus', after: '' },
        { field: 'Titel', before: 'Bonus', after: '' },
        { field: 'Inhalt', before: 'Text', after: '' },
      ],
    ],
    [
      'a variable set name by name',
      'variables',
      {
        Variables: [
          { Name: 'A', Value: '1' },
          { Name: 'B', Value: '2' },
        ],
      },
      {
        Variables: [
          { Name: 'A', Value: '1' },
          { Name: 'C', Value: '3' },
        ],
      },
      [
        { field: 'C', before: '', after: '3' },
        { field: 'B', before: '2', after: '' },
      ],
    ],
    [
      'a key visual’s new picture of the same size and its alt text',
      'keyvisual',
      visual,
      { ...visual, AltEn: 'Red picture', Sources: { xl: { webp: 'cccccccc2222', jpeg: 'd' } } },
      [
        { field: 'AltEn', before: 'Red', after: 'Red picture' },
        { field: 'Image', before: '2000 × 1000 px (aaaaaaaa)', after: '2000 × 1000 px (cccccccc)' },
      ],
    ],
    [
      'a moved focal point',
      'keyvisual',
      visual,
      { ...visual, FocusX: 20 },
      [{ field: 'Focus', before: '50 % / 50 %', after: '20 % / 50 %' }],
    ],
  ] as const)('%s', (_name, kind, before, after, expected) => {
    expect(entryFieldChanges(kind, before, after)).toEqual(expected);
  });
});
