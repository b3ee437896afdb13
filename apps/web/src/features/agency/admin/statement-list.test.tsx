import { statementRow } from '@kwk/shared/agency/statement-row.test-helpers';
import { ERRORS } from '@kwk/shared/errors/error-codes';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../../i18n/i18n.ts';
import { loadAgencyTexts } from '../i18n/load-agency-texts.ts';
import { routeApi } from './route-api.test-support.ts';
import { StatementList } from './statement-list.tsx';

beforeAll(() => loadAgencyTexts('de'));
afterEach(() => vi.unstubAllGlobals());

const token = 'o'.repeat(43);
const october = statementRow(
  '2026-10',
  { Nummer: 'GS-000012', Ausgestellt: '2026-11-01' },
  { Auftraege: 4, NettoCent: 12_000, UstCent: 2280, BruttoCent: 14_280, AuszahlungCent: 14_280 },
);
const november = statementRow('2026-11', 'running', {
  Auftraege: 1,
  NettoCent: 3000,
  UstCent: 570,
  BruttoCent: 3570,
  AuszahlungCent: 3570,
});

describe('StatementList', () => {
  it('fetches the credit note with the bearer token and saves it under its number and month', async () => {
    const api = routeApi({ 'GET agentur/rechnungen/2026-10.pdf': { status: 200, raw: '%PDF-1.7' } });
    const created: Blob[] = [];
    // jsdom has no object URLs; these stand in for the browser's.
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:statement';
    };
    URL.revokeObjectURL = () => undefined;
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    render(<StatementList token={token} statements={[november, october]} />);
    const row = screen.getByRole('row', { name: /Oktober 2026/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'GS-000012',
      '142,80\u00a0€',
      '142,80\u00a0€',
      '120,00\u00a0€',
      '22,80\u00a0€',
      '4',
      'PDF herunterladen',
    ]);
    // The running month: its amounts as of now, no number, no PDF yet.
    const running = screen.getByRole('row', { name: /November 2026/ });
    expect(
      within(running)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Monat läuft noch', '35,70\u00a0€', '35,70\u00a0€', '30,00\u00a0€', '5,70\u00a0€', '1', '']);
    fireEvent.click(
      within(row).getByRole('button', { name: 'Abrechnung Oktober 2026 als PDF herunterladen' }),
    );
    expect(await screen.findByText('Die Abrechnung Oktober 2026 ist heruntergeladen.')).toBeTruthy();
    expect(api.sent[0]!.headers.Authorization).toBe(`Bearer ${token}`);
    expect(clicked).toEqual(['Gutschrift-GS-000012-2026-10.pdf']);
    expect(await created[0]!.text()).toBe('%PDF-1.7');
  });

  it('shows a month that reverses more than it credits as paying nothing, and the next paying its rest off', () => {
    const reversed = {
      ...october,
      Monat: '2026-11',
      Nummer: 'GS-000013',
      Auftraege: 0,
      Stornos: 1,
      NettoCent: -2500,
      UstCent: -475,
      BruttoCent: -2975,
      AuszahlungCent: 0,
    };
    const next = { ...november, Monat: '2026-12', VortragCent: -2975, AuszahlungCent: 595 };
    render(<StatementList token={token} statements={[next, reversed]} />);
    const cells = (name: RegExp) =>
      within(screen.getByRole('row', { name }))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(/November 2026/).slice(0, 6)).toEqual([
      'GS-000013',
      '-29,75\u00a0€',
      '0,00\u00a0€',
      '-25,00\u00a0€',
      '-4,75\u00a0€',
      '01 Storno',
    ]);
    expect(cells(/Dezember 2026/)[2]).toBe('5,95\u00a0€davon Vortrag -29,75\u00a0€');
  });

  it('says why when a closed month has no credit note yet', async () => {
    routeApi({
      'GET agentur/rechnungen/2026-10.pdf': {
        status: 409,
        body: { code: 'agency.credit_note_tax_id_missing', message: 'x' },
      },
    });
    render(<StatementList token={token} statements={[{ ...october, Nummer: null, Ausgestellt: null }]} />);
    expect(screen.getByRole('row', { name: /Oktober 2026/ }).textContent).toContain('noch nicht ausgestellt');
    fireEvent.click(screen.getByRole('button', { name: /Oktober 2026/ }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(ERRORS['agency.credit_note_tax_id_missing'].de),
    );
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
