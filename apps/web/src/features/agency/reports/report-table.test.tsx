import type { ReportRow } from '@kwk/shared/agency/agency-reports.schemas';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n/i18n.ts';
import de from '../i18n/agency.de.json';
import { loadAgencyTexts } from '../i18n/load-agency-texts.ts';
import { storeAgencyUser } from '../session/agency-session-store.ts';
import { agencyUser } from '../session/agency-user.test-support.ts';
import { ReportTable } from './report-table.tsx';

let produkt = 'Glasfaser 500';
const order = (nr: number, extra: Partial<ReportRow<'auftraege'>> = {}): ReportRow<'auftraege'> => ({
  Empfehlungsnummer: nr,
  Empfaengernummer: `E-${nr}`,
  Agentennummer: 'B-1001',
  AgentName: 'Anna Alt',
  Produkt: produkt,
  AuftragsDatum: '2026-11-02',
  WirksamAm: null,
  Status: 'Bestellt',
  PraemieCent: 2500,
  Freigegeben: false,
  FreigegebenAm: null,
  FreigegebenVon: null,
  Provision: false,
  ...extra,
});
const user = agencyUser();
let bodies: Record<string, unknown>[];

beforeAll(() => loadAgencyTexts('de'));
beforeEach(() => {
  storeAgencyUser(user);
  bodies = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { Pagenumber: number };
      bodies.push(body);
      return new Response(
        JSON.stringify({
          Content: [order(10_000_000 + body.Pagenumber), order(20_000_000 + body.Pagenumber)],
          TotalCount: 1234,
          PageCount: 50,
          Pagenumber: body.Pagenumber,
          Pagesize: 25,
          HasNext: body.Pagenumber < 50,
          NextCursor: `nach-${body.Pagenumber}`,
          PreviousCursor: body.Pagenumber > 1 ? `vor-${body.Pagenumber}` : null,
        }),
        { status: 200 },
      );
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  produkt = 'Glasfaser 500';
});

function renderOrders() {
  render(
    <ReportTable
      report="auftraege"
      rowKey={(row) => String(row.Empfehlungsnummer)}
      columns={[
        { key: 'Empfehlungsnummer', kind: 'number' },
        { key: 'Produkt' },
        { key: 'AuftragsDatum', kind: 'date' },
        { key: 'PraemieCent', kind: 'cents' },
      ]}
    />,
  );
}

describe('ReportTable', () => {
  it('shows a text over 40 characters short (spec §9), whole as tooltip and for screen readers', async () => {
    produkt = 'MagentaZuhause Glasfaser 1000 mit TV und Sport-Paket';
    renderOrders();
    const table = await screen.findByRole('table', { name: de.captions.auftraege });
    const shown = await within(table).findAllByText('MagentaZuhause Glas...');
    expect(shown).toHaveLength(2);
    expect(shown[0]?.getAttribute('aria-hidden')).toBe('true');
    expect(shown[0]?.parentElement?.getAttribute('title')).toBe(produkt);
    expect(within(table).getAllByText(produkt)[0]?.className).toBe('visually-hidden');
  });

  it('shows the first page newest first, with caption, totals and German formats', async () => {
    renderOrders();
    const table = await screen.findByRole('table', { name: de.captions.auftraege });
    expect(await within(table).findByText('10000001')).toBeTruthy();
    expect(bodies[0]).toEqual({
      OrderBy: 'AuftragsDatum',
      Descending: true,
      Pagesize: 25,
      Pagenumber: 1,
      Filter: {},
    });
    expect(within(table).getAllByText('02.11.2026')).toHaveLength(2);
    expect(within(table).getAllByText('25,00 €')).toHaveLength(2);
    expect(screen.getByText('1.234 Einträge, Seite 1 von 50')).toBeTruthy();
    expect(
      within(table)
        .getByRole('columnheader', { name: /Auftragsdatum/ })
        .getAttribute('aria-sort'),
    ).toBe('descending');
  });

  it('sorts by a header’s button, ascending first, then the other way round', async () => {
    renderOrders();
    await screen.findByText('10000001');
    fireEvent.click(screen.getByRole('button', { name: /^Produkt/ }));
    await screen.findByText('1.234 Einträge, Seite 1 von 50');
    expect(bodies.at(-1)).toMatchObject({ OrderBy: 'Produkt', Descending: false, Pagenumber: 1 });
    expect(screen.getByRole('columnheader', { name: /Produkt/ }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: /^Produkt/ }));
    await vi.waitFor(() => expect(bodies.at(-1)).toMatchObject({ OrderBy: 'Produkt', Descending: true }));
  });

  it('pages forward and back by the cursors the pages answered', async () => {
    renderOrders();
    await screen.findByText('10000001');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: de.reports.previous }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: de.reports.next }));
    expect(await screen.findByText('10000002')).toBeTruthy();
    expect(screen.getByText('1.234 Einträge, Seite 2 von 50')).toBeTruthy();
    expect(bodies.at(-1)).toMatchObject({ Pagenumber: 2, Cursor: 'nach-1' });
    fireEvent.click(screen.getByRole('button', { name: de.reports.next }));
    expect(await screen.findByText('10000003')).toBeTruthy();
    expect(bodies.at(-1)).toMatchObject({ Pagenumber: 3, Cursor: 'nach-2' });
    fireEvent.click(screen.getByRole('button', { name: de.reports.previous }));
    expect(await screen.findByText('10000002')).toBeTruthy();
    expect(bodies.at(-1)).toMatchObject({ Pagenumber: 2, Cursor: 'vor-3' });
  });

  it('filters by the allow-listed columns from page 1', async () => {
    renderOrders();
    await screen.findByText('10000001');
    fireEvent.change(screen.getByLabelText(de.columns.AgentName), { target: { value: 'Anna' } });
    fireEvent.change(screen.getByLabelText(de.columns.Status), { target: { value: 'Wirksam' } });
    fireEvent.change(screen.getByLabelText('Auftragsdatum von'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: de.reports.applyFilter }));
    await vi.waitFor(() =>
      expect(bodies.at(-1)).toMatchObject({
        Pagenumber: 1,
        Filter: { AgentName: 'Anna', Status: 'Wirksam', AuftragsDatum: '2026-11-01..' },
      }),
    );
  });
});
