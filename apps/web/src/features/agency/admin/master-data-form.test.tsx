import type { MasterData } from '@kwk/shared/agency/agency-admin.schemas';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../../i18n/i18n.ts';
import { fieldRefusal } from '../../../test/stub-api.ts';
import { loadAgencyTexts } from '../i18n/load-agency-texts.ts';
import { MasterDataForm } from './master-data-form.tsx';
import { routeApi } from './route-api.test-support.ts';

beforeAll(() => loadAgencyTexts('de'));
afterEach(() => vi.unstubAllGlobals());

const token = 'o'.repeat(43);
const nord: MasterData = {
  Name: 'Agentur Nord',
  Strasse: 'Hafenstraße 1',
  Plz: '24103',
  Ort: 'Kiel',
  Land: 'DE',
  Email: 'info@nord.example',
  Telefon: '0431 123',
  UstId: 'DE123456789',
};

describe('MasterDataForm', () => {
  it('saves the changed master data and confirms', async () => {
    const api = routeApi({
      'PUT agentur/stammdaten': (request) => ({ status: 200, body: request.body }),
    });
    render(<MasterDataForm token={token} initial={nord} />);
    expect((screen.getByLabelText('PLZ') as HTMLInputElement).value).toBe('24103');
    fireEvent.change(screen.getByLabelText('Ort'), { target: { value: 'Lübeck' } });
    fireEvent.click(screen.getByRole('button', { name: 'Stammdaten speichern' }));
    expect(await screen.findByText('Die Stammdaten sind gespeichert.')).toBeTruthy();
    expect(api.sent[0]).toMatchObject({ method: 'PUT', body: { ...nord, Ort: 'Lübeck' } });
  });

  it('refuses a PLZ of four digits before sending, at the field', async () => {
    const api = routeApi({});
    render(<MasterDataForm token={token} initial={nord} />);
    const zip = screen.getByLabelText('PLZ');
    fireEvent.change(zip, { target: { value: '2410' } });
    fireEvent.click(screen.getByRole('button', { name: 'Stammdaten speichern' }));
    await waitFor(() => expect(document.activeElement).toBe(zip));
    expect(document.getElementById(zip.getAttribute('aria-describedby')!)?.textContent).toBe(
      'PLZ ist nicht gültig',
    );
    expect(api.sent).toEqual([]);
  });

  it('offers the countries by their German names, Germany first, and saves an address abroad with its own PLZ', async () => {
    const api = routeApi({
      'PUT agentur/stammdaten': (request) => ({ status: 200, body: request.body }),
    });
    render(<MasterDataForm token={token} initial={nord} />);
    const country = screen.getByLabelText('Land') as HTMLSelectElement;
    expect(country.value).toBe('DE');
    const names = [...country.options].map((o) => o.text);
    expect(names[0]).toBe('Deutschland');
    expect(names).toEqual(
      expect.arrayContaining(['Österreich', 'Niederlande', 'Schweiz', 'Vereinigte Staaten']),
    );
    fireEvent.change(country, { target: { value: 'AT' } });
    fireEvent.change(screen.getByLabelText('PLZ'), { target: { value: '1010' } });
    fireEvent.change(screen.getByLabelText('Ort'), { target: { value: 'Wien' } });
    fireEvent.click(screen.getByRole('button', { name: 'Stammdaten speichern' }));
    expect(await screen.findByText('Die Stammdaten sind gespeichert.')).toBeTruthy();
    expect(api.sent[0]).toMatchObject({ body: { ...nord, Plz: '1010', Ort: 'Wien', Land: 'AT' } });
  });

  it('asks for a PLZ abroad too, at the field', async () => {
    const api = routeApi({});
    render(<MasterDataForm token={token} initial={{ ...nord, Land: 'NL', Plz: '' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Stammdaten speichern' }));
    const zip = screen.getByLabelText('PLZ');
    await waitFor(() => expect(document.activeElement).toBe(zip));
    expect(document.getElementById(zip.getAttribute('aria-describedby')!)?.textContent).toBe(
      'PLZ ist ein Pflichtfeld',
    );
    expect(api.sent).toEqual([]);
  });

  it("shows the server's message at its field and moves focus there", async () => {
    routeApi({
      'PUT agentur/stammdaten': fieldRefusal(400, 'common.validation', [
        { path: 'body.Plz', message: 'PLZ ist nicht gültig' },
      ]),
    });
    render(<MasterDataForm token={token} initial={nord} />);
    const zip = screen.getByLabelText('PLZ');
    fireEvent.change(zip, { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Stammdaten speichern' }));
    await waitFor(() => expect(document.activeElement).toBe(zip));
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(zip.getAttribute('aria-describedby')!)?.textContent).toBe(
      'PLZ ist nicht gültig',
    );
  });
});
