import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConsoleLang } from '../../lib/console-lang.ts';
import { consoleSession, setConsoleSession } from '../../lib/console-session.ts';
import { SignInPage } from './sign-in-page.tsx';

const signedIn = {
  Token: 'op-token',
  IdleUntil: '2099-01-01T00:00:00Z',
  EndsAt: '2099-01-01T00:00:00Z',
  ReauthUntil: null,
  Operator: { Id: 'o1', Email: 'admin@betrieb.test', Name: 'Admin', Roles: ['admin'], Rights: [] },
};
let bodies: unknown[];

beforeEach(() => {
  setConsoleSession(null);
  setConsoleLang('de');
  bodies = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { Code: string };
      bodies.push(body);
      return body.Code === '123456'
        ? new Response(JSON.stringify(signedIn), { status: 200 })
        : new Response(
            JSON.stringify({
              code: 'common.validation',
              message: 'Eingaben prüfen',
              details: { fields: [{ path: 'body.Code', message: 'Der Code stimmt nicht.' }] },
            }),
            { status: 400 },
          );
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  setConsoleSession(null);
});

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/anmelden" element={<SignInPage />} />
        <Route path="/auszahlungen" element={<h1>Auszahlungen</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the console sign-in', () => {
  it('names the page, and keeps the code field to six digits with one-time-code autofill', () => {
    renderAt('/anmelden');
    expect(document.title).toBe('Betriebskonsole – Anmeldung');
    expect(screen.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeTruthy();
    expect(screen.getByRole('banner').textContent).toContain('Kunden werben Kunden');
    const code = screen.getByLabelText(/Sechsstelliger Code/) as HTMLInputElement;
    expect(code.maxLength).toBe(6);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
  });

  it('shows a refused code at its field and empties it, then signs in and goes where it was asked to', async () => {
    renderAt('/anmelden?weiter=/auszahlungen');
    fireEvent.change(screen.getByLabelText(/E-Mail-Adresse/), { target: { value: 'admin@betrieb.test' } });
    const code = screen.getByLabelText(/Sechsstelliger Code/) as HTMLInputElement;
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Der Code stimmt nicht.')).toBeTruthy();
    expect(code.value).toBe('');
    expect(code.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('heading', { name: 'Auszahlungen' })).toBeTruthy();
    expect(consoleSession()?.Token).toBe('op-token');
    expect(bodies).toEqual([
      { Email: 'admin@betrieb.test', Code: '000000' },
      { Email: 'admin@betrieb.test', Code: '123456' },
    ]);
  });

  it('switches to English with the language button', async () => {
    renderAt('/anmelden');
    fireEvent.click(screen.getByRole('button', { name: 'Switch to English' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy());
    expect(document.title).toBe('Operator console – sign in');
    expect(document.documentElement.lang).toBe('en');
  });
});
