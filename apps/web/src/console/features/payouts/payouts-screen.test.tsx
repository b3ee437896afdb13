import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConsoleSession } from '../../lib/console-session.ts';
import PayoutsScreen from './payouts-screen.tsx';

const session = {
  Token: 'op-token',
  IdleUntil: '2099-01-01T00:00:00Z',
  EndsAt: '2099-01-01T00:00:00Z',
  ReauthUntil: null,
  Operator: {
    Id: 'o2',
    Email: 'finanzen2@betrieb.test',
    Name: 'Finn',
    Roles: ['finance'],
    Rights: ['payouts.prepare', 'payouts.release'],
  },
};
const batch = (over: Record<string, unknown> = {}) => ({
  Id: '7d6f2b8e-1f1a-4a57-9a3d-6c2f0f1e9b10',
  Mandant: 'telko',
  Nachrichtenkennung: 'KWK-20261126-0123456789ab',
  Status: 'Vorbereitet',
  Anzahl: 1,
  SummeCent: 5000,
  Sha256: 'a'.repeat(64),
  VorbereitetVon: 'Fina',
  VorbereitetAm: '2026-11-26T10:00:00Z',
  FreigegebenVon: null,
  FreigegebenAm: null,
  AusgefuehrtAm: null,
  Kontoauszug: null,
  Rueckbuchungen: 0,
  Posten: [
    {
      Id: '0b6f2b8e-1f1a-4a57-9a3d-6c2f0f1e9b11',
      Beguenstigter: 'Empfehler',
      Kontoinhaber: 'Anna Berg',
      IbanMaskiert: 'DE•• •••• •••• •••• ••30 00',
      BetragCent: 5000,
      Status: 'Offen',
      Rueckbuchungsgrund: null,
    },
  ],
  DarfFreigeben: true,
  ...over,
});

let calls: { method: string; path: string }[];
let bodies: unknown[];
let details: ReturnType<typeof batch>;

beforeEach(() => {
  setConsoleSession(session as never);
  calls = [];
  bodies = [];
  details = batch();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = url.replace('/api/betrieb/v1/', '').split('?')[0]!;
      const method = init.method ?? 'GET';
      calls.push({ method, path });
      const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
      if (path === 'auszahlungen') return json({ Bereit: [], Laeufe: [details] });
      if (path.endsWith('/verwerfen')) {
        bodies.push(JSON.parse(String(init.body)));
        return json(
          batch({
            Status: 'Verworfen',
            DarfFreigeben: false,
            Posten: [{ ...batch().Posten[0], Status: 'Verworfen', Rueckbuchungsgrund: 'Summe falsch' }],
          }),
        );
      }
      if (path.endsWith('/freigabe'))
        return json(batch({ Status: 'Freigegeben', FreigegebenVon: 'Finn', DarfFreigeben: false }));
      return json(details);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  setConsoleSession(null);
});

describe('the payouts screen', () => {
  it('shows count, sum and checksum, and releases only after the figures were ticked as compared', async () => {
    render(<PayoutsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Details: KWK-20261126-0123456789ab' }));
    const region = await screen.findByRole('region', { name: /Auszahlungslauf KWK-/ });
    expect(region.textContent).toContain('a'.repeat(64));
    expect(screen.getByRole('table', { name: /Überweisungen/ }).textContent).toContain('DE•• ••••');
    const release = screen.getByRole('button', { name: 'Jetzt freigeben' });
    expect((release as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Ich habe Anzahl, Summe und Prüfsumme mit dem Lauf verglichen.'));
    fireEvent.click(release);
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/freigabe'))).toBe(true),
    );
    expect(await screen.findByText(/Der Lauf ist freigegeben/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Datei herunterladen' })).toBeTruthy();
  });

  it('discards a prepared batch in a labelled dialog that asks for a reason', async () => {
    render(<PayoutsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Details: KWK-20261126-0123456789ab' }));
    const open = await screen.findByRole('button', { name: 'Lauf verwerfen' });
    open.focus();
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: /Auszahlungslauf verwerfen KWK-/ });
    const reason = screen.getByLabelText(/Grund/);
    expect(document.activeElement).toBe(reason);
    fireEvent.click(screen.getByRole('button', { name: 'Verwerfen' }));
    expect(dialog.textContent).toContain('mindestens 3 Zeichen');
    expect(calls.some((c) => c.path.endsWith('/verwerfen'))).toBe(false);
    fireEvent.change(reason, { target: { value: 'Summe falsch' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verwerfen' }));
    await waitFor(() => expect(bodies).toEqual([{ Grund: 'Summe falsch' }]));
    expect(await screen.findByText(/Der Lauf ist verworfen/)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    // A discarded batch offers neither a file nor a release.
    expect(screen.queryByRole('button', { name: 'Datei herunterladen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Lauf verwerfen' })).toBeNull();
  });

  it('tells the operator who prepared a batch that another must release it', async () => {
    details = batch({ DarfFreigeben: false });
    render(<PayoutsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Details: KWK-20261126-0123456789ab' }));
    expect(await screen.findByText(/Diesen Lauf haben Sie vorbereitet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Jetzt freigeben' })).toBeNull();
  });
});
