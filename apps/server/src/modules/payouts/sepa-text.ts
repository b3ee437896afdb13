/**
 * Text in a SEPA file may use only the SEPA basic Latin character set (EPC guidelines; the sepa
 * library refuses anything else): German letters are written out, other characters become a space.
 * Pure, so the rule is tested by table.
 */
const SPELLED: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ß: 'ss',
};

export function sepaText(input: string, max: number): string {
  const spelled = input
    .replace(/[äöüÄÖÜß]/g, (c) => SPELLED[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  const cleaned = spelled
    .replace(/[^A-Za-z0-9/?:().,'+ -]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return cleaned.slice(0, max).trim();
}
