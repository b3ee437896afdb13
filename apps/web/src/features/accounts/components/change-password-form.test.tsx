import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n/i18n.ts';
import { readSession, writeSession } from '../../../lib/session/session-store.ts';
import { TEST_USER } from '../../../test/account-fixtures.ts';
import { fieldRefusal, stubApi } from '../../../test/stub-api.ts';
import { ChangePasswordForm } from './change-password-form.tsx';

const user = { ...TEST_USER, PasswortGesetzt: false };
const token = 's'.repeat(43);
let api: ReturnType<typeof stubApi>;

beforeEach(() => {
  api = stubApi({ status: 200, body: { message: 'Passwort erfolgreich geändert.' } });
  writeSession({ token, expiresAt: user.TokenGueltigBis, user });
});

afterEach(() => vi.unstubAllGlobals());

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Passwort ändern' }));
const liveRegion = () => document.querySelector('[aria-live="polite"]');

function renderForm(askCurrent: boolean) {
  const onChanged = vi.fn();
  render(
    <ChangePasswordForm
      lang="de"
      askCurrent={askCurrent}
      submitLabel="Passwort ändern"
      onChanged={onChanged}
    />,
  );
  return { onChanged };
}

describe('ChangePasswordForm', () => {
  it('describes the new password by the checklist and announces what is missing', () => {
    renderForm(true);
    const field = screen.getByLabelText('Neues Passwort');
    const rules = document.getElementById(field.getAttribute('aria-describedby')!)!;
    expect(rules.textContent).toMatch(/^Ihr Passwort braucht:.*mindestens 8 Zeichen.*mindestens eine Ziffer/);
    const list = rules.querySelector('ul')!;
    expect(list.querySelectorAll('li')).toHaveLength(4);
    expect(liveRegion()?.textContent).toBe('');

    type('Neues Passwort', 'sommer');
    expect(liveRegion()?.textContent).toBe(
      'Das Passwort braucht noch: mindestens 8 Zeichen, mindestens ein Großbuchstabe, mindestens eine Ziffer.',
    );
    expect(list.querySelector('li[data-met="true"]')?.textContent).toContain('mindestens ein Kleinbuchstabe');

    type('Neues Passwort', 'Sommer2026');
    expect(liveRegion()?.textContent).toBe('Das Passwort erfüllt alle Regeln.');
    expect(list.querySelectorAll('li[data-met="true"]')).toHaveLength(4);
  });

  it('asks for the current password only when there is one', () => {
    renderForm(false);
    expect(screen.queryByLabelText('Aktuelles Passwort')).toBeNull();
  });

  it('checks the rules, the repetition and the current password before sending', async () => {
    renderForm(true);
    type('Neues Passwort', 'Sommer2026');
    type('Neues Passwort wiederholen', 'Sommer2027');
    submit();
    const current = screen.getByLabelText('Aktuelles Passwort');
    await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Aktuelles Passwort ist ein Pflichtfeld')).toBeTruthy();
    expect(screen.getByText('Passwort-Wiederholung stimmt nicht überein')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(current));
    expect(api.sent).toEqual([]);
  });

  it('sets the first password with the bearer token and confirms with the spec text', async () => {
    const { onChanged } = renderForm(false);
    type('Neues Passwort', 'Sommer2026');
    type('Neues Passwort wiederholen', 'Sommer2026');
    submit();
    expect(await screen.findByText('Passwort erfolgreich geändert.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Passwort erfolgreich geändert.');
    expect(api.sent[0]?.url).toBe('/api/v1/fyrst/account/resetPasswordWithoutToken');
    expect(api.sent[0]?.headers.Authorization).toBe(`Bearer ${token}`);
    expect(api.sent[0]?.body).toEqual({ Passwort: 'Sommer2026', PasswortBestaetigung: 'Sommer2026' });
    expect(onChanged).toHaveBeenCalled();
    expect(readSession()?.user?.PasswortGesetzt).toBe(true);
    expect((screen.getByLabelText('Neues Passwort') as HTMLInputElement).value).toBe('');
  });

  it('a wrong current password: the spec §8 failure text and the error at the field', async () => {
    api.answer = fieldRefusal(400, 'accounts.password_change_failed', [
      { path: 'body.AltesPasswort', message: 'Das aktuelle Passwort ist nicht korrekt.' },
    ]);
    renderForm(true);
    type('Aktuelles Passwort', 'Falsch123');
    type('Neues Passwort', 'Sommer2026');
    type('Neues Passwort wiederholen', 'Sommer2026');
    submit();
    const alert = await screen.findByText(
      'Fehler: Passwort konnte nicht geändert werden, versuchen sie es zu einem späteren Zeitpunkt nocheinmal.',
    );
    expect(alert.getAttribute('role')).toBe('alert');
    const current = screen.getByLabelText('Aktuelles Passwort');
    await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Das aktuelle Passwort ist nicht korrekt.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(current));
  });

  it('a 401 ends the session (spec §8)', async () => {
    api.answer = { status: 401, body: { code: 'auth.login_required', message: 'x' } };
    renderForm(false);
    type('Neues Passwort', 'Sommer2026');
    type('Neues Passwort wiederholen', 'Sommer2026');
    submit();
    await waitFor(() => expect(readSession()).toBeNull());
  });
});
