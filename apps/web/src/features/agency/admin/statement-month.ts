import type { Language } from '@kwk/shared/errors/error-codes';

const formats = {
  de: new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/** A statement's month `YYYY-MM` as people say it: "Oktober 2026" / "October 2026". */
export function statementMonth(month: string, lang: Language): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  return formats[lang].format(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
}

/** The file name the PDF is saved under: `Provisionsabrechnung-2026-10.pdf`. */
export function statementFileName(month: string): string {
  return `Provisionsabrechnung-${month}.pdf`;
}
