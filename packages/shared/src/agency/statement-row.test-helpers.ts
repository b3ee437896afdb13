import type { Statement } from './agency-admin.schemas.ts';

type Figures = Pick<Statement, 'Auftraege' | 'NettoCent' | 'UstCent' | 'BruttoCent' | 'AuszahlungCent'> &
  Partial<Pick<Statement, 'Stornos' | 'VortragCent'>>;

/**
 * A row of the agency's statement list (tab Rechnungen) as the API answers it, for tests on both sides:
 * the running month (no number yet) or a credit note issued under `issued`; no reversals and no carried
 * rest unless the figures name them.
 */
export function statementRow(
  month: string,
  issued: 'running' | { Nummer: string; Ausgestellt: string },
  figures: Figures,
): Statement {
  return {
    Monat: month,
    Nummer: issued === 'running' ? null : issued.Nummer,
    Ausgestellt: issued === 'running' ? null : issued.Ausgestellt,
    Laufend: issued === 'running',
    Stornos: 0,
    VortragCent: 0,
    ...figures,
  };
}
