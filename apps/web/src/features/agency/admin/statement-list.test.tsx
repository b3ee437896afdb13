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

describe('StatementList', () => {
  it('fetches the PDF with the bearer token and saves it under the month', async () => {
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
    render(
      <StatementList token={token} statements={[{ Monat: '2026-10', Auftraege: 4, BetragCent: 12_000 }]} />,
    );
    const row = screen.getByRole('row', { name: /Oktober 2026/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['4', '120,00\u00a0€', 'PDF herunterladen']);
    fireEvent.click(
      within(row).getByRole('button', { name: 'Abrechnung Oktober 2026 als PDF herunterladen' }),
    );
    expect(await screen.findByText('Die Abrechnung Oktober 2026 ist heruntergeladen.')).toBeTruthy();
    expect(api.sent[0]!.headers.Authorization).toBe(`Bearer ${token}`);
    expect(clicked).toEqual(['Provisionsabrechnung-2026-10.pdf']);
    expect(await created[0]!.text()).toBe('%PDF-1.7');
  });

  it('says so when the PDF is refused', async () => {
    routeApi({
      'GET agentur/rechnungen/2026-10.pdf': { status: 404, body: { code: 'common.not_found', message: 'x' } },
    });
    render(
      <StatementList token={token} statements={[{ Monat: '2026-10', Auftraege: 4, BetragCent: 12_000 }]} />,
    );
    fireEvent.click(screen.getByRole('button', { name: /Oktober 2026/ }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(ERRORS['common.not_found'].de));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
