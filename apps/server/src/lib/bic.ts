import ibanToBic from 'iban-to-bic';

/**
 * The BIC of an IBAN where the bank directories bundled with iban-to-bic know the bank (the
 * Bundesbank's list for German IBANs, and several other countries); null elsewhere.
 */
export function bicOf(iban: string): string | null {
  return ibanToBic.ibanToBic(iban) ?? null;
}
