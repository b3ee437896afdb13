import type { AgencyUser } from '@kwk/shared/agency/agency.schemas';
import { abilitiesOf } from '@kwk/shared/agency/agency-abilities';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../../i18n/i18n.ts';
import type { RewardPlan } from '../admin/api/reward-plans.ts';
import { routeApi } from '../admin/route-api.test-support.ts';
import { loadAgencyTexts } from '../i18n/load-agency-texts.ts';
import PraemienplanTab from './praemienplan-tab.tsx';

beforeAll(() => loadAgencyTexts('de'));
afterEach(() => vi.unstubAllGlobals());

const userAs = (role: 'AgenturInhaber' | 'AgenturMitarbeiter'): AgencyUser => ({
  Token: 't'.repeat(43),
  ExpiresAt: '2026-12-01T00:00:00.000Z',
  Roles: [role],
  Abilities: abilitiesOf([role]),
  Name: 'Inge Inhaber',
  Agentur: { Id: 'agentur-nord', Name: 'Agentur Nord' },
});
const summer: RewardPlan = {
  Id: 'p1',
  Name: 'Sommer',
  ProduktId: 3,
  ProduktName: 'DSL 100',
  WertCent: 2500,
  Startdatum: '2026-06-01',
  Enddatum: null,
};
const products = [
  {
    Id: 3,
    ExterneId: 'dsl',
    Name: 'DSL 100',
    AnzeigeName: 'DSL 100',
    KategorieId: 1,
    Position: 1,
    Praemien: [],
    PraemienWert: null,
  },
];

describe('PraemienplanTab', () => {
  it('lists the plans and lets an owner add one in euros, sent as cents', async () => {
    const api = routeApi({
      'GET agentur/praemienplan': { status: 200, body: [summer] },
      'GET produkt': { status: 200, body: products },
      'POST agentur/praemienplan': (request) => ({
        status: 201,
        body: { ...(request.body as object), Id: 'p2', ProduktName: 'DSL 100' },
      }),
    });
    render(<PraemienplanTab user={userAs('AgenturInhaber')} />);
    const row = await screen.findByRole('row', { name: /Sommer/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['DSL 100', '25,00\u00a0€', 'ab 01.06.2026', 'Löschen']);
    await screen.findByRole('option', { name: 'DSL 100' });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Herbst' } });
    fireEvent.change(screen.getByLabelText('Produkt'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Wert in Euro'), { target: { value: '12,50' } });
    fireEvent.change(screen.getByLabelText('Startdatum'), { target: { value: '2026-09-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Prämienplan hinzufügen' }));
    expect(await screen.findByText('Der Prämienplan Herbst ist hinzugefügt.')).toBeTruthy();
    expect(api.sent.find((r) => r.method === 'POST')?.body).toEqual({
      Name: 'Herbst',
      ProduktId: 3,
      WertCent: 1250,
      Startdatum: '2026-09-01',
      Enddatum: null,
    });
    expect(screen.getByRole('row', { name: /Herbst/ })).toBeTruthy();
  });

  it('deletes a plan only after the confirmation, and cancel keeps it', async () => {
    const api = routeApi({
      'GET agentur/praemienplan': { status: 200, body: [summer] },
      'GET produkt': { status: 200, body: products },
      'DELETE agentur/praemienplan/p1': { status: 204 },
    });
    render(<PraemienplanTab user={userAs('AgenturInhaber')} />);
    const remove = await screen.findByRole('button', { name: 'Prämienplan Sommer löschen' });
    fireEvent.click(remove);
    const dialog = screen.getByRole('dialog', { name: 'Prämienplan löschen?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(remove);
    expect(api.sent.some((r) => r.method === 'DELETE')).toBe(false);

    fireEvent.click(remove);
    fireEvent.click(screen.getByRole('button', { name: 'Endgültig löschen' }));
    const announced = await screen.findByText('Der Prämienplan Sommer ist gelöscht.');
    await waitFor(() => expect(document.activeElement).toBe(announced));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Sommer/ })).toBeNull());
    expect(api.sent.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });

  it('shows an employee the plans without add or delete', async () => {
    const api = routeApi({ 'GET agentur/praemienplan': { status: 200, body: [summer] } });
    render(<PraemienplanTab user={userAs('AgenturMitarbeiter')} />);
    await screen.findByRole('row', { name: /Sommer/ });
    expect(screen.queryByRole('button')).toBeNull();
    expect(api.sent.map((r) => r.path)).toEqual(['agentur/praemienplan']);
  });
});
