import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signInForEachTest } from '../../../test/console-routes.ts';
import PayoutsScreen from './payouts-screen.tsx';

signInForEachTest(['payouts.prepare', 'payouts.release'], ['finance']);
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
      ErneutNachRueckbuchungAm: null,
    },
  ],
  DarfFreigeben: true,
  ...over,
});

let calls: { method: string; path: string }[];
let bodies: unknown[];
let details: ReturnType<typeof batch>;

beforeEach(() => {
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
      if (path.endsWith('/freigabe')) {
        const body = JSON.parse(String(init.body));
        bodies.push(body);
        if (body.SummeCent !== 5000 && !body.Sha256Anfang)
          return new Response(
            JSON.stringify({
              code: 'payouts.release_mismatch',
              message: 'Die eingegebenen Werte stimmen nicht mit diesem Auszahlungslauf überein.',
              details: { fields: [{ path: 'body.SummeCent', message: 'Summe stimmt nicht überein' }] },
            }),
            { status: 409 },
          );
        return json(batch({ Status: 'Freigegeben', FreigegebenVon: 'Finn', DarfFreigeben: false }));
      }
      return json(details);
    }),
  );
});

describe('the payouts screen', () => {
  it('shows count, sum and checksum, and releases only with the count and sum entered (errors at the field)', async () => {
    render(<PayoutsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Details: KWK-20261126-0123456789ab' }));
    const region = await screen.findByRole('region', { name: /Auszahlungslauf KWK-/ });
    expect(region.textContent).toContain('a'.repeat(64));
    expect(screen.getByRole('table', { name: /Überweisungen/ }).textContent).toContain('DE•• ••••');
    const release = screen.getByRole('button', { name: 'Jetzt freigeben' });
    const count = screen.getByLabelText('Anzahl der Überweisungen');
    const sum = screen.getByLabelText('Summe in Euro');

    // Nothing entered: the fields say so, the first takes the focus, nothing is sent.
    fireEvent.click(release);
    expect(await screen.findByText('Bitte geben Sie die Anzahl als ganze Zahl ein.')).toBeTruthy();
    expect(count.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(count);
    expect(calls.some((c) => c.path.endsWith('/freigabe'))).toBe(false);

    // A sum that does not match: the server's refusal stands at the sum.
    fireEvent.change(count, { target: { value: '1' } });
    fireEvent.change(sum, { target: { value: '49,99' } });
    fireEvent.click(release);
    expect(await screen.findByText('Summe stimmt nicht überein')).toBeTruthy();
    expect(sum.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(sum);

    fireEvent.change(sum, { target: { value: '50,00' } });
    fireEvent.click(release);
    expect(await screen.findByText(/Der Lauf ist freigegeben/)).toBeTruthy();
    expect(bodies).toEqual([
      { Anzahl: 1, SummeCent: 4999 },
      { Anzahl: 1, SummeCent: 5000 },
    ]);
    expect(screen.getByRole('button', { name: 'Datei herunterladen' })).toBeTruthy();
  });

  it('releases with the first characters of the checksum alone, refusing fewer than eight', async () => {
    render(<PayoutsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Details: KWK-20261126-0123456789ab' }));
    const checksum = await screen.findByLabelText(/Anfang der Prüfsumme/);
    fireEvent.change(checksum, { target: { value: 'aaaaaaa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Jetzt freigeben' }));
    expect(await screen.findByText(/mindestens 8 Zeichen der Prüfsumme/)).toBeTruthy();
    expect(bodies).toEqual([]);
    fireEvent.change(checksum, { target: { value: 'aaaaaaaa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Jetzt freigeben' }));
    expect(await screen.findByText(/Der Lauf ist freigegeben/)).toBeTruthy();
    expect(bodies).toEqual([{ Sha256Anfang: 'aaaaaaaa' }]);
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
