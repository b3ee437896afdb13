import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n/i18n.ts';
import { stubApi } from '../../../test/stub-api.ts';
import { NewsletterConfirmation } from './newsletter-confirmation.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderIt(token: string | null) {
  render(
    <MemoryRouter>
      <NewsletterConfirmation token={token} lang="de" />
    </MemoryRouter>,
  );
}

describe('NewsletterConfirmation', () => {
  it('confirms with the token, without a session', async () => {
    const api = stubApi({ status: 200, body: { Newsletter: 'optedIn' } });
    renderIt('confirm-token-0123456789abcdef');
    expect(await screen.findByText('Vielen Dank, Ihre Anmeldung zum Newsletter ist bestätigt.')).toBeTruthy();
    expect(api.sent[0]).toMatchObject({
      url: '/api/v1/fyrst/empfehler/newsletter/optin',
      body: { Token: 'confirm-token-0123456789abcdef' },
    });
    expect(api.sent[0]?.headers.Authorization).toBeUndefined();
    expect(screen.getByRole('link', { name: 'Zu „Meine Daten“' }).getAttribute('href')).toBe('/meinedaten');
  });

  it.each([
    {
      code: 'auth.token_used',
      text: 'Dieser Bestätigungslink wurde bereits verwendet. Ihre Newsletter-Einstellung sehen Sie unter „Meine Daten“.',
    },
    {
      code: 'auth.link_expired',
      text: 'Dieser Bestätigungslink ist abgelaufen oder ungültig. Unter „Meine Daten“ können Sie einen neuen anfordern.',
    },
  ])('$code: says so as an alert', async ({ code, text }) => {
    stubApi({ status: 401, body: { code, message: 'x' } });
    renderIt(`refused-token-${code}-0123456789`);
    expect((await screen.findByText(text)).getAttribute('role')).toBe('alert');
  });

  it('without a token nothing is sent and the link reads as not valid', () => {
    const api = stubApi({ status: 200, body: {} });
    renderIt(null);
    expect(screen.getByRole('alert').textContent).toMatch(/abgelaufen oder ungültig/);
    expect(api.sent).toEqual([]);
  });
});
