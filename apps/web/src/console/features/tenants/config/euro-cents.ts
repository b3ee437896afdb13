import { parseEuro } from '../../cases/case-format.ts';

/**
 * Cents as an operator types euros, without the sign so the field can be edited as is: `300` or
 * `12,50` (German), `12.50` (English). The API keeps cents (spec §3 `…Cent` keys).
 */
export function centsToEuroText(cents: number, lang: 'de' | 'en'): string {
  const whole = cents % 100 === 0;
  const text = whole ? String(cents / 100) : (cents / 100).toFixed(2);
  return lang === 'de' ? text.replace('.', ',') : text;
}

/** What the operator typed, in cents; undefined when it is no amount (`25`, `25,5`, `1.250,00`). */
export const euroTextToCents = (text: string): number | undefined => parseEuro(text);
