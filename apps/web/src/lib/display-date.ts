const berlinDate = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/**
 * A date of the API (`YYYY-MM-DD`, or an ISO timestamp) as spec §9 writes dates, DD.MM.YYYY, in
 * both languages; a timestamp counts in Europe/Berlin. null when the value is no date.
 */
export function displayDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (plain) return `${plain[3]}.${plain[2]}.${plain[1]}`;
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : berlinDate.format(time);
}

const berlinTime = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * A moment as spec §9 writes date and time, 'DD.MM.YYYY - HH:MM' (Europe/Berlin, both languages);
 * a plain day (`YYYY-MM-DD`) has no time and reads DD.MM.YYYY. null when the value is no date.
 */
export function displayDateTime(value: string | null | undefined): string | null {
  const date = displayDate(value);
  if (!date || !value?.includes('T')) return date;
  return `${date} - ${berlinTime.format(Date.parse(value))}`;
}
