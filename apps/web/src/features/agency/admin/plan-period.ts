import type { Language } from '@kwk/shared/errors/error-codes';
import { displayDate } from '../../../lib/display-date.ts';

/** A reward plan's period as spec §9 writes dates: "01.06.2026 – 31.12.2026", or "ab 01.06.2026" without end. */
export function planPeriod(plan: { Startdatum: string; Enddatum: string | null }, lang: Language): string {
  const start = displayDate(plan.Startdatum) ?? plan.Startdatum;
  if (!plan.Enddatum) return lang === 'en' ? `from ${start}` : `ab ${start}`;
  return `${start} – ${displayDate(plan.Enddatum) ?? plan.Enddatum}`;
}
