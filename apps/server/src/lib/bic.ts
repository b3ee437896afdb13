import { createRequire } from 'node:module';

type IbanToBic = { ibanToBic(iban: string): string | undefined };

// iban-to-bic parses its bank directories (the Bundesbank's list and others) when it is imported;
// most processes never derive a BIC, so the tables are loaded on the first call, not at start.
let library: IbanToBic | undefined;
const load = () => {
  library ??= createRequire(import.meta.url)('iban-to-bic') as IbanToBic;
  return library;
};

/**
 * The BIC of an IBAN where the bank directories bundled with iban-to-bic know the bank (the
 * Bundesbank's list for German IBANs, and several other countries); null elsewhere.
 */
export function bicOf(iban: string): string | null {
  return load().ibanToBic(iban) ?? null;
}
