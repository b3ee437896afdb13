import { HOME_COUNTRY, isEuCountry } from '@kwk/shared/agency/agency-countries';
import { VALIDATION_MESSAGES } from '@kwk/shared/validation/messages';
import { berlinDate } from '../../clock.ts';

/**
 * The rules of the agency's credit note (Gutschrift, § 14 Abs. 2 Satz 2 UStG): the programme
 * operator, who receives the agency's service, issues the document; the agency is paid by it.
 * Pure, so they are tested by table (agency-credit-note.rules.test.ts); decision 038.
 */

/** The agency's tax status (agencies.steuerstatus), kept by the programme operator. */
export const TAX_STATUSES = ['Regelbesteuerung', 'Kleinunternehmer', 'ReverseCharge'] as const;
export type TaxStatus = (typeof TAX_STATUSES)[number];

/**
 * How the credit note treats VAT, by where the agency is established. The agency's service (it
 * procures orders) goes to the operator, a business in Germany, so it is taxable in Germany wherever
 * the agency sits (§ 3a Abs. 2 UStG). Abroad, the operator owes the VAT: an agency in another EU
 * state under § 13b Abs. 1, one outside the EU under § 13b Abs. 2 Nr. 1 UStG — reverse charge
 * either way, whatever tax status the operator keeps for it. At home, the operator's tax status
 * decides (19 % or § 19). A German address with the status ReverseCharge (kept before the country
 * was) stays ReverseCharge: `creditNoteBlocker` refuses it until the country is entered.
 */
export function taxTreatment(agency: { land: string; steuerstatus: TaxStatus }): TaxStatus {
  return agency.land === HOME_COUNTRY ? agency.steuerstatus : 'ReverseCharge';
}

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
 * half up to the cent on the document's total (§ 14 Abs. 4 Nr. 8 UStG: one amount per rate). A
 * total below zero (more reversed than credited) keeps its sign in all three.
 */
export function creditNoteAmounts(netCent: number, status: TaxStatus): CreditNoteAmounts {
  switch (status) {
    case 'Regelbesteuerung': {
      // Half away from zero, so a negative total (reversals) rounds as its positive twin does.
      const vatCent = Math.sign(netCent) * Math.round((Math.abs(netCent) * VAT_RATE_PERCENT) / 100);
      return { netCent, vatCent, grossCent: netCent + vatCent, vatRatePercent: VAT_RATE_PERCENT, note: null };
    }
    case 'Kleinunternehmer':
      return { netCent, vatCent: 0, grossCent: netCent, vatRatePercent: null, note: KLEINUNTERNEHMER_NOTE };
    case 'ReverseCharge':
      return { netCent, vatCent: 0, grossCent: netCent, vatRatePercent: null, note: REVERSE_CHARGE_NOTE };
  }
}

/** The issuer's data (tenant configuration Brand.CreditNoteIssuer). */
export interface IssuerData {
  Name: string;
  Street: string;
  PostalCode: string;
  City: string;
  TaxNumber: string;
  VatId: string;
}

/** The agency's name, address and tax identifiers (its master data). */
export interface AgencyData {
  name: string;
  strasse: string;
  plz: string;
  ort: string;
  /** ISO 3166-1 alpha-2 (Land). */
  land: string;
  ustId: string;
  steuernummer: string;
  steuerstatus: TaxStatus;
}

export type CreditNoteBlockerCode =
  | 'agency.credit_note_issuer_missing'
  | 'agency.credit_note_address_missing'
  | 'agency.credit_note_country_conflict'
  | 'agency.credit_note_tax_id_missing';

/** Every code `creditNoteBlocker` answers: a closed month it names waits, unissued. */
export const CREDIT_NOTE_BLOCKER_CODES: readonly CreditNoteBlockerCode[] = [
  'agency.credit_note_issuer_missing',
  'agency.credit_note_address_missing',
  'agency.credit_note_country_conflict',
  'agency.credit_note_tax_id_missing',
];

/** Why a credit note cannot be issued: whose data is missing (the code) and which fields (path, German message). */
export interface CreditNoteBlocker {
  code: CreditNoteBlockerCode;
  fields: { path: string; message: string }[];
}

const has = (value: string | undefined) => (value ?? '').trim() !== '';
const required = VALIDATION_MESSAGES.de.requiredField;

/** The address fields of each party, with the label the message names. */
const ISSUER_ADDRESS = [
  ['Name', 'Name'],
  ['Street', 'Straße'],
  ['PostalCode', 'PLZ'],
  ['City', 'Ort'],
] as const satisfies readonly (readonly [keyof IssuerData, string])[];
const AGENCY_ADDRESS = [
  ['name', 'Name', 'Name'],
  ['strasse', 'Strasse', 'Straße'],
  ['plz', 'Plz', 'PLZ'],
  ['ort', 'Ort', 'Ort'],
] as const satisfies readonly (readonly [keyof AgencyData, string, string])[];

/**
 * What keeps a credit note from being issued, or null. The document must name the full name and
 * address of both the issuer and the agency (§ 14 Abs. 4 Nr. 1 UStG) and the agency's (the
 * supplier's) Steuernummer or USt-IdNr. (§ 14 Abs. 4 Nr. 2 UStG); reverse charge with an agency in
 * another EU state needs both parties' USt-IdNr. (§ 14a Abs. 1 UStG), one outside the EU has none
 * and names its tax number. The issuer names its own tax number as well. An agency the operator
 * keeps as reverse-charged whose address says Germany is refused too: the operator's status says
 * abroad, the address at home, and a wrong tax note cannot be taken back.
 */
export function creditNoteBlocker(
  issuer: IssuerData | undefined,
  agency: AgencyData,
): CreditNoteBlocker | null {
  const euReverse = taxTreatment(agency) === 'ReverseCharge' && isEuCountry(agency.land);
  if (!issuer) return { code: 'agency.credit_note_issuer_missing', fields: [] };
  const issuerFields = ISSUER_ADDRESS.filter(([key]) => !has(issuer[key])).map(([key, label]) => ({
    path: `CreditNoteIssuer.${key}`,
    message: required(label),
  }));
  if (!(has(issuer.TaxNumber) || has(issuer.VatId)) || (euReverse && !has(issuer.VatId)))
    issuerFields.push({
      path: euReverse ? 'CreditNoteIssuer.VatId' : 'CreditNoteIssuer.TaxNumber',
      message: required(euReverse ? 'USt-IdNr.' : 'Steuernummer'),
    });
  if (issuerFields.length > 0) return { code: 'agency.credit_note_issuer_missing', fields: issuerFields };
  const agencyFields = AGENCY_ADDRESS.filter(([key]) => !has(agency[key])).map(([, path, label]) => ({
    path,
    message: required(label),
  }));
  if (agencyFields.length > 0) return { code: 'agency.credit_note_address_missing', fields: agencyFields };
  if (agency.land === HOME_COUNTRY && agency.steuerstatus === 'ReverseCharge')
    return {
      code: 'agency.credit_note_country_conflict',
      fields: [{ path: 'Land', message: VALIDATION_MESSAGES.de.invalidField('Land') }],
    };
  if (euReverse ? !has(agency.ustId) : !(has(agency.ustId) || has(agency.steuernummer)))
    // Either number serves (unless reverse-charged in the EU): the catalogue message says which to enter.
    return { code: 'agency.credit_note_tax_id_missing', fields: [] };
  return null;
}

/** The document number the counter's n-th number is shown as: "GS-000042". */
export const creditNoteNumber = (sequence: number) => `GS-${String(sequence).padStart(6, '0')}`;

/** The month a moment falls in, Berlin time (YYYY-MM). */
export const berlinMonth = (at: Date) => berlinDate(at).slice(0, 7);

/** A month's credit note is issued once the month is over in Berlin: later releases could not join it. */
export const monthClosed = (month: string, now: Date) => month < berlinMonth(now);

/** The month after a month (YYYY-MM). */
export function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

/**
 * The months that may have a statement still to issue, oldest first: every month with releases
 * that has no credit note, and every month after the agency's latest credit note up to the
 * running one — a reversal, or an order the fraud review has released since, settles on one of
 * those though none was released in it (decision 038, second addendum).
 */
export function statementMonths(input: {
  releaseMonths: readonly string[];
  issuedMonths: readonly string[];
  running: string;
}): string[] {
  const issued = new Set(input.issuedMonths);
  const months = new Set(input.releaseMonths.filter((m) => !issued.has(m) && m <= input.running));
  const latest = [...issued].sort().at(-1);
  if (latest) for (let m = nextMonth(latest); m <= input.running; m = nextMonth(m)) months.add(m);
  return [...months].sort();
}

/** One order a statement settles: a commission (amount > 0) or the reversal of one (< 0). */
export interface SettledLine<T> {
  order: T;
  amountCent: number;
  /** The credit note whose commission this line reverses; null for a commission. */
  reverses: string | null;
}

/**
 * What a statement settles for each order (repository `settlement`): an earning order not paid
 * for gets the agency's commission per order as it stands; a paid one that earns no longer gets
 * its paid amount back as a negative line naming the credit note that paid it.
 */
export function settledLines<T extends { earns: boolean; balanceCent: number; creditedOn: string | null }>(
  orders: readonly T[],
  provisionCent: number,
): SettledLine<T>[] {
  return orders.map((order) =>
    order.earns
      ? { order, amountCent: provisionCent, reverses: null }
      : { order, amountCent: -order.balanceCent, reverses: order.creditedOn },
  );
}

/**
 * Each order to the oldest of `months` (YYYY-MM, ascending) it may settle on: not before the month
 * it was released in. Orders released after the last month are left out.
 */
export function byStatementMonth<T extends { releasedAt: Date }>(
  orders: readonly T[],
  months: readonly string[],
): Map<string, T[]> {
  const out = new Map<string, T[]>(months.map((m) => [m, []]));
  for (const order of orders) {
    const released = berlinMonth(order.releasedAt);
    const month = months.find((m) => m >= released);
    if (month) out.get(month)!.push(order);
  }
  return out;
}

/** What a statement pays and carries on (decision 038, second addendum). */
export interface Settlement {
  /** The negative gross carried in from the agency's previous credit note (≤ 0). */
  carriedInCent: number;
  /** Paid out for this statement: its gross plus what was carried in, not below 0. */
  payableCent: number;
  /** Carried on to the next statement (≤ 0). */
  carriedOnCent: number;
}

/**
 * A statement whose gross, with what the last one carried on, is negative pays nothing and carries
 * the rest on to the next statement, which pays it off before it pays out.
 */
export function settlement(grossCent: number, carriedInCent: number): Settlement {
  const balance = grossCent + carriedInCent;
  return { carriedInCent, payableCent: Math.max(0, balance), carriedOnCent: Math.min(0, balance) };
}

/** What an issued credit note carries on to the agency's next one. */
export const carriedOn = (note: { grossCent: number; carriedInCent: number } | undefined) =>
  note ? settlement(note.grossCent, note.carriedInCent).carriedOnCent : 0;
