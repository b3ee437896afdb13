import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n/i18n.ts';
import { fieldRefusal } from '../../../test/stub-api.ts';
import { RecipientDataForm } from './recipient-data-form.tsx';

const recipient = {
  Empfaengernummer: '0000000001',
  Empfehlungsnummer: 12345678,
  Email: 'bea@example.org',
  DatenBestaetigt: false,
  AgbZugestimmt: false,
  BankdatenHinterlegt: false,
  EmpfaengerPraemieCent: 3500,
};
const token = 'c'.repeat(48);

let answer: { status: number; body: unknown };
const sent: { url: string; headers: Record<string, string>; body: unknown }[] = [];

beforeEach(() => {
  sent.length = 0;
  answer = { status: 200, body: { Abgeschlossen: true } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({
        url,
        headers: init.headers as Record<string, string>,
        body: JSON.parse(String(init.body)),
      });
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  const onDone = vi.fn();
  const onLost = vi.fn();
  render(
    <RecipientDataForm
      recipient={recipient}
      token={token}
      brandName="Telko"
      lang="de"
      onDone={onDone}
      onLost={onLost}
    />,
  );
  return { onDone, onLost };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillValid() {
  fireEvent.click(screen.getByLabelText('Frau'));
  type('Vorname', 'Bea');
  type('Nachname', 'Berg');
  type('Geburtsdatum', '24.12.1990');
  type('E-Mail-Adresse wiederholen', 'bea@example.org');
  type('Straße', 'Hauptstraße');
  type('Hausnummer', '1a');
  type('PLZ', '10115');
  type('Ort', 'Berlin');
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Daten bestätigen' }));

describe('RecipientDataForm', () => {
  it('prefills the e-mail and gives every field a label and autocomplete', () => {
    renderForm();
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveProperty('value', 'bea@example.org');
    expect(screen.getByLabelText('Vorname').getAttribute('autocomplete')).toBe('given-name');
    expect(screen.getByLabelText('Geburtsdatum').getAttribute('autocomplete')).toBe('bday');
    expect(screen.getByLabelText('PLZ').getAttribute('autocomplete')).toBe('postal-code');
  });

  it('shows errors at the fields and focuses the first invalid one', async () => {
    renderForm();
    fillValid();
    type('Geburtsdatum', '1990-12-24');
    type('E-Mail-Adresse wiederholen', 'bea@example.com');
    submit();
    const birth = screen.getByLabelText('Geburtsdatum');
    await waitFor(() => expect(birth.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = birth.getAttribute('aria-describedby')?.split(' ') ?? [];
    const messages = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(messages).toContain('Geburtsdatum bitte im Format TT.MM.JJJJ angeben');
    const repeat = screen.getByLabelText('E-Mail-Adresse wiederholen');
    expect(repeat.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(repeat.getAttribute('aria-describedby')!)?.textContent).toBe(
      'E-Mail-Adresse stimmt nicht überein',
    );
    await waitFor(() => expect(document.activeElement).toBe(birth));
    expect(sent).toEqual([]);
  });

  it('sends the tracking body with the bearer token, then goes on', async () => {
    const { onDone } = renderForm();
    fillValid();
    fireEvent.click(screen.getByLabelText(/über Angebote von Telko/));
    submit();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent[0]?.url).toBe(
      '/api/v1/fyrst/tracking/abschliessen?channel=co&einsprungsquelle=Einsprungslink',
    );
    expect(sent[0]?.headers.Authorization).toBe(`Bearer ${token}`);
    expect(sent[0]?.body).toMatchObject({
      empfehlungsnummer: 12345678,
      empfaengernummer: '0000000001',
      empfaengerdaten: { anrede: 'Frau', geburtsdatum: '24.12.1990', newsletter: [true] },
    });
  });

  it('puts the server’s field errors at the fields', async () => {
    answer = fieldRefusal(
      400,
      'common.validation',
      [{ path: 'body.empfaengerdaten.email', message: 'Diese Adresse geht nicht.' }],
      'Bitte prüfen Sie Ihre Eingaben.',
    );
    renderForm();
    fillValid();
    submit();
    await screen.findByText('Diese Adresse geht nicht.');
    const email = screen.getByLabelText('E-Mail-Adresse');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(screen.getByRole('alert').textContent).toBe('Bitte prüfen Sie Ihre Eingaben.');
  });

  it('hands an unknown token back to the page', async () => {
    answer = { status: 401, body: { code: 'recipients.unauthorized', message: 'x' } };
    const { onLost } = renderForm();
    fillValid();
    submit();
    await waitFor(() => expect(onLost).toHaveBeenCalled());
  });
});
