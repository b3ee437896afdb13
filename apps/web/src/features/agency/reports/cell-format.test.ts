import { describe, expect, it } from 'vitest';
import { cellText, formatCount } from './cell-format.ts';

const translate = (value: string) => `«${value}»`;

describe('cellText', () => {
  it.each([
    { value: '2026-03-02', kind: 'date' as const, de: '02.03.2026', en: '02.03.2026' },
    { value: '2026-03-01T23:30:00.000Z', kind: 'date' as const, de: '02.03.2026', en: '02.03.2026' },
    {
      value: '2026-03-01T09:05:00.000Z',
      kind: 'dateTime' as const,
      de: '01.03.2026 - 10:05',
      en: '01.03.2026 - 10:05',
    },
    { value: 2500, kind: 'cents' as const, de: '25,00\u00a0€', en: '€25.00' },
    { value: 123456, kind: 'cents' as const, de: '1.234,56\u00a0€', en: '€1,234.56' },
    { value: true, kind: 'yesNo' as const, de: '«yes»', en: '«yes»' },
    { value: false, kind: 'yesNo' as const, de: '«no»', en: '«no»' },
    { value: 'Offen', kind: 'value' as const, de: '«Offen»', en: '«Offen»' },
    { value: 'ModuleEmailClient', kind: 'channel' as const, de: 'E-Mail', en: 'E-mail' },
    { value: 'Sms', kind: 'channel' as const, de: 'SMS', en: 'SMS' },
    { value: 'Messenger X', kind: 'channel' as const, de: 'Messenger X', en: 'Messenger X' },
    { value: 12345678, kind: 'number' as const, de: '12345678', en: '12345678' },
    { value: null, kind: 'date' as const, de: '–', en: '–' },
    { value: '', kind: 'text' as const, de: '–', en: '–' },
  ])('$value as $kind', ({ value, kind, de, en }) => {
    expect(cellText(value, kind, 'de', translate)).toBe(de);
    expect(cellText(value, kind, 'en', translate)).toBe(en);
  });
});

describe('formatCount', () => {
  it('groups thousands as the language does', () => {
    expect(formatCount(1234, 'de')).toBe('1.234');
    expect(formatCount(1234, 'en')).toBe('1,234');
  });
});
