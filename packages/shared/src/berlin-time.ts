const FORMAT = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant's day (DD.MM.YYYY) and time (HH:mm) in Berlin, whatever the machine's zone. */
export function berlinDateAndTime(at: Date): { date: string; time: string } {
  const parts = Object.fromEntries(FORMAT.formatToParts(at).map((p) => [p.type, p.value]));
  return { date: `${parts.day}.${parts.month}.${parts.year}`, time: `${parts.hour}:${parts.minute}` };
}

/** An instant as support reads it: DD.MM.YYYY HH:mm in Berlin time, whatever the browser's zone. */
export function berlinDateTime(iso: string): string {
  const { date, time } = berlinDateAndTime(new Date(iso));
  return `${date} ${time}`;
}
