import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../../i18n/i18n.ts';
import de from '../i18n/agency.de.json';
import { loadAgencyTexts } from '../i18n/load-agency-texts.ts';
import { readAgencyUser } from '../session/agency-session-store.ts';
import { agencyUser } from '../session/agency-user.test-support.ts';
import { PENDING_SIGN_IN_KEY } from '../session/sso-callback.ts';
import { AgencyCallback } from './agency-callback.tsx';

const user = agencyUser({
  Roles: ['AgenturInhaber'],
  Abilities: ['Mitarbeiter'],
  Name: 'Ines Inhaber',
  Agentur: { Id: 'a1', Name: 'Vertriebsagentur Nord' },
});
const pending = { State: 'state-0123456789abcdef', Verifier: 'v'.repeat(64) };
let sent: { url: string; method: string; body: unknown }[];

function stubFetch(answer: { status: number; body: unknown }) {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({
        url,
        method: String(init.method),
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
}

function open(search: string) {
  window.history.replaceState(null, '', `/agentur/anmelden${search}`);
  render(
    <MemoryRouter initialEntries={[`/agentur/anmelden${search}`]}>
      <Routes>
        <Route path="/agentur/anmelden" element={<AgencyCallback />} />
        <Route path="/agentur" element={<p>area</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeAll(() => loadAgencyTexts('de'));
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the identity provider’s return (/agentur/anmelden)', () => {
  it('exchanges code, verifier and state, stores the agency user and opens the area', async () => {
    stubFetch({ status: 200, body: user });
    sessionStorage.setItem(PENDING_SIGN_IN_KEY, JSON.stringify(pending));
    open(`?code=the-code&state=${pending.State}`);
    expect(await screen.findByText('area')).toBeTruthy();
    expect(sent).toEqual([
      {
        url: '/api/v1/fyrst/agentur/sso',
        method: 'PUT',
        body: { Code: 'the-code', Verifier: pending.Verifier, State: pending.State },
      },
    ]);
    expect(readAgencyUser()?.Token).toBe('agency-token');
    expect(sessionStorage.getItem(PENDING_SIGN_IN_KEY)).toBeNull();
  });

  it('sends nothing on another state, and says why', async () => {
    stubFetch({ status: 200, body: user });
    sessionStorage.setItem(PENDING_SIGN_IN_KEY, JSON.stringify(pending));
    open('?code=the-code&state=state-forged-0123456789');
    expect(await screen.findByText(de.signIn.stateMismatch)).toBeTruthy();
    expect(sent).toEqual([]);
    expect(readAgencyUser()).toBeNull();
    expect(screen.getByRole('button', { name: de.signIn.button })).toBeTruthy();
  });

  it('shows the provider’s refusal with a way to try again', async () => {
    stubFetch({ status: 200, body: user });
    sessionStorage.setItem(PENDING_SIGN_IN_KEY, JSON.stringify(pending));
    open(`?error=access_denied&state=${pending.State}`);
    expect(await screen.findByText(de.signIn.providerError)).toBeTruthy();
    expect(sent).toEqual([]);
    expect(screen.getByRole('button', { name: de.signIn.button })).toBeTruthy();
  });

  it('shows the server’s refusal of the exchange in words', async () => {
    stubFetch({ status: 400, body: { code: 'agency.sso_failed', message: 'x' } });
    sessionStorage.setItem(
      PENDING_SIGN_IN_KEY,
      JSON.stringify({ ...pending, State: 'state-second-0123456789' }),
    );
    open('?code=second-code&state=state-second-0123456789');
    expect(await screen.findByRole('button', { name: de.signIn.button })).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(readAgencyUser()).toBeNull();
  });
});
