import { formatEuro } from '@kwk/shared/catalogue/catalogue.rules';
import type { Language } from '@kwk/shared/errors/error-codes';
import { channelLabel } from '@kwk/shared/tenants/channel-labels';
import { displayDate, displayDateTime } from '../../../lib/display-date.ts';

/**
 * How a report column's values read (spec §9: dates DD.MM.YYYY, moments 'DD.MM.YYYY - HH:MM',
 * money in euros).
 */
export type CellKind = 'text' | 'number' | 'date' | 'dateTime' | 'cents' | 'yesNo' | 'value' | 'channel';

const counts = { de: new Intl.NumberFormat('de-DE'), en: new Intl.NumberFormat('en-GB') };

/** Counts as the language groups them: "1.234" / "1,234". */
export function formatCount(value: number, language: Language): string {
  return counts[language].format(value);
}

/**
 * A cell's text. `translate` turns fixed values (Status, Art, yes/no) into the language's words;
 * numbers such as an Empfehlungsnummer are identifiers and stay ungrouped.
 */
export function cellText(
  value: unknown,
  kind: CellKind,
  language: Language,
  translate: (value: string) => string,
): string {
  if (value === null || value === undefined || value === '') return '–';
  switch (kind) {
    case 'date':
      return displayDate(String(value)) ?? String(value);
    case 'dateTime':
      return displayDateTime(String(value)) ?? String(value);
    case 'cents':
      return typeof value === 'number' ? formatEuro(value, language) : String(value);
    case 'yesNo':
      return translate(value === true ? 'yes' : 'no');
    case 'value':
      return translate(String(value));
    case 'channel':
      // A share channel's name (`ModuleEmailClient` reads "E-Mail"), as the export writes it.
      return channelLabel(String(value), language);
    default:
      return String(value);
  }
}
