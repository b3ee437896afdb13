import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { api } from '../accounts/accounts.test-helpers.ts';
import { create, createBody } from '../referrals/referrals.test-helpers.ts';
import { signedInAgencyUser } from './agency.test-helpers.ts';

/** The PDF's text as Debian's `pdftotext` reads it, one table row a line, blanks squeezed. */
function pdfText(pdf: Buffer): string[] {
  const out = spawnSync('/usr/bin/pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf });
  if (out.status !== 0) throw new Error(`pdftotext: ${out.stderr.toString()}`);
  return out.stdout
    .toString('utf8')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** Monthly commission statements (tab Rechnungen): released orders × the agency's commission, as a list and a PDF. */
describe.each(databaseKinds())('commission statements on %s', (kind) => {
  let t: TestContext;
  let nord: string;
  let sued: string;
  const numbers: Record<string, number> = {};
  let agentName: string;

  /** A referral through the agent, released by its agency at `at` (the release call is another part's). */
  async function released(agent: string, recipient: string, at: string) {
    const body = createBody({ referrer: `werber-${recipient}`, recipient });
    const res = await create(t, 'partner', {
      ...body,
      Empfehlung: { ...body.Empfehlung, Agentennummer: agent },
    });
    expect(res.statusCode).toBe(202);
    const nr = res.json().Empfehlungsnummer as number;
    await t.database.query(
      `insert into agency_order_releases (referral_id, tenant_id, agency_id, released_by_name, released_at)
       select r.id, r.tenant_id, l.agency_id, 'Ines Inhaber', $2
       from referrals r join agency_agents l on l.tenant_id = r.tenant_id and l.agent_number = r.agent_number
       where r.empfehlungsnummer = $1`,
      [nr, at],
    );
    numbers[recipient] = nr;
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    nord = (await signedInAgencyUser(t, { roles: ['AgenturInhaber_inaktiv'] })).Token;
    sued = (await signedInAgencyUser(t, { department: 'agentur-sued' })).Token;
    // 00:30 on 1 November in Berlin: November's, though still October in UTC.
    await released('B-1001', 'nov-1@example.org', '2026-10-31T23:30:00Z');
    await released('B-1004', 'nov-2@example.org', '2026-11-20T09:00:00Z');
    await released('B-1001', 'okt-1@example.org', '2026-10-15T12:00:00Z');
    await released('B-1002', 'sued-1@example.org', '2026-11-10T12:00:00Z');
    const [row] = await t.database.query<{ name: string }>(
      `select vorname || ' ' || nachname as name from agents where externe_id = 'B-1001'`,
    );
    agentName = row!.name;
  });
  afterAll(() => t.close());

  const pdf = (token: string, month: string) =>
    api(t, 'GET', `/agentur/rechnungen/${month}.pdf`, { tenant: 'partner', token });

  it('lists one statement per month with released orders, newest first, by Berlin time', async () => {
    const own = await api(t, 'GET', '/agentur/rechnungen', { tenant: 'partner', token: nord });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual([
      { Monat: '2026-11', Auftraege: 2, BetragCent: 5000 },
      { Monat: '2026-10', Auftraege: 1, BetragCent: 2500 },
    ]);
    const other = await api(t, 'GET', '/agentur/rechnungen', { tenant: 'partner', token: sued });
    expect(other.json()).toEqual([{ Monat: '2026-11', Auftraege: 1, BetragCent: 3000 }]);
  });

  it("makes the month's PDF: master data, one line per released order, the total", async () => {
    const res = await pdf(nord, '2026-11');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="Provisionsabrechnung-2026-11.pdf"',
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toEqual(
      expect.arrayContaining([
        'Provisionsabrechnung November 2026',
        'Vertriebsagentur Nord GmbH',
        'Speicherstadt 12',
        '20457 Hamburg',
        'USt-IdNr.: DE123456789',
        'Provision je freigegebenem Auftrag: 25,00 €',
        'Empfehlungsnr. Agent Produkt Freigegeben am Betrag',
        `${numbers['nov-1@example.org']} B-1001 ${agentName} Beratung Internet & Telefon 01.11.2026 25,00 €`,
        'Summe (2 Aufträge): 50,00 €',
      ]),
    );
    expect(
      text.some(
        (l) => l.startsWith(`${numbers['nov-2@example.org']} B-1004 `) && l.endsWith('20.11.2026 25,00 €'),
      ),
    ).toBe(true);
    const all = text.join('\n');
    expect(all).not.toContain(String(numbers['okt-1@example.org']));
    expect(all).not.toContain(String(numbers['sued-1@example.org']));
  });

  it('writes umlauts and € as they are, and shows an agency only its own orders', async () => {
    const text = pdfText((await pdf(sued, '2026-11')).rawPayload);
    expect(text).toEqual(
      expect.arrayContaining([
        'Agentur Süd & West KG',
        'Maximilianstraße 5',
        '80539 München',
        'Summe (1 Auftrag): 30,00 €',
      ]),
    );
    expect(text.join('\n')).not.toContain(String(numbers['nov-1@example.org']));
    // Nord has nothing of Süd's in October, so Süd's October does not exist.
    expect((await pdf(sued, '2026-10')).statusCode).toBe(404);
  });

  it('answers 404 for a month without released orders and 400 for no month', async () => {
    expect((await pdf(nord, '2026-09')).statusCode).toBe(404);
    const bad = await pdf(nord, '2026-13');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('common.validation');
  });
});
