import { ERRORS } from '@kwk/shared/errors/error-codes';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../../i18n/i18n.ts';
import { loadAgencyTexts } from '../i18n/load-agency-texts.ts';
import type { Employee } from './api/employees.ts';
import { EmployeeTable } from './employee-table.tsx';
import { routeApi } from './route-api.test-support.ts';

beforeAll(() => loadAgencyTexts('de'));
afterEach(() => vi.unstubAllGlobals());

const token = 'o'.repeat(43);
const jana: Employee = {
  Agentennummer: 'B-1001',
  Vorname: 'Jana',
  Nachname: 'Berg',
  Ort: 'Kiel',
  Aktiv: true,
  Empfehlungen: 12,
};
const otto: Employee = { ...jana, Agentennummer: 'B-1002', Vorname: 'Otto', Nachname: 'Lind', Aktiv: false };

describe('EmployeeTable', () => {
  it('deactivates an agent, keeps focus on the row button and announces the change', async () => {
    const api = routeApi({
      'PUT agentur/mitarbeiter/B-1001/aktiv': { status: 200, body: { ...jana, Aktiv: false } },
    });
    render(<EmployeeTable token={token} initial={[jana, otto]} />);
    const row = screen.getByRole('row', { name: /Jana Berg/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['B-1001', 'Kiel', 'ja', '12', 'Deaktivieren']);
    const button = within(row).getByRole('button', { name: 'Jana Berg deaktivieren' });
    button.focus();
    fireEvent.click(button);
    expect(await screen.findByText('Jana Berg ist deaktiviert.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Jana Berg ist deaktiviert.');
    expect(document.activeElement).toBe(button);
    expect(button.textContent).toBe('Reaktivieren');
    expect(button.getAttribute('aria-label')).toBe('Jana Berg reaktivieren');
    expect(api.sent[0]).toMatchObject({ method: 'PUT', body: { Aktiv: false } });
    expect(api.sent[0]!.headers.Authorization).toBe(`Bearer ${token}`);
  });

  it('reactivates an inactive agent', async () => {
    const api = routeApi({
      'PUT agentur/mitarbeiter/B-1002/aktiv': { status: 200, body: { ...otto, Aktiv: true } },
    });
    render(<EmployeeTable token={token} initial={[jana, otto]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Otto Lind reaktivieren' }));
    expect(await screen.findByText('Otto Lind ist wieder aktiv.')).toBeTruthy();
    expect(api.sent[0]!.body).toEqual({ Aktiv: true });
  });

  it('says so when the change fails and leaves the row as it was', async () => {
    routeApi({});
    render(<EmployeeTable token={token} initial={[jana]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Jana Berg deaktivieren' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(ERRORS['common.technical'].de));
    expect(screen.getByRole('button', { name: 'Jana Berg deaktivieren' })).toBeTruthy();
  });
});
