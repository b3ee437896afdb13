import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../../i18n/i18n.ts';
import { fieldRefusal } from '../../../test/stub-api.ts';
import { loadAgencyTexts } from '../i18n/load-agency-texts.ts';
import { InviteAgentForm } from './invite-agent-form.tsx';
import { routeApi } from './route-api.test-support.ts';

beforeAll(() => loadAgencyTexts('de'));
afterEach(() => vi.unstubAllGlobals());

const token = 'a'.repeat(43);
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Einladung senden' }));

function fill() {
  type('Vorname', 'Jana');
  type('Nachname', 'Berg');
  type('E-Mail-Adresse', 'jana@example.org');
  fireEvent.click(screen.getByLabelText('Mitarbeiter'));
  type('Mitarbeiternummer', 'B-2001');
}

describe('InviteAgentForm', () => {
  it('asks for the employee number only for employees, and names what is missing at the field', async () => {
    const api = routeApi({ 'PUT Einladung': { status: 200, body: { IsCaptchaRequired: false } } });
    render(<InviteAgentForm token={token} kinds={['Mitarbeiter', 'Empfehler']} />);
    expect(screen.queryByLabelText('Mitarbeiternummer')).toBeNull();
    fireEvent.click(screen.getByLabelText('Mitarbeiter'));
    submit();
    const first = screen.getByLabelText('Vorname');
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Mitarbeiternummer ist ein Pflichtfeld')).toBeTruthy();
    // Only the captcha question went out, no invitation.
    expect(api.sent.map((r) => r.body)).toEqual([undefined]);
  });

  it('drops a field’s error once the field is filled, and keeps the errors of the fields still empty', async () => {
    routeApi({ 'PUT Einladung': { status: 200, body: { IsCaptchaRequired: false } } });
    render(<InviteAgentForm token={token} kinds={['Mitarbeiter', 'Empfehler']} />);
    submit();
    const first = screen.getByLabelText('Vorname');
    await waitFor(() => expect(first.getAttribute('aria-invalid')).toBe('true'));
    type('Vorname', ' ');
    expect(first.getAttribute('aria-invalid')).toBe('true');
    type('Vorname', 'Jana');
    expect(first.getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.getByLabelText('Nachname').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Empfehler').getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByLabelText('Empfehler'));
    expect(screen.getByLabelText('Empfehler').getAttribute('aria-invalid')).not.toBe('true');
  });

  it('checks the captcha need first, then sends the invitation with the bearer token and names the address', async () => {
    const api = routeApi({
      'PUT Einladung': (request) =>
        request.body === undefined
          ? { status: 200, body: { IsCaptchaRequired: false } }
          : { status: 201, body: { Id: 'e1', Email: 'jana@example.org' } },
    });
    render(<InviteAgentForm token={token} kinds={['Mitarbeiter', 'Empfehler']} />);
    await waitFor(() => expect(api.sent).toHaveLength(1));
    fill();
    submit();
    expect(await screen.findByText('Die Einladung an jana@example.org ist verschickt.')).toBeTruthy();
    expect(api.sent[1]!.headers.Authorization).toBe(`Bearer ${token}`);
    expect(api.sent[1]!.body).toEqual({
      Vorname: 'Jana',
      Nachname: 'Berg',
      Email: 'jana@example.org',
      Art: 'Mitarbeiter',
      Mitarbeiternummer: 'B-2001',
    });
    expect((screen.getByLabelText('Vorname') as HTMLInputElement).value).toBe('');
  });

  it("shows the server's field message at the field (a duplicate address)", async () => {
    routeApi({
      'PUT Einladung': (request) =>
        request.body === undefined
          ? { status: 200, body: { IsCaptchaRequired: false } }
          : fieldRefusal(409, 'agency.invitation_exists', [
              { path: 'body.Email', message: 'Diese E-Mail-Adresse ist schon eingeladen.' },
            ]),
    });
    render(<InviteAgentForm token={token} kinds={['Mitarbeiter', 'Empfehler']} />);
    fill();
    submit();
    const email = screen.getByLabelText('E-Mail-Adresse');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    const described = document.getElementById(email.getAttribute('aria-describedby')!);
    expect(described?.textContent).toBe('Diese E-Mail-Adresse ist schon eingeladen.');
  });

  it('shows the captcha when the server asks for one', async () => {
    routeApi({ 'PUT Einladung': { status: 200, body: { IsCaptchaRequired: true } } });
    render(<InviteAgentForm token={token} kinds={['Empfehler']} />);
    expect(await screen.findByText('Sicherheitsabfrage')).toBeTruthy();
    expect(screen.queryByLabelText('Mitarbeiter')).toBeNull();
  });
});
