import type { AccountUser } from '@kwk/shared/accounts/account.schemas';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n/i18n.ts';
import { readSession, useStoredSession, writeSession } from '../../../lib/session/session-store.ts';
import { TEST_USER } from '../../../test/account-fixtures.ts';
import { stubApi } from '../../../test/stub-api.ts';
import { NewsletterSection } from './newsletter-section.tsx';

const token = 's'.repeat(43);
let api: ReturnType<typeof stubApi>;

beforeEach(() => {
  api = stubApi({ status: 200, body: {} });
});

afterEach(() => vi.unstubAllGlobals());

/** As on the page: the section follows the stored user. */
function Section() {
  const user = useStoredSession()?.user;
  return user ? <NewsletterSection user={user} token={token} lang="de" /> : null;
}

function renderWith(user: Partial<AccountUser>) {
  writeSession({ token, expiresAt: TEST_USER.TokenGueltigBis, user: { ...TEST_USER, ...user } });
  render(<Section />);
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const status = () => screen.getByRole('status');

describe('NewsletterSection', () => {
  it('opted out: subscribing mails the confirmation link and shows the state as pending', async () => {
    api.answer = {
      status: 200,
      body: { OptinMailAlreadySent: false, OptinAlreadySet: false, Newsletter: 'pending' },
    };
    renderWith({});
    expect(screen.getByText('Sie erhalten keinen Newsletter von uns.')).toBeTruthy();
    click('Newsletter abonnieren');
    await waitFor(() =>
      expect(status().textContent).toBe(
        'Wir haben Ihnen einen Bestätigungslink per E-Mail geschickt. Bitte bestätigen Sie damit Ihre Anmeldung.',
      ),
    );
    expect(document.activeElement).toBe(status());
    expect(api.sent[0]).toMatchObject({ url: '/api/v1/fyrst/empfehler/setNewsletterOptin' });
    expect(api.sent[0]?.headers.Authorization).toBe(`Bearer ${token}`);
    expect(readSession()?.user?.NewsletterOptinVersendetAm).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Bestätigungslink erneut senden' })).toBeTruthy();
  });

  it('pending: names the day of the mail; a second request says it went out already', async () => {
    api.answer = {
      status: 200,
      body: { OptinMailAlreadySent: true, OptinAlreadySet: false, Newsletter: 'pending' },
    };
    renderWith({ NewsletterOptinVersendetAm: '2026-02-28T23:30:00.000Z' });
    expect(screen.getByText(/Link in unserer E-Mail vom 01\.03\.2026\./)).toBeTruthy();
    click('Bestätigungslink erneut senden');
    await waitFor(() =>
      expect(status().textContent).toBe(
        'Wir haben Ihnen bereits einen Bestätigungslink geschickt. Bitte sehen Sie in Ihrem Postfach nach, auch im Spam-Ordner.',
      ),
    );
  });

  it('opted in: unsubscribing shows the state as opted out', async () => {
    api.answer = { status: 200, body: { Newsletter: 'optedOut' } };
    renderWith({ NewsletterOptinGegeben: true });
    expect(screen.getByText('Sie haben unseren Newsletter abonniert.')).toBeTruthy();
    click('Newsletter abbestellen');
    await waitFor(() => expect(status().textContent).toBe('Sie haben den Newsletter abbestellt.'));
    expect(api.sent[0]?.url).toBe('/api/v1/fyrst/empfehler/newsletter/optout');
    expect(screen.getByText('Sie erhalten keinen Newsletter von uns.')).toBeTruthy();
    expect(readSession()?.user?.NewsletterOptinGegeben).toBe(false);
  });

  it('a refusal is the section’s alert, focused', async () => {
    api.answer = { status: 404, body: { code: 'referrals.module_off', message: 'x' } };
    renderWith({});
    click('Newsletter abonnieren');
    const alert = await screen.findByText('Diese Funktion ist für dieses Programm nicht verfügbar.');
    expect(alert.getAttribute('role')).toBe('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });
});
