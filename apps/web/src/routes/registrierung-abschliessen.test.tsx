import { ERRORS } from '@kwk/shared/errors/error-codes';
import type { Mandant } from '@kwk/shared/tenants/mandant.schemas';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n/i18n.ts';
import { routeApi } from '../features/agency/admin/route-api.test-support.ts';
import { readSession } from '../lib/session/session-store.ts';
import { testLoginResponse } from '../test/account-fixtures.ts';
import { Component } from './registrierung-abschliessen.tsx';

afterEach(() => vi.unstubAllGlobals());

const linkToken = 'L'.repeat(43);
const invitation = {
  Vorname: 'Jana',
  Nachname: 'Berg',
  Email: 'jana@example.org',
  Agentur: 'Agentur Nord',
  Art: 'Mitarbeiter',
};

// The page frame reads only the brand's name from the tenant configuration.
const mandant = { Brand: { Name: 'Partner' } } as unknown as Mandant;

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        loader: () => ({ mandant }),
        children: [
          { path: '/registrieren', element: <Component /> },
          { path: '/persoenlicherbereich', element: <p>Persönlicher Bereich</p> },
          { path: '/mitarbeiterempfehlen', element: <p>Mitarbeiter empfehlen</p> },
        ],
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { root: { mandant } } } },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/registrieren?einladung=…', () => {
  it('names the invitation, takes the password, stores the login; an employee goes to /mitarbeiterempfehlen', async () => {
    const login = testLoginResponse({ Email: 'jana@example.org', Vorname: 'Jana', Nachname: 'Berg' });
    const api = routeApi({
      'POST Einladung/pruefen': { status: 200, body: invitation },
      'POST Einladung/annehmen': { status: 200, body: login },
    });
    const router = renderAt(`/registrieren?einladung=${linkToken}`);
    expect(
      await screen.findByText('Jana Berg, die Agentur Agentur Nord lädt Sie als Mitarbeiter ein.'),
    ).toBeTruthy();
    expect(screen.getByText('Ihr Zugang: jana@example.org')).toBeTruthy();
    expect(api.sent[0]!.body).toEqual({ Token: linkToken });
    type('Neues Passwort', 'Sommer2026');
    type('Neues Passwort wiederholen', 'Sommer2026');
    fireEvent.click(screen.getByRole('button', { name: 'Registrierung abschließen' }));
    // Invited as an employee: where they recommend with their own agent number (issue 27, item 13).
    await waitFor(() => expect(router.state.location.pathname).toBe('/mitarbeiterempfehlen'));
    expect(api.sent[1]!.body).toEqual({
      Token: linkToken,
      Passwort: 'Sommer2026',
      PasswortBestaetigung: 'Sommer2026',
    });
    expect(readSession()?.token).toBe(login.Token);
  });

  it('says a used or expired link no longer works, and offers no form', async () => {
    routeApi({
      'POST Einladung/pruefen': {
        status: 401,
        body: { code: 'agency.invitation_invalid', message: 'x' },
      },
    });
    renderAt(`/registrieren?einladung=${linkToken}`);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Diese Einladung ist ungültig, abgelaufen oder wurde bereits angenommen. Bitte wenden Sie sich an Ihre Agentur.',
    );
    expect(screen.queryByLabelText('Neues Passwort')).toBeNull();
  });

  it('checks the password rules before sending', async () => {
    const api = routeApi({ 'POST Einladung/pruefen': { status: 200, body: invitation } });
    renderAt(`/registrieren?einladung=${linkToken}`);
    await screen.findByText(/lädt Sie als Mitarbeiter ein/);
    type('Neues Passwort', 'kurz');
    fireEvent.click(screen.getByRole('button', { name: 'Registrierung abschließen' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Neues Passwort').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(api.sent).toHaveLength(1);
  });

  it('without an invitation asks a visitor without a session to sign in, as before', () => {
    const api = routeApi({});
    renderAt('/registrieren');
    expect(screen.getByRole('alert').textContent).toBe(ERRORS['auth.login_required'].de);
    expect(screen.queryByLabelText('Neues Passwort')).toBeNull();
    expect(api.sent).toEqual([]);
  });
});
