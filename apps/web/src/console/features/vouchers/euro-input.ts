/**
 * A value typed in euros as an operator writes it (`25`, `12,50`, `12.5`, `25 €`) in cents;
 * undefined when it is no positive amount with at most two decimals.
 */
export function centsOf(typed: string): number | undefined {
  const text = typed.replace(/€/g, '').trim().replace(',', '.');
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(text)) return undefined;
  const cents = Math.round(Number(text) * 100);
  return cents > 0 ? cents : undefined;
}
