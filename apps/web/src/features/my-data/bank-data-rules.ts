/**
 * The last four characters of a masked IBAN ("DE•• •••• •••• •••• ••30 00" → "3000"), so a screen
 * reader can say which account it is instead of reading every bullet; null when none are shown.
 */
export function ibanEnding(masked: string): string | null {
  const shown = masked.replace(/\s/g, '').slice(-4);
  return /^[A-Z0-9]{4}$/i.test(shown) ? shown : null;
}
