import { describe, expect, it } from 'vitest';
import { statementFileName, statementMonth } from './statement-month.ts';

describe('statementMonth', () => {
  it.each([
    ['2026-10', 'de', 'Oktober 2026'],
    ['2026-01', 'en', 'January 2026'],
    ['2026-12', 'de', 'Dezember 2026'],
    ['kaputt', 'de', 'kaputt'],
  ] as const)('%s in %s → %s', (month, lang, text) => {
    expect(statementMonth(month, lang)).toBe(text);
  });

  it('names the file by the credit note number and the month', () => {
    expect(statementFileName('GS-000001', '2026-10')).toBe('Gutschrift-GS-000001-2026-10.pdf');
  });
});
