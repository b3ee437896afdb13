import type { ReportRow } from '@kwk/shared/agency/agency-reports.schemas';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../../i18n/i18n.ts';
import { routeApi } from '../admin/route-api.test-support.ts';
import de from '../i18n/agency.de.json';
import { loadAgencyTexts } from '../i18n/load-agency-texts.ts';
import { storeAgencyUser } from '../session/agency-session-store.ts';
import { agencyUser } from '../session/agency-user.test-support.ts';
import { OrderRelease } from './order-release.tsx';

const order = (Status: ReportRow<'auftraege'>['Status']): ReportRow<'auftraege'> => ({
  Empfehlungsnummer: 12345678,
  Empfaengernummer: 'E-1',
  Agentennummer: 'B-1001',
  AgentName: 'Anna Alt',
  Produkt: 'Glasfaser 500',
  AuftragsDatum: '2026-11-02',
  WirksamAm: null,
  Status,
  PraemieCent: 2500,
  Freigegeben: false,
  FreigegebenAm: null,
  FreigegebenVon: null,
  Provision: false,
});

beforeAll(() => loadAgencyTexts('de'));
afterEach(() => vi.unstubAllGlobals());

describe('an order’s release button', () => {
  it.each([
    ['Bestellt', true],
    ['Wirksam', true],
    ['Storniert', false],
    ['Widerrufen', false],
    ['Abgelehnt', false],
  ] as const)('order %s: a button %s', (status, button) => {
    const { unmount } = render(<OrderRelease order={order(status)} mayRelease onReleased={() => {}} />);
    expect(screen.queryByRole('button', { name: /12345678/ }) !== null).toBe(button);
    if (!button) expect(screen.getByText(de.orders.notReleased)).toBeTruthy();
    unmount();
  });

  it('offers no button without the Verwaltung ability', () => {
    render(<OrderRelease order={order('Wirksam')} mayRelease={false} onReleased={() => {}} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('an order’s release asks first', () => {
  const RELEASE = 'PUT agentur/auftragfreigeben/12345678/E-1';
  const released = {
    status: 200,
    body: {
      Empfehlungsnummer: 12345678,
      Freigegeben: true,
      FreigegebenAm: '2026-11-20T10:00:00.000Z',
      FreigegebenVon: 'Olga Owner',
      BereitsFreigegeben: false,
    },
  };

  it('sends nothing until the question naming the order and reward is answered; cancel keeps the button', async () => {
    storeAgencyUser(
      agencyUser({
        Roles: ['AgenturInhaber'],
        Abilities: ['AuftragsReport', 'Verwaltung'],
        Name: 'Olga Owner',
        Agentur: { Id: 'a1', Name: 'Agentur Nord' },
      }),
    );
    const api = routeApi({ [RELEASE]: released });
    const announced: string[] = [];
    render(<OrderRelease order={order('Bestellt')} mayRelease onReleased={(m) => announced.push(m)} />);
    const button = screen.getByRole('button', { name: /12345678/ });

    fireEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Auftrag 12345678 freigeben?' });
    expect(dialog.textContent).toContain('Anna Alt (Glasfaser 500, Prämie 25,00\u00a0€)');
    expect(document.activeElement?.textContent).toBe(de.orders.cancel);
    fireEvent.click(screen.getByRole('button', { name: de.orders.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(api.sent).toEqual([]);

    fireEvent.click(button);
    fireEvent.click(screen.getByRole('button', { name: de.orders.confirm }));
    expect(await screen.findByText('Freigegeben am 20.11.2026 von Olga Owner')).toBeTruthy();
    expect(api.sent.map((r) => `${r.method} ${r.path}`)).toEqual([RELEASE]);
    expect(announced).toEqual(['Auftrag zur Empfehlung 12345678 freigegeben.']);
  });
});
