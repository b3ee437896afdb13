import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n/i18n.ts';
import { PickupLinkRequest } from './pickup-link-request.tsx';

const TOKEN = 'd'.repeat(48);
const calls: { url: string; init: RequestInit }[] = [];

/** The server's answer at the network boundary: the page's own code runs as it is. */
function answer(status: number, body: unknown) {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

const send = () => {
  render(<PickupLinkRequest token={TOKEN} empfaengernummer="0000000001" lang="de" />);
  fireEvent.click(screen.getByRole('button', { name: 'Neuen Link zum Abholen schicken' }));
};

describe('PickupLinkRequest', () => {
  it('asks for a fresh pickup link for this recipient and says it went out by mail', async () => {
    answer(200, { Versandt: true });
    send();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Wir haben Ihnen einen neuen Link zum Abholen per E-Mail geschickt.',
      ),
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toMatch(/empfaenger\/0000000001\/praemie\/abhollink$/);
    expect(calls[0]!.init.method).toBe('POST');
    expect(new Headers(calls[0]!.init.headers).get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('says why not when the share cannot be picked up, and moves the focus there', async () => {
    answer(409, {
      code: 'recipients.pickup_link_unavailable',
      message: 'Ein Link zum Abholen kann nur verschickt werden, …',
    });
    send();
    const alert = screen.getByRole('alert');
    await waitFor(() =>
      expect(alert.textContent).toBe(
        'Ein Link zum Abholen kann nur verschickt werden, solange Ihr Prämienanteil bereitsteht, noch nicht gewählt ist und Sie kein Konto dafür angegeben haben.',
      ),
    );
    expect(document.activeElement).toBe(alert);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
