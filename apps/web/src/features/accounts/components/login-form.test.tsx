import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n/i18n.ts';
import { readSession, writeSession } from '../../../lib/session/session-store.ts';
import { testLoginResponse } from '../../../test/account-fixtures.ts';
import { stubApi } from '../../../test/stub-api.ts';
import { LoginForm } from './login-form.tsx';

const loginAnswer = testLoginResponse();
let api: ReturnType<typeof stubApi>;

beforeEach(() => {
  api = stubApi({ status: 200, body: loginAnswer });
});

afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  const onSignedIn = vi.fn();
  render(<LoginForm lang="de" onSignedIn={onSignedIn} />);
  return { onSignedIn };
}

const email = () => screen.getByLabelText('E-Mail-Adresse');
const password = () => screen.getByLabelText('Passwort');
function fill(address: string, secret: string) {
  fireEvent.change(email(), { target: { value: address } });
  fireEvent.change(password(), { target: { value: secret } });
  fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
}

describe('LoginForm', () => {
  it('labels both fields for password managers', () => {
    renderForm();
    expect(email().getAttribute('autocomplete')).toBe('username');
    expect(email().getAttribute('type')).toBe('email');
    expect(password().getAttribute('autocomplete')).toBe('current-password');
    expect(password().getAttribute('type')).toBe('password');
  });

  it('checks the input first: errors at the fields, focus on the first, nothing sent', async () => {
    renderForm();
    fill('keine-adresse', '');
    await waitFor(() => expect(email().getAttribute('aria-invalid')).toBe('true'));
    expect(password().getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(email()));
    expect(api.sent).toEqual([]);
  });

  it('signs in: stores token, expiry and user, then hands over', async () => {
    const { onSignedIn } = renderForm();
    fill(' erika@example.org ', 'Sommer2026');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(api.sent[0]).toMatchObject({
      url: '/api/v1/fyrst/account/login',
      body: { Email: 'erika@example.org', Password: 'Sommer2026' },
    });
    const { Token, ...user } = loginAnswer;
    expect(readSession()).toEqual({ token: Token, expiresAt: loginAnswer.TokenGueltigBis, user });
  });

  it('wrong credentials: an alert for the form, focused, and an old session ends (spec §8)', async () => {
    writeSession({ token: 'old', expiresAt: loginAnswer.TokenGueltigBis, user: null });
    api.answer = { status: 401, body: { code: 'auth.wrong_credentials', message: 'x' } };
    const { onSignedIn } = renderForm();
    fill('erika@example.org', 'Falsch123');
    const alert = await screen.findByText('E-Mail-Adresse oder Passwort ist falsch.');
    expect(alert.getAttribute('role')).toBe('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(readSession()).toBeNull();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('too many attempts: says how many minutes to wait', async () => {
    api.answer = {
      status: 429,
      body: { code: 'auth.too_many_attempts', message: 'x', details: { retryAfterSeconds: 540 } },
    };
    renderForm();
    fill('erika@example.org', 'Falsch123');
    expect(
      await screen.findByText(
        'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 9 Minuten erneut.',
      ),
    ).toBeTruthy();
  });

  it('a blocked account: the server’s wording of the variant', async () => {
    const message = 'Mitarbeitende und Dienstleister dürfen nicht am Empfehlungsprogramm teilnehmen.';
    api.answer = { status: 403, body: { code: 'auth.account_excluded', message } };
    renderForm();
    fill('erika@example.org', 'Sommer2026');
    expect((await screen.findByText(message)).getAttribute('role')).toBe('alert');
  });
});
