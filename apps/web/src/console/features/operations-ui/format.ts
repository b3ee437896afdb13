import { berlinDateTime } from '../../lib/berlin-time.ts';

/** A time as the operations screens show it: DD.MM.YYYY HH:MM in Berlin time, as the rest of the console. */
export function formatTime(iso: string | null | undefined): string {
  return iso ? berlinDateTime(iso) : '–';
}
