import { electronicFormatIBAN, isValidIBAN } from 'ibantools';

/** An IBAN as typed ("de89 3704 …") in its electronic form ("DE8937…"), or '' when it is none. */
export function normaliseIban(input: string): string {
  return electronicFormatIBAN(input.trim()) ?? '';
}

/**
 * Why an IBAN cannot be used, or null: spec §5 checks it (country format and checksum, by
 * ibantools) and, with ModuleIBANNurDE, accepts German IBANs only.
 */
export function ibanProblem(input: string, germanOnly: boolean): 'invalid' | 'not_german' | null {
  const iban = normaliseIban(input);
  if (!isValidIBAN(iban)) return 'invalid';
  if (germanOnly && !iban.startsWith('DE')) return 'not_german';
  return null;
}

/** Only the last four characters are shown again: "DE•• •••• •••• •••• ••30 00". */
export function maskIban(iban: string): string {
  const visible = iban.slice(-4);
  const masked = `${iban.slice(0, 2)}${'•'.repeat(Math.max(0, iban.length - 6))}${visible}`;
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}
