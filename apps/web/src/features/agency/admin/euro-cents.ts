/**
 * An amount typed in euros ("25", "12,50", "12.50", "1.250,00") as whole cents, or null when it is
 * no amount. Language-neutral on purpose: agencies type the German comma and the English point
 * alike, so a separator before exactly three digits groups thousands, and one before one or two
 * digits starts the cents.
 */
export function parseEuroInput(text: string): number | null {
  const plain = text.replace(/[\s\u00a0€]/g, '');
  if (!/^\d[\d.,]*$/.test(plain)) return null;
  const decimal = /[.,](\d{1,2})$/.exec(plain);
  const whole = decimal ? plain.slice(0, decimal.index) : plain;
  if (!/^\d{1,3}([.,]\d{3})*$/.test(whole) && !/^\d+$/.test(whole)) return null;
  const euros = Number(whole.replace(/[.,]/g, ''));
  const cents = decimal ? Number(decimal[1]!.padEnd(2, '0')) : 0;
  return euros * 100 + cents;
}
