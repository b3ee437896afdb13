/** A moment as the console shows dates: DD.MM.YYYY in Berlin time. */
export function shortDate(iso: string | null | undefined): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(iso));
}

/** Cents as euros, `25,00 €` (German) or `€25.00` (English). */
export function euro(cents: number, lang: 'de' | 'en'): string {
  return new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'de-DE', {
    style: 'currency',
    currency: 'EUR',
  }).format(cents / 100);
}

/**
 * An amount in euros as an operator types it (`25`, `25,5`, `25,50`, `25.50`, `1.250,00`) in
 * cents; undefined when it is no amount. The server checks the range.
 */
export function parseEuro(raw: string): number | undefined {
  const text = raw.replace(/\s|€/g, '');
  if (!/^\d{1,3}(?:\.\d{3})*(?:,\d{1,2})?$|^\d+(?:[.,]\d{1,2})?$/.test(text)) return undefined;
  // A comma is the decimal mark whenever there is one; otherwise a dot followed by 1–2 digits is.
  const normal = text.includes(',')
    ? text.replaceAll('.', '').replace(',', '.')
    : /\.\d{3}$/.test(text)
      ? text.replaceAll('.', '')
      : text;
  const value = Number(normal);
  return Number.isFinite(value) ? Math.round(value * 100) : undefined;
}

/** A text's `{name}` placeholders filled in. */
export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');
