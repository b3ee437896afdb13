import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/i18n.ts';
import { openRecipient } from './open-recipient.ts';
import { forgetRecipientAccess, readRecipientAccess, saveRecipientAccess } from './recipient-cookie.ts';

const nr = 12345678;
const k = 'ab'.repeat(16);
const oldToken = 'a'.repeat(48);
const newToken = 'b'.repeat(48);
const recipient = {
  Empfaengernummer: '0000000001',
  Empfehlungsnummer: nr,
  Email: null,
  DatenBestaetigt: true,
  AgbZugestimmt: false,
  BankdatenHinterlegt: false,
  EmpfaengerPraemieCent: 0,
};

type Answer = { status: number; body: unknown } | 'network';
let answers: Record<string, Answer>;
const calls: { method: string; url: string }[] = [];

beforeEach(() => {
  calls.length = 0;
  answers = {
    [`GET empfaenger/${oldToken}`]: { status: 200, body: recipient },
    [`POST empfaenger/create/${nr}`]: {
      status: 201,
      body: { Empfaengernummer: '0000000002', Token: newToken },
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url });
      const path = new URL(url, 'http://x').pathname.replace(/^\/api\/v1\/[^/]+\//, '');
      const answer = answers[`${method} ${path}`];
      if (answer === 'network') throw new TypeError('Failed to fetch');
      if (!answer) return new Response('{}', { status: 500 });
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  forgetRecipientAccess(nr);
});

const created = () => calls.filter((c) => c.method === 'POST');

describe('openRecipient ("Jetzt Daten bestätigen")', () => {
  it('creates a recipient when the browser has none and keeps it in the cookie', async () => {
    expect(await openRecipient(nr, k, 'Email', true)).toBe('EmpfaengerDaten');
    expect(created()[0]?.url).toBe(`/api/v1/fyrst/empfaenger/create/${nr}?k=${k}&channel=Email`);
    expect(readRecipientAccess(nr)).toEqual({ empfaengernummer: '0000000002', token: newToken });
  });

  it('reuses the recipient of the cookie and continues at its next open step', async () => {
    saveRecipientAccess(nr, { empfaengernummer: '0000000001', token: oldToken });
    expect(await openRecipient(nr, k, 'Link', true)).toBe('AGBDatenschutzZustimmung');
    expect(created()).toEqual([]);
    expect(readRecipientAccess(nr)?.token).toBe(oldToken);
  });

  it('removes a cookie the server no longer knows (spec §8) and creates a new recipient', async () => {
    saveRecipientAccess(nr, { empfaengernummer: '0000000001', token: oldToken });
    answers[`GET empfaenger/${oldToken}`] = {
      status: 401,
      body: { code: 'recipients.unauthorized', message: 'x' },
    };
    expect(await openRecipient(nr, k, 'Link', true)).toBe('EmpfaengerDaten');
    expect(created()).toHaveLength(1);
    expect(readRecipientAccess(nr)?.token).toBe(newToken);
  });

  it('keeps the cookie when the lookup fails for the network, and says so', async () => {
    saveRecipientAccess(nr, { empfaengernummer: '0000000001', token: oldToken });
    answers[`GET empfaenger/${oldToken}`] = 'network';
    await expect(openRecipient(nr, k, 'Link', true)).rejects.toMatchObject({ code: 'common.network' });
    expect(created()).toEqual([]);
    expect(readRecipientAccess(nr)?.token).toBe(oldToken);
  });

  it('passes the refusal of an expired referral on', async () => {
    answers[`POST empfaenger/create/${nr}`] = {
      status: 410,
      body: { code: 'recipients.expired', message: 'x' },
    };
    await expect(openRecipient(nr, k, 'Link', true)).rejects.toMatchObject({ code: 'recipients.expired' });
    expect(readRecipientAccess(nr)).toBeNull();
  });
});
