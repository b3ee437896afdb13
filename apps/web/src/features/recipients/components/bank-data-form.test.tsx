import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n/i18n.ts';
import { BankDataForm } from './bank-data-form.tsx';

const recipient = {
  Empfaengernummer: '0000000001',
  Empfehlungsnummer: 12345678,
  Email: null,
  DatenBestaetigt: true,
  AgbZugestimmt: true,
  BankdatenHinterlegt: false,
  EmpfaengerPraemieCent: 3500,
};
const sent: unknown[] = [];

beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ Kontoinhaber: 'Bea Berg', IbanMaskiert: 'DE…', Bic: null }));
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

function renderForm(germanOnly: boolean) {
  const onDone = vi.fn();
  render(
    <BankDataForm
      recipient={recipient}
      token={'d'.repeat(48)}
      germanOnly={germanOnly}
      lang="de"
      onDone={onDone}
      onLost={() => undefined}
    />,
  );
  return onDone;
}

const fill = (holder: string, iban: string) => {
  fireEvent.change(screen.getByLabelText('Kontoinhaber'), { target: { value: holder } });
  fireEvent.change(screen.getByLabelText('IBAN'), { target: { value: iban } });
  fireEvent.click(screen.getByRole('button', { name: 'Bankdaten speichern' }));
};

describe('BankDataForm', () => {
  it('names the share in German currency format', () => {
    renderForm(false);
    expect(screen.getByText(/Ihr Anteil an der Prämie: 35\s€/)).toBeTruthy();
  });

  it.each([
    { germanOnly: false, iban: 'DE89 3704 0044 0532 0130 01', message: 'IBAN ist nicht gültig' },
    {
      germanOnly: true,
      iban: 'AT61 1904 3002 3457 3201',
      message: 'Bitte geben Sie eine deutsche IBAN (DE…) an.',
    },
    { germanOnly: false, iban: '', message: 'IBAN ist ein Pflichtfeld' },
  ])('refuses $iban (German only: $germanOnly) at the field', async ({ germanOnly, iban, message }) => {
    renderForm(germanOnly);
    fill('Bea Berg', iban);
    const field = screen.getByLabelText('IBAN');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(
      field
        .getAttribute('aria-describedby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent),
    ).toContain(message);
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(sent).toEqual([]);
  });

  it('sends holder and IBAN, then goes on', async () => {
    const onDone = renderForm(true);
    fill('Bea Berg', 'DE89 3704 0044 0532 0130 00');
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent[0]).toEqual({ Kontoinhaber: 'Bea Berg', Iban: 'DE89 3704 0044 0532 0130 00' });
  });
});
