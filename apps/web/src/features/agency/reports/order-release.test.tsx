import type { ReportRow } from '@kwk/shared/agency/agency-reports.schemas';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import '../../../i18n/i18n.ts';
import de from '../i18n/agency.de.json';
import { loadAgencyTexts } from '../i18n/load-agency-texts.ts';
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
