import type { TestContext } from '../../test/test-app.ts';
import { nextClientIp } from '../referrals/referrals.test-helpers.ts';

/** The number and token of a referral link `…/empfehlung/{nr}?k={hex}`. */
export function linkParts(link: string): { nr: number; k: string } {
  const url = new URL(link);
  return { nr: Number(url.pathname.split('/').pop()), k: url.searchParams.get('k') ?? '' };
}

export const trackingData = (over: Record<string, unknown> = {}) => ({
  anrede: 'Frau',
  vorname: 'Erika',
  name: 'Mustermann',
  geburtsdatum: '12.08.1990',
  email: 'erika@example.org',
  emailBestaetigung: 'erika@example.org',
  telefon: '+49 30 1234567',
  newsletter: [true],
  adresse: { strasse: 'Heidestraße', hausnummer: '17', plz: '51147', ort: 'Köln' },
  ...over,
});

export interface TestRecipient {
  nr: number;
  k: string;
  Empfaengernummer: string;
  Token: string;
}

/** Follows a referral link as a recipient would: creates the recipient. */
export async function recipientFor(t: TestContext, tenant: string, link: string): Promise<TestRecipient> {
  const { nr, k } = linkParts(link);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/${tenant}/empfaenger/create/${nr}?k=${k}&channel=Whatsapp`,
    payload: {},
    remoteAddress: nextClientIp(),
  });
  if (res.statusCode !== 201) throw new Error(`recipient create answered ${res.statusCode}: ${res.body}`);
  return { nr, k, ...(res.json() as { Empfaengernummer: string; Token: string }) };
}

/** Completes the tracking (data confirmation) for a recipient. */
export function track(t: TestContext, tenant: string, r: TestRecipient, data: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/${tenant}/tracking/abschliessen/?channel=co&einsprungsquelle=Einsprungslink`,
    headers: { authorization: `Bearer ${r.Token}` },
    payload: {
      empfehlungsnummer: r.nr,
      empfaengernummer: r.Empfaengernummer,
      empfaengerdaten: trackingData(data),
    },
    remoteAddress: nextClientIp(),
  });
}

/** The recipient gives the account for their share on their page (`POST /empfaenger/bankdaten`). */
export function giveBankData(
  t: TestContext,
  tenant: string,
  r: TestRecipient,
  account = { Kontoinhaber: 'Erika Muster', Iban: 'DE89 3704 0044 0532 0130 00' },
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/${tenant}/empfaenger/bankdaten`,
    headers: { authorization: `Bearer ${r.Token}` },
    payload: account,
    remoteAddress: nextClientIp(),
  });
}

/** The partner's report of the recipient's order (`order.placed`, `order.effective` …) at a time. */
export async function orderEvent(t: TestContext, tenant: string, r: TestRecipient, type: string, at: Date) {
  return t.app.services.partnerEvents.ingestForTenant((await t.app.services.tenants.byKey(tenant))!.id, {
    id: `${type}-${r.nr}`,
    type,
    occurredAt: at.toISOString(),
    empfehlungsnummer: r.nr,
    orderId: `A-${r.nr}`,
  });
}
