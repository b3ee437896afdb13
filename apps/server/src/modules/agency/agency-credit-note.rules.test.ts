import { describe, expect, it } from 'vitest';
import {
  berlinMonth,
  byStatementMonth,
  carriedOn,
  creditNoteAmounts,
  creditNoteBlocker,
  creditNoteNumber,
  KLEINUNTERNEHMER_NOTE,
  monthClosed,
  nextMonth,
  REVERSE_CHARGE_NOTE,
  settledLines,
  settlement,
  statementMonths,
  type TaxStatus,
  taxTreatment,
} from './agency-credit-note.rules.ts';

describe('the VAT of an agency credit note, by the agency tax status', () => {
  it.each<
    [
      TaxStatus,
      number,
      { vatCent: number; grossCent: number; vatRatePercent: number | null; note: string | null },
    ]
  >([
    ['Regelbesteuerung', 5000, { vatCent: 950, grossCent: 5950, vatRatePercent: 19, note: null }],
    // 19 % of 0,05 € is 0,95 ct: rounded half up to 1 ct on the document total.
    ['Regelbesteuerung', 5, { vatCent: 1, grossCent: 6, vatRatePercent: 19, note: null }],
    // 19 % of 0,50 € is 9,5 ct: half up to 10 ct.
    ['Regelbesteuerung', 50, { vatCent: 10, grossCent: 60, vatRatePercent: 19, note: null }],
    ['Regelbesteuerung', 0, { vatCent: 0, grossCent: 0, vatRatePercent: 19, note: null }],
    [
      'Kleinunternehmer',
      5000,
      { vatCent: 0, grossCent: 5000, vatRatePercent: null, note: KLEINUNTERNEHMER_NOTE },
    ],
    ['ReverseCharge', 5000, { vatCent: 0, grossCent: 5000, vatRatePercent: null, note: REVERSE_CHARGE_NOTE }],
  ])('%s on %i ct net', (status, netCent, expected) => {
    expect(creditNoteAmounts(netCent, status)).toEqual({ netCent, ...expected });
  });

  it('names § 19 UStG and the reverse charge the way the law asks', () => {
    expect(KLEINUNTERNEHMER_NOTE).toContain('§ 19 UStG');
    expect(REVERSE_CHARGE_NOTE).toContain('Steuerschuldnerschaft des Leistungsempfängers');
  });
});

const address = {
  Name: 'Vertriebspartner GmbH',
  Street: 'Musterweg 5',
  PostalCode: '20095',
  City: 'Hamburg',
};
const issuer = { ...address, TaxNumber: '22/123/45678', VatId: 'DE000000003' };
const agency = (steuerstatus: TaxStatus, ustId: string, steuernummer = '', land = 'DE') => ({
  name: 'Agentur Nord GmbH',
  strasse: 'Speicherstadt 12',
  plz: land === 'DE' ? '20457' : '1010',
  ort: 'Hamburg',
  land,
  steuerstatus,
  ustId,
  steuernummer,
});

describe('what keeps a credit note from being issued', () => {
  const code = (...args: Parameters<typeof creditNoteBlocker>) => creditNoteBlocker(...args)?.code ?? null;
  it.each<[string, Parameters<typeof creditNoteBlocker>[0], ReturnType<typeof agency>, string | null]>([
    ['all there', issuer, agency('Regelbesteuerung', 'DE123456789'), null],
    ['the agency names its Steuernummer only', issuer, agency('Kleinunternehmer', '', '12/345/67890'), null],
    [
      'no issuer configured',
      undefined,
      agency('Regelbesteuerung', 'DE123456789'),
      'agency.credit_note_issuer_missing',
    ],
    [
      'the issuer without any tax number',
      { ...address, TaxNumber: ' ', VatId: '' },
      agency('Regelbesteuerung', 'DE1'),
      'agency.credit_note_issuer_missing',
    ],
    [
      'the issuer with its Steuernummer only',
      { ...address, TaxNumber: '22/1', VatId: '' },
      agency('Regelbesteuerung', 'DE1'),
      null,
    ],
    [
      'reverse charge: the issuer without USt-IdNr.',
      { ...address, TaxNumber: '22/1', VatId: '' },
      agency('ReverseCharge', 'ATU1', '', 'AT'),
      'agency.credit_note_issuer_missing',
    ],
    [
      'the agency without tax number',
      issuer,
      agency('Regelbesteuerung', ''),
      'agency.credit_note_tax_id_missing',
    ],
    [
      'reverse charge: the agency with a Steuernummer only',
      issuer,
      agency('ReverseCharge', '', '12/3', 'AT'),
      'agency.credit_note_tax_id_missing',
    ],
    ['reverse charge: both with USt-IdNr.', issuer, agency('ReverseCharge', 'ATU12345678', '', 'AT'), null],
    // Outside the EU there is no USt-IdNr. to name (§ 14a Abs. 1 UStG is about EU states).
    [
      'outside the EU: the issuer with its Steuernummer only',
      { ...address, TaxNumber: '22/1', VatId: '' },
      agency('Regelbesteuerung', 'CHE-123.456.789 MWST', '', 'CH'),
      null,
    ],
  ])('%s', (_, issuerData, agencyData, expected) => {
    expect(code(issuerData, agencyData)).toBe(expected);
  });

  // § 14 Abs. 4 Nr. 1 UStG: the full name and address of both parties.
  it.each<[keyof typeof address, string, string]>([
    ['Name', 'CreditNoteIssuer.Name', 'Name ist ein Pflichtfeld'],
    ['Street', 'CreditNoteIssuer.Street', 'Straße ist ein Pflichtfeld'],
    ['PostalCode', 'CreditNoteIssuer.PostalCode', 'PLZ ist ein Pflichtfeld'],
    ['City', 'CreditNoteIssuer.City', 'Ort ist ein Pflichtfeld'],
  ])('the issuer without %s: blocked, naming the field', (key, path, message) => {
    expect(creditNoteBlocker({ ...issuer, [key]: ' ' }, agency('Regelbesteuerung', 'DE1'))).toEqual({
      code: 'agency.credit_note_issuer_missing',
      fields: [{ path, message }],
    });
  });

  it.each<[keyof ReturnType<typeof agency>, string, string]>([
    ['name', 'Name', 'Name ist ein Pflichtfeld'],
    ['strasse', 'Strasse', 'Straße ist ein Pflichtfeld'],
    ['plz', 'Plz', 'PLZ ist ein Pflichtfeld'],
    ['ort', 'Ort', 'Ort ist ein Pflichtfeld'],
  ])('the agency without %s: blocked, naming the field', (key, path, message) => {
    expect(creditNoteBlocker(issuer, { ...agency('Regelbesteuerung', 'DE1'), [key]: '' })).toEqual({
      code: 'agency.credit_note_address_missing',
      fields: [{ path, message }],
    });
  });

  it('names every missing field of a party, the issuer first', () => {
    const bare = { Name: '', Street: '', PostalCode: '', City: '', TaxNumber: '', VatId: '' };
    expect(creditNoteBlocker(bare, { ...agency('Regelbesteuerung', ''), strasse: '' })?.fields).toEqual([
      { path: 'CreditNoteIssuer.Name', message: 'Name ist ein Pflichtfeld' },
      { path: 'CreditNoteIssuer.Street', message: 'Straße ist ein Pflichtfeld' },
      { path: 'CreditNoteIssuer.PostalCode', message: 'PLZ ist ein Pflichtfeld' },
      { path: 'CreditNoteIssuer.City', message: 'Ort ist ein Pflichtfeld' },
      { path: 'CreditNoteIssuer.TaxNumber', message: 'Steuernummer ist ein Pflichtfeld' },
    ]);
  });
});

/**
 * The tax note by the agency's country (Land) and USt-IdNr.: the service goes to a business in
 * Germany, so it is taxable in Germany wherever the agency sits (§ 3a Abs. 2 UStG); abroad the
 * operator owes the VAT (§ 13b Abs. 1 UStG in the EU, Abs. 2 Nr. 1 outside it), at home the
 * operator's tax status decides.
 */
describe('the tax note of a credit note, by the agency country and USt-IdNr.', () => {
  const VAT_19 = 'VAT 19 %';
  it.each<[string, TaxStatus, string, string, string | null, string | null]>([
    // land, the operator's status, USt-IdNr., Steuernummer → the note (or 19 % VAT), the blocker
    ['DE', 'Regelbesteuerung', 'DE123456789', '', VAT_19, null],
    ['DE', 'Kleinunternehmer', '', '12/345/67890', KLEINUNTERNEHMER_NOTE, null],
    // Kept as abroad before the country was: refused until the agency enters its country.
    ['DE', 'ReverseCharge', 'DE123456789', '', REVERSE_CHARGE_NOTE, 'agency.credit_note_country_conflict'],
    ['AT', 'Regelbesteuerung', 'ATU12345678', '', REVERSE_CHARGE_NOTE, null],
    ['NL', 'Kleinunternehmer', 'NL123456789B01', '', REVERSE_CHARGE_NOTE, null],
    ['AT', 'ReverseCharge', 'ATU12345678', '', REVERSE_CHARGE_NOTE, null],
    // In the EU the reverse charge needs the agency's USt-IdNr.; a Steuernummer does not serve.
    ['AT', 'Regelbesteuerung', '', '', REVERSE_CHARGE_NOTE, 'agency.credit_note_tax_id_missing'],
    ['NL', 'Regelbesteuerung', '', '12/3', REVERSE_CHARGE_NOTE, 'agency.credit_note_tax_id_missing'],
    // Outside the EU: reverse charge too (§ 13b Abs. 2 Nr. 1 UStG), with whatever tax number it has.
    ['CH', 'Regelbesteuerung', 'CHE-123.456.789 MWST', '', REVERSE_CHARGE_NOTE, null],
    ['US', 'Kleinunternehmer', '', '98-7654321', REVERSE_CHARGE_NOTE, null],
    ['GB', 'Regelbesteuerung', '', '', REVERSE_CHARGE_NOTE, 'agency.credit_note_tax_id_missing'],
  ])(
    '%s, %s, USt-IdNr. "%s", Steuernummer "%s": %s, blocked by %s',
    (land, steuerstatus, ustId, steuernummer, note, blocker) => {
      const abroad = agency(steuerstatus, ustId, steuernummer, land);
      const amounts = creditNoteAmounts(5000, taxTreatment(abroad));
      expect(amounts.note ?? `VAT ${amounts.vatRatePercent} %`).toBe(note);
      if (note !== VAT_19) expect(amounts).toMatchObject({ vatCent: 0, grossCent: 5000 });
      expect(creditNoteBlocker(issuer, abroad)?.code ?? null).toBe(blocker);
    },
  );

  it('names the country at its field where the operator keeps a German agency as abroad', () => {
    expect(creditNoteBlocker(issuer, agency('ReverseCharge', 'DE1'))?.fields).toEqual([
      { path: 'Land', message: 'Land ist nicht gültig' },
    ]);
  });
});

describe('numbers and months', () => {
  it.each([
    [1, 'GS-000001'],
    [42, 'GS-000042'],
    [1_234_567, 'GS-1234567'],
  ])('number %i is shown as %s', (sequence, shown) => {
    expect(creditNoteNumber(sequence)).toBe(shown);
  });

  it.each([
    // 00:30 on 1 November in Berlin is still October in UTC.
    ['2026-10-31T23:30:00Z', '2026-11'],
    ['2026-10-31T22:59:00Z', '2026-10'],
    ['2026-12-31T23:00:00Z', '2027-01'],
  ])('%s falls in %s in Berlin', (at, month) => {
    expect(berlinMonth(new Date(at))).toBe(month);
  });

  it.each([
    ['2026-10', '2026-11-01T00:00:00+01:00', true],
    ['2026-11', '2026-11-30T22:59:00Z', false],
    ['2026-11', '2026-11-30T23:00:00Z', true],
    ['2026-12', '2026-11-22T10:00:00Z', false],
  ])('month %s is closed at %s: %s', (month, at, closed) => {
    expect(monthClosed(month, new Date(at))).toBe(closed);
  });
});

describe('reversals and what a statement pays (decision 038, second addendum)', () => {
  it.each<[string, number, TaxStatus, number, number]>([
    ['a reversal of 25 € regularly taxed', -2500, 'Regelbesteuerung', -475, -2975],
    ['half a cent rounds away from zero, as its positive twin', -250, 'Regelbesteuerung', -48, -298],
    ['its positive twin', 250, 'Regelbesteuerung', 48, 298],
    ['a reversal abroad: no VAT', -3000, 'ReverseCharge', 0, -3000],
    ['a reversal under § 19: no VAT', -3000, 'Kleinunternehmer', 0, -3000],
  ])('%s', (_case, net, status, vat, gross) => {
    expect(creditNoteAmounts(net, status)).toMatchObject({ netCent: net, vatCent: vat, grossCent: gross });
  });

  it.each<[string, number, number, ReturnType<typeof settlement>]>([
    ['a positive month pays its gross', 5950, 0, { carriedInCent: 0, payableCent: 5950, carriedOnCent: 0 }],
    [
      'a negative month pays nothing and carries its rest on',
      -2975,
      0,
      { carriedInCent: 0, payableCent: 0, carriedOnCent: -2975 },
    ],
    [
      'the next pays the rest off first',
      5950,
      -2975,
      { carriedInCent: -2975, payableCent: 2975, carriedOnCent: 0 },
    ],
    [
      'a rest larger than the month is carried on again',
      1190,
      -2975,
      { carriedInCent: -2975, payableCent: 0, carriedOnCent: -1785 },
    ],
  ])('%s', (_case, gross, carriedIn, expected) => {
    expect(settlement(gross, carriedIn)).toEqual(expected);
  });

  it('carries on only what an issued note left negative', () => {
    expect(carriedOn(undefined)).toBe(0);
    expect(carriedOn({ grossCent: -2975, carriedInCent: 0 })).toBe(-2975);
    expect(carriedOn({ grossCent: 5950, carriedInCent: -2975 })).toBe(0);
  });

  it('credits an earning order at the commission as it stands, reverses a paid one at what it was paid', () => {
    const lines = settledLines(
      [
        { earns: true, balanceCent: 0, creditedOn: null },
        { earns: false, balanceCent: 2000, creditedOn: 'GS-000007' },
      ],
      2500,
    );
    expect(lines.map(({ amountCent, reverses }) => ({ amountCent, reverses }))).toEqual([
      { amountCent: 2500, reverses: null },
      { amountCent: -2000, reverses: 'GS-000007' },
    ]);
  });

  it.each<[string, string[], string[], string, string[]]>([
    [
      'no credit note yet: the months with releases',
      ['2026-09', '2026-10'],
      [],
      '2026-11',
      ['2026-09', '2026-10'],
    ],
    [
      'after the latest note every month to the running one',
      ['2026-10'],
      ['2026-10'],
      '2026-12',
      ['2026-11', '2026-12'],
    ],
    [
      'an older month with releases still to issue',
      ['2026-08', '2026-10'],
      ['2026-10'],
      '2026-11',
      ['2026-08', '2026-11'],
    ],
    ['over the turn of the year', [], ['2026-11'], '2027-01', ['2026-12', '2027-01']],
  ])('the months that may still have a statement: %s', (_case, releases, issued, running, expected) => {
    expect(statementMonths({ releaseMonths: releases, issuedMonths: issued, running })).toEqual(expected);
  });

  it('puts each order on the oldest month still to issue, not before its release month (Berlin)', () => {
    const at = (iso: string) => ({ releasedAt: new Date(iso) });
    const orders = [at('2026-08-10T12:00:00Z'), at('2026-10-31T23:30:00Z'), at('2026-12-05T12:00:00Z')];
    const months = byStatementMonth(orders, ['2026-09', '2026-11']);
    expect(months.get('2026-09')).toEqual([orders[0]]);
    // 00:30 on 1 November in Berlin: November's.
    expect(months.get('2026-11')).toEqual([orders[1]]);
    expect(nextMonth('2026-12')).toBe('2027-01');
  });
});
