import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signInForEachTest } from '../../../test/console-routes.ts';
import { consoleSession } from '../../lib/console-session.ts';
import PartnerKeysScreen from './partner-keys-screen.tsx';

signInForEachTest(['partnerKeys.read', 'partnerKeys.manage']);
const issuedKey = `kwkp_${'k'.repeat(32)}`;
const view = {
  Id: '7d6f2b8e-1f1a-4a57-9a3d-6c2f0f1e9b10',
  Tenant: 'telko',
  Label: 'Order system',
  Prefix: issuedKey.slice(0, 10),
  Permissions: ['events'],
  State: 'pending',
  CreatedAt: '2026-11-26T10:00:00Z',
  LastUsedAt: null,
  ExpiresAt: null,
  RevokedAt: null,
  Demo: false,
  IssuedBy: 'Admin',
  MayDecide: false,
};
/** The keys the list answers with before any issue. */
let listed: object[];

let calls: { method: string; path: string; body: unknown }[];
let issueAnswers: { status: number; body: unknown }[];

beforeEach(() => {
  // jsdom has no modal dialogs: open and close are enough for the flow.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
  calls = [];
  listed = [];
  issueAnswers = [
    {
      status: 403,
      body: { code: 'operator.reauth_required', message: 'Bitte bestätigen Sie diese Aktion.' },
    },
    { status: 201, body: { Key: issuedKey, PartnerKey: view } },
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = url.replace('/api/betrieb/v1/', '').split('?')[0]!;
      const method = init.method ?? 'GET';
      calls.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
      if (method === 'GET' && path === 'partner-schluessel')
        return json(200, {
          Keys: calls.some((c) => c.path === 'partner-schluessel' && c.method === 'POST') ? [view] : listed,
          Tenants: [{ Key: 'telko', Name: 'Telko' }],
        });
      if (method === 'POST' && path === 'partner-schluessel') {
        const answer = issueAnswers.shift()!;
        return json(answer.status, answer.body);
      }
      if (method === 'POST' && path.endsWith('/genehmigung'))
        return json(200, { ...view, State: 'active', MayDecide: false });
      if (method === 'POST' && path === 'sitzung/bestaetigung/totp') {
        const { Token: _t, ...rest } = consoleSession()!;
        return json(200, { ...rest, ReauthUntil: '2099-01-01T00:00:00Z' });
      }
      return json(404, { code: 'common.not_found', message: 'x' });
    }),
  );
});

describe('the partner keys screen', () => {
  it('asks for a fresh confirmation when the server wants one, then issues and shows the key once', async () => {
    render(<PartnerKeysScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Partner-Schlüssel' })).toBeTruthy();
    const form = await screen.findByRole('region', { name: 'Neuen Schlüssel ausgeben' });
    await waitFor(() => expect(form.querySelectorAll('option')).toHaveLength(2));
    fireEvent.change(screen.getAllByLabelText('Mandant')[1]!, { target: { value: 'telko' } });
    fireEvent.change(screen.getByLabelText('Bezeichnung'), { target: { value: 'Order system' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schlüssel ausgeben' }));

    const code = await screen.findByLabelText('Sechsstelliger Code');
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));

    const key = await screen.findByTestId('new-partner-key');
    expect((key as HTMLInputElement).value).toBe(issuedKey);
    // A key that may send events waits for another admin; its issuer is told so and may not approve.
    expect(screen.getByText(/funktioniert erst, wenn eine andere Administratorin/)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      'partner-schluessel',
      'sitzung/bestaetigung/totp',
      'partner-schluessel',
    ]);
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      Tenant: 'telko',
      Label: 'Order system',
      Permissions: ['events'],
    });
    const row = await screen.findByRole('row', { name: /Order system/ });
    expect(row.textContent).toContain('wartet auf Freigabe');
    expect(row.textContent).toContain(
      'Gibt eine andere Administratorin oder ein anderer Administrator frei.',
    );
    expect(screen.queryByRole('button', { name: 'Freigeben: Order system' })).toBeNull();
  });

  it('lets another admin approve a waiting key from the list, naming who issued it', async () => {
    listed = [{ ...view, IssuedBy: 'Bea Admin', MayDecide: true }];
    render(<PartnerKeysScreen />);
    const row = await screen.findByRole('row', { name: /Order system/ });
    expect(row.textContent).toContain('Bea Admin');
    expect(row.textContent).toContain('wartet auf Freigabe');
    fireEvent.click(screen.getByRole('button', { name: 'Freigeben: Order system' }));
    expect(await screen.findByText('Der Schlüssel ist freigegeben und funktioniert ab jetzt.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      `partner-schluessel/${view.Id}/genehmigung`,
    ]);
  });

  it('shows the server’s field messages at the fields', async () => {
    issueAnswers = [
      {
        status: 400,
        body: {
          code: 'common.validation',
          message: 'x',
          details: { fields: [{ path: 'body.Label', message: 'Bezeichnung ist ein Pflichtfeld' }] },
        },
      },
    ];
    render(<PartnerKeysScreen />);
    await screen.findByRole('region', { name: 'Neuen Schlüssel ausgeben' });
    fireEvent.click(screen.getByRole('button', { name: 'Schlüssel ausgeben' }));
    expect(await screen.findByText('Bezeichnung ist ein Pflichtfeld')).toBeTruthy();
    expect(screen.getByLabelText('Bezeichnung').getAttribute('aria-invalid')).toBe('true');
  });
});
