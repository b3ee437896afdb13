import { displayDate } from '../../../lib/display-date.ts';

const berlinTime = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  hour: '2-digit',
  minute: '2-digit',
});

/** An ISO timestamp as DD.MM.YYYY HH:MM (Europe/Berlin), or the dash for none. */
export function displayDateTime(value: string | null | undefined): string {
  const date = displayDate(value);
  return date && value ? `${date} ${berlinTime.format(Date.parse(value))}` : '–';
}
