import type { TestContext } from '../../test/test-app.ts';

export const AGB = 'Ich akzeptiere die Teilnahmebedingungen.';

/** A valid create body; override parts per test. */
export function createBody(
  over: {
    recipient?: string;
    referrer?: string;
    product?: number;
    split?: number;
    agb?: unknown;
    campaigns?: { AktionsId: number; abgehakt: boolean }[];
    vorname?: string;
    /** The eligibility confirmation (spec §1); true unless given. */
    eligible?: unknown;
    address?: Record<string, string>;
  } = {},
) {
  return {
    Empfehlung: {
      Produkt: over.product ?? 1,
      AnteilEmpfehler: over.split ?? 50,
      AgbText: AGB,
      AgbAkzeptiert: 'agb' in over ? over.agb : true,
      Aktionen: over.campaigns ?? [],
    },
    Empfehler: {
      Vorname: over.vorname ?? 'Anna',
      Nachname: 'Berg',
      Email: over.referrer ?? 'anna.berg@example.org',
      ...('eligible' in over ? { Teilnahmeberechtigt: over.eligible } : { Teilnahmeberechtigt: true }),
      ...(over.address ? { Adresse: over.address } : {}),
    },
    Empfaenger: { Email: over.recipient ?? 'ben@example.org' },
  };
}

let clients = 0;
/** A new client address per request, so the per-IP limit of the create route stays out of these tests. */
export const nextClientIp = () => {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
};

export function create(
  t: TestContext,
  tenant: string,
  body: unknown,
  headers: Record<string, string> = {},
  remoteAddress = nextClientIp(),
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/${tenant}/Empfehlen/create`,
    payload: body as object,
    headers,
    remoteAddress,
  });
}

/** The newest mail of a kind to an address, as the outbox holds it. */
export async function lastMail(t: TestContext, kind: string, to: string) {
  const rows = await t.database.query<{ subject: string; text_body: string }>(
    'select subject, text_body from outbox where kind = $1 and to_address = $2 order by created_at desc, id desc limit 1',
    [kind, to],
  );
  return rows[0];
}

export function tokenFrom(text: string): string {
  const m = /bestaetigung\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!m?.[1]) throw new Error('no opt-in link in the mail');
  return m[1];
}

/** The number, key and host of a long link, as the share step holds them. */
export const linkParts = (link: string) => {
  const url = new URL(link);
  return { nr: Number(url.pathname.split('/').pop()), key: url.searchParams.get('k')!, host: url.host };
};

export const count = async (t: TestContext, table: string) =>
  (await t.database.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;

/** A referral's status by its number (Empfehlungsnummer), as the table holds it. */
export const referralStatus = async (t: TestContext, nr: number) =>
  (
    await t.database.query<{ status: string }>('select status from referrals where empfehlungsnummer = $1', [
      nr,
    ])
  )[0]?.status;

/** Creates a recommendation and confirms its opt-in as the referrer would; returns the share step. */
export async function confirmedReferral(
  t: TestContext,
  tenant: string,
  people: { referrer: string; recipient: string; product?: number; split?: number },
) {
  // Tick every active campaign, as a referrer who agrees to all would.
  const campaigns = (await t.app.inject({ url: `/api/v1/${tenant}/aktion/alleAktiven` })).json() as {
    AktionsId: number;
  }[];
  const created = await create(
    t,
    tenant,
    createBody({ ...people, campaigns: campaigns.map((c) => ({ AktionsId: c.AktionsId, abgehakt: true })) }),
  );
  if (created.statusCode !== 202) throw new Error(`create answered ${created.statusCode}: ${created.body}`);
  const token = tokenFrom((await lastMail(t, 'referral.optin', people.referrer))!.text_body);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/${tenant}/Empfehlen/bestaetigen`,
    payload: { Token: token },
  });
  if (res.statusCode !== 200) throw new Error(`confirm answered ${res.statusCode}: ${res.body}`);
  return res.json() as { Empfehlungsnummer: number; Empfehlungslink: string; Empfehlungscode: string | null };
}
