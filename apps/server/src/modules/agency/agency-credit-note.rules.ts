import { berlinDate } from '../../clock.ts';

/**
 * The rules of the agency's credit note (Gutschrift, § 14 Abs. 2 Satz 2 UStG): the programme
 * operator, who receives the agency's service, issues the document; the agency is paid by it.
 * Pure, so they are tested by table (agency-credit-note.rules.test.ts); decision 038.
 */

/** The agency's tax status (agencies.steuerstatus), kept by the programme operator. */
export const TAX_STATUSES = ['Regelbesteuerung', 'Kleinunternehmer', 'ReverseCharge'] as const;
export type TaxStatus = (typeof TAX_STATUSES)[number];

/** The standard rate (§ 12 Abs. 1 UStG) on an agency's commission. */
export const VAT_RATE_PERCENT = 19;

export interface CreditNoteAmounts {
  netCent: number;
  /** The VAT shown on the document; 0 where none is shown (§ 19, § 13b). */
  vatCent: number;
  grossCent: number;
  /** The rate shown, or null where the document shows a note instead. */
  vatRatePercent: number | null;
  /** The note the law requires instead of the VAT (§ 19 UStG, § 14a Abs. 5 UStG), or null. */
  note: string | null;
}

export const KLEINUNTERNEHMER_NOTE =
  'Der leistende Unternehmer ist Kleinunternehmer im Sinne von § 19 UStG; Umsatzsteuer wird nicht berechnet.';
export const REVERSE_CHARGE_NOTE =
  'Steuerschuldnerschaft des Leistungsempfängers (§ 13b UStG): Die Umsatzsteuer schuldet der Aussteller dieser Gutschrift.';

/**
 * Net, VAT and gross of a commission. The commission per order (agencies.provision_cent) is the net
 * amount agreed between businesses; VAT is added on top for a regularly taxed agency and rounded
 * half up to the cent on the document's total (§ 14 Abs. 4 Nr. 8 UStG: one amount per rate).
 */
export function creditNoteAmounts(netCent: number, status: TaxStatus): CreditNoteAmounts {
  switch (status) {
    case 'Regelbesteuerung': {
      const vatCent = Math.round((netCent * VAT_RATE_PERCENT) / 100);
      return { netCent, vatCent, grossCent: netCent + vatCent, vatRatePercent: VAT_RATE_PERCENT, note: null };
    }
    case 'Kleinunternehmer':
      return { netCent, vatCent: 0, grossCent: netCent, vatRatePercent: null, note: KLEINUNTERNEHMER_NOTE };
    case 'ReverseCharge':
      return { netCent, vatCent: 0, grossCent: netCent, vatRatePercent: null, note: REVERSE_CHARGE_NOTE };
  }
}

/** The issuer's data (tenant configuration Brand.CreditNoteIssuer). */
export interface IssuerTaxData {
  TaxNumber: string;
  VatId: string;
}

/** The agency's tax identifiers. */
export interface AgencyTaxData {
  ustId: string;
  steuernummer: string;
  steuerstatus: TaxStatus;
}

export type CreditNoteBlocker = 'agency.credit_note_issuer_missing' | 'agency.credit_note_tax_id_missing';

/**
 * What keeps a credit note from being issued, or null. The document must name the agency's
 * (the supplier's) Steuernummer or USt-IdNr. (§ 14 Abs. 4 Nr. 2 UStG); reverse charge needs both
 * parties' USt-IdNr. (§ 14a Abs. 1 UStG). The issuer names its own tax number as well.
 */
export function creditNoteBlocker(
  issuer: IssuerTaxData | undefined,
  agency: AgencyTaxData,
): CreditNoteBlocker | null {
  const has = (value: string | undefined) => (value ?? '').trim() !== '';
  const reverse = agency.steuerstatus === 'ReverseCharge';
  if (!issuer || !(has(issuer.TaxNumber) || has(issuer.VatId)) || (reverse && !has(issuer.VatId)))
    return 'agency.credit_note_issuer_missing';
  if (reverse ? !has(agency.ustId) : !(has(agency.ustId) || has(agency.steuernummer)))
    return 'agency.credit_note_tax_id_missing';
  return null;
}

/** The document number the counter's n-th number is shown as: "GS-000042". */
export const creditNoteNumber = (sequence: number) => `GS-${String(sequence).padStart(6, '0')}`;

/** The month a moment falls in, Berlin time (YYYY-MM). */
export const berlinMonth = (at: Date) => berlinDate(at).slice(0, 7);

/** A month's credit note is issued once the month is over in Berlin: later releases could not join it. */
export const monthClosed = (month: string, now: Date) => month < berlinMonth(now);
