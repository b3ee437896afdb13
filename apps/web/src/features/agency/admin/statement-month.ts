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

/** The file name the credit note is saved under: `Gutschrift-GS-000001-2026-10.pdf`, as the server names it. */
export function statementFileName(number: string | null, month: string): string {
  return number ? `Gutschrift-${number}-${month}.pdf` : `Gutschrift-${month}.pdf`;
}
