import { REPORT_COLUMNS } from '@kwk/shared/agency/agency-reports.schemas';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { berlinDate } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { api } from '../accounts/accounts.test-helpers.ts';
import { signedInAgencyUser } from './agency.test-helpers.ts';
import { filterKind, planReport } from './agency-report-request.ts';
import { createReportTotals } from './agency-report-totals.ts';
import { createAgencyReportsRepository } from './agency-reports.repository.ts';
import { agencyIn, type SeededReferral, seedReferral } from './agency-reports.test-helpers.ts';
import { createAgencyUsersRepository } from './agency-users.repository.ts';

const DAY = 86_400_000;

/** A CSV as German Excel reads it: `;` between fields, every field quoted, `""` inside. */
function parseCsv(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"(?:;|$)/g)].map((m) => m[1]!.replace(/""/g, '"')));
}

describe.each(databaseKinds())('agency reports on %s', (kind) => {
  let t: TestContext;
  let owner: string;
  let south: string;
  const r: Record<string, SeededReferral> = {};
  let now: number;

  const report = (
    name: string,
    body: unknown,
    options: { token?: string; format?: string; lang?: string } = {},
  ) =>
    api(t, 'PUT', `/agentur/${name}/${options.format ?? 'seite'}/`, {
      tenant: 'partner',
      token: options.token ?? owner,
      body,
      ...(options.lang ? { lang: options.lang } : {}),
    });
  const numbers = (res: { json(): { Content: { Empfehlungsnummer: number }[] } }) =>
    res.json().Content.map((row) => row.Empfehlungsnummer);

  beforeAll(async () => {
    t = await createTestApp(kind);
    now = t.clock.now().getTime();
    const ago = (days: number) => new Date(now - days * DAY);
    const person = (vorname: string, days: number) => ({
      vorname,
      name: 'Muster',
      ort: 'Köln',
      confirmedAt: ago(days),
    });
    r.r1 = await seedReferral(t, {
      agent: 'B-1001',
      createdAt: ago(30),
      status: 'Offen',
      recipient: person('Erika', 29),
      events: [
        { type: 'order.placed', at: ago(28) },
        { type: 'order.effective', at: ago(20) },
      ],
      credits: [
        { beneficiary: 'Empfehler', cents: 5000, status: 'Offen' },
        { beneficiary: 'Empfaenger', cents: 2500, status: 'Offen' },
      ],
    });
    r.r2 = await seedReferral(t, {
      agent: 'B-1004',
      createdAt: ago(25),
      status: 'Storniert',
      recipient: person('Rolf', 24),
      events: [
        { type: 'order.placed', at: ago(20) },
        { type: 'order.cancelled', at: ago(10) },
      ],
      credits: [
        { beneficiary: 'Empfehler', cents: 5000, status: 'Storniert' },
        { beneficiary: 'Empfaenger', cents: 2500, status: 'Storniert' },
      ],
    });
    // r3 and r4 were ordered at the same moment: their order is the tie-break's.
    r.r3 = await seedReferral(t, {
      agent: 'B-1001',
      createdAt: ago(20),
      status: 'Offen',
      recipient: { ...person('=HYPERLINK("http://x")', 19), name: '-Minus' },
      events: [{ type: 'order.placed', at: ago(15) }],
    });
    r.r4 = await seedReferral(t, {
      agent: 'B-1004',
      createdAt: ago(18),
      status: 'Offen',
      recipient: person('Gabi', 17),
      events: [{ type: 'order.placed', at: ago(15) }],
    });
    r.r5 = await seedReferral(t, { agent: 'B-1001', createdAt: ago(10), channel: 'ModuleEmailClient' });
    r.r6 = await seedReferral(t, { agent: 'B-1001', createdAt: ago(70), status: 'Abgelaufen' });
    r.r7 = await seedReferral(t, { agent: 'B-1004', createdAt: ago(5), recipient: person('Nina', 4) });
    // Another agency of the same tenant, and an agency of another tenant with the same names.
    r.s1 = await seedReferral(t, {
      agent: 'B-1002',
      createdAt: ago(10),
      status: 'Offen',
      recipient: person('Sven', 9),
      events: [{ type: 'order.placed', at: ago(5) }],
    });
    await agencyIn(t, 'telko', 'agentur-nord', ['B-1001']);
    r.x1 = await seedReferral(t, {
      tenant: 'telko',
      agent: 'B-1001',
      createdAt: ago(3),
      status: 'Offen',
      recipient: person('Xaver', 2),
      events: [{ type: 'order.placed', at: ago(1) }],
    });
    for (const [agency, nachname, expires] of [
      ['agentur-nord', 'Offenbach', 5],
      ['agentur-nord', 'Vergangen', -1],
      ['agentur-sued', 'Suedlich', 5],
    ] as const)
      await t.database.query(
        `insert into agency_invitations (tenant_id, agency_id, vorname, nachname, email, email_identity, art, status, created_at, expires_at)
         select a.tenant_id, a.id, 'Ina', $2, lower($2) || '@example.org', md5($2), 'Agent', 'Offen', $3, $4
         from agencies a join tenants t on t.id = a.tenant_id where t.key = 'partner' and a.department = $1`,
        [
          agency,
          nachname,
          new Date(now - 2 * DAY).toISOString(),
          new Date(now + expires * DAY).toISOString(),
        ],
      );
    owner = (await signedInAgencyUser(t, { name: 'Olga Owner' })).Token;
    south = (await signedInAgencyUser(t, { department: 'agentur-sued' })).Token;
    const released = await api(t, 'PUT', `/agentur/auftragfreigeben/${r.r3!.nr}/${r.r3!.recipientNumber}`, {
      tenant: 'partner',
      token: owner,
    });
    expect(released.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it("shows an agency only its own agents' rows, in its own tenant", async () => {
    const all = { Pagesize: 100 };
    expect((await report('empfehlungen', all)).json().TotalCount).toBe(7);
    expect(numbers(await report('auftraege', all)).sort()).toEqual([r.r1!.nr, r.r2!.nr, r.r3!.nr, r.r4!.nr]);
    expect(numbers(await report('auftraege', all, { token: south }))).toEqual([r.s1!.nr]);
    expect((await report('leads', all)).json().TotalCount).toBe(5);
    expect((await report('praemien', all)).json().TotalCount).toBe(4);
    expect((await report('praemien', all, { token: south })).json().TotalCount).toBe(0);
    const invitations = (await report('einladungen', all)).json().Content;
    expect(
      invitations.map((i: { Nachname: string; Status: string }) => [i.Nachname, i.Status]).sort(),
    ).toEqual([
      ['Offenbach', 'Offen'],
      ['Vergangen', 'Abgelaufen'],
    ]);
  });

  it('answers the rows as the contract has them, with the release that stands', async () => {
    const rows = (await report('auftraege', { OrderBy: 'Empfehlungsnummer' })).json().Content;
    expect(rows[0]).toEqual({
      Empfehlungsnummer: r.r1!.nr,
      Empfaengernummer: r.r1!.recipientNumber,
      Agentennummer: 'B-1001',
      AgentName: 'Jana Albers',
      Produkt: expect.any(String),
      AuftragsDatum: new Date(now - 28 * DAY).toISOString(),
      WirksamAm: new Date(now - 20 * DAY).toISOString(),
      Status: 'Wirksam',
      PraemieCent: 7500,
      Freigegeben: false,
      FreigegebenAm: null,
      FreigegebenVon: null,
      Provision: false,
    });
    expect(rows.map((row: { Status: string }) => row.Status)).toEqual([
      'Wirksam',
      'Storniert',
      'Bestellt',
      'Bestellt',
    ]);
    expect(rows[2]).toMatchObject({ Freigegeben: true, FreigegebenVon: 'Olga Owner' });
    const leads = (await report('leads', { OrderBy: 'Empfehlungsnummer' })).json().Content;
    expect(leads[0]).toMatchObject({ EmpfaengerName: 'Erika Muster', Ort: 'Köln', Bestellt: true });
  });

  it('pages with totals, and past the last page answers no rows but the total', async () => {
    const page = (n: number) =>
      report('empfehlungen', { OrderBy: 'ErstelltAm', Descending: true, Pagesize: 3, Pagenumber: n });
    const first = (await page(1)).json();
    expect(first).toMatchObject({ TotalCount: 7, PageCount: 3, Pagenumber: 1, Pagesize: 3, HasNext: true });
    expect(numbers(await page(1))).toEqual([r.r7!.nr, r.r5!.nr, r.r4!.nr]);
    expect(numbers(await page(2))).toEqual([r.r3!.nr, r.r2!.nr, r.r1!.nr]);
    expect((await page(3)).json()).toMatchObject({
      Content: [{ Empfehlungsnummer: r.r6!.nr }],
      HasNext: false,
    });
    expect((await page(4)).json()).toMatchObject({ Content: [], TotalCount: 7, HasNext: false });
  });

  it('sorts both ways, equal values by the unique key in the same direction', async () => {
    expect(numbers(await report('auftraege', { OrderBy: 'AuftragsDatum' }))).toEqual([
      r.r1!.nr,
      r.r2!.nr,
      r.r3!.nr,
      r.r4!.nr,
    ]);
    expect(numbers(await report('auftraege', { OrderBy: 'AuftragsDatum', Descending: true }))).toEqual([
      r.r4!.nr,
      r.r3!.nr,
      r.r2!.nr,
      r.r1!.nr,
    ]);
    // Without OrderBy: the report's default column (REPORT_COLUMNS.defaultSort).
    expect(numbers(await report('auftraege', {}))).toEqual([r.r1!.nr, r.r2!.nr, r.r3!.nr, r.r4!.nr]);
  });

  it('names the same recipient for an order on every read: two created at one moment, the lower number', async () => {
    const tenant = (await t.app.services.tenants.byKey('partner'))!;
    // A second recipient of r4, created and confirmed at the same moment as its first.
    await t.database.query(
      `insert into recipients (tenant_id, referral_id, empfaengernummer, created_at, data_confirmed_at, personal)
       select tenant_id, referral_id, '0000000001', created_at, data_confirmed_at, personal
       from recipients where tenant_id = $1 and empfaengernummer = $2`,
      [tenant.id, r.r4!.recipientNumber],
    );
    try {
      const res = await report('auftraege', {
        OrderBy: 'Empfehlungsnummer',
        Filter: { Agentennummer: 'B-1004' },
      });
      const row = (
        res.json() as { Content: { Empfehlungsnummer: number; Empfaengernummer: string }[] }
      ).Content.find((o) => o.Empfehlungsnummer === r.r4!.nr);
      expect(row?.Empfaengernummer).toBe('0000000001');
    } finally {
      await t.database.query('delete from recipients where tenant_id = $1 and empfaengernummer = $2', [
        tenant.id,
        '0000000001',
      ]);
    }
  });

  it('filters text by a part in any case (% and _ as letters), exact values, days and yes/no', async () => {
    const count = async (name: string, Filter: Record<string, string>) =>
      (await report(name, { Filter })).json().TotalCount;
    expect(await count('empfehlungen', { AgentName: 'ALBERS' })).toBe(4);
    expect(await count('empfehlungen', { Agentennummer: '100' })).toBe(7);
    expect(await count('empfehlungen', { AgentName: '%' })).toBe(0);
    expect(await count('empfehlungen', { AgentName: '_' })).toBe(0);
    expect(await count('empfehlungen', { Status: 'Abgelaufen' })).toBe(1);
    expect(await count('empfehlungen', { Status: '' })).toBe(7);
    expect(await count('auftraege', { Status: 'Storniert' })).toBe(1);
    const day = (days: number) => new Date(now - days * DAY).toISOString().slice(0, 10);
    expect(await count('auftraege', { AuftragsDatum: `${day(16)}..` })).toBe(2);
    expect(await count('auftraege', { AuftragsDatum: `..${day(20)}` })).toBe(2);
    expect(await count('auftraege', { AuftragsDatum: day(15) })).toBe(2);
    expect(await count('auftraege', { AuftragsDatum: `${day(28)}..${day(20)}`, AgentName: 'brandt' })).toBe(
      1,
    );
    expect(await count('auftraege', { Freigegeben: 'true' })).toBe(1);
    expect(await count('auftraege', { Freigegeben: 'nein' })).toBe(3);
    expect(await count('leads', { Bestellt: 'false' })).toBe(1);
    expect(await count('praemien', { Status: 'Storniert' })).toBe(2);
    expect(await count('einladungen', { Status: 'Abgelaufen' })).toBe(1);
  });

  it('refuses a column off the allow-list or a value off its kind: 400 naming the field, in the language', async () => {
    const bad = await report('auftraege', { OrderBy: 'EmpfaengerName', Filter: { Email: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('common.validation');
    expect(bad.json().details.fields).toEqual([
      {
        path: 'body.OrderBy',
        message: expect.stringContaining('Nach „EmpfaengerName“ kann nicht sortiert werden'),
      },
      {
        path: 'body.Filter.Email',
        message: expect.stringContaining('Nach „Email“ kann nicht gefiltert werden'),
      },
    ]);
    const english = await report(
      'auftraege',
      { Filter: { AuftragsDatum: 'gestern', Status: 'Kaputt' } },
      { lang: 'en' },
    );
    expect(english.statusCode).toBe(400);
    expect(english.json().details.fields).toEqual([
      { path: 'body.Filter.AuftragsDatum', message: 'Please give a date as YYYY-MM-DD or a range from..to.' },
      { path: 'body.Filter.Status', message: expect.stringContaining('Allowed values: Bestellt') },
    ]);
    for (const Filter of [
      { Freigegeben: 'vielleicht' },
      { AuftragsDatum: '2026-02-30' },
      { AuftragsDatum: '..' },
    ])
      expect((await report('auftraege', { Filter })).statusCode).toBe(400);
    expect((await report('auftraege', { Pagesize: 1000 })).statusCode).toBe(400);
    expect(
      planReport('leads', { Descending: false, Pagesize: 5, Pagenumber: 1, Filter: { Ort: 'Köln' } }, 'de')
        .issues,
    ).toHaveLength(1);
  });

  it('refuses a day that does not exist with 400 at the field, in every report and export, never a 500', async () => {
    for (const name of Object.keys(REPORT_COLUMNS) as (keyof typeof REPORT_COLUMNS)[]) {
      const column = REPORT_COLUMNS[name].filter.find((c) => filterKind(c) === 'date');
      if (!column) continue;
      for (const format of ['seite', 'csv', 'xlsx'])
        for (const day of [
          '2026-13-01',
          '2026-02-30',
          '2026-00-10',
          '2026-01-01..2026-13-01',
          '9999-99-99..',
        ]) {
          const res = await report(name, { Filter: { [column]: day } }, { format });
          expect(res.statusCode, `${name} ${format} ${day}`).toBe(400);
          expect(res.json().details.fields).toEqual([
            { path: `body.Filter.${column}`, message: expect.stringContaining('JJJJ-MM-TT') },
          ]);
        }
    }
  });

  it('exports the whole filter as CSV for German Excel, formulas neutralised', async () => {
    const res = await report('leads', { OrderBy: 'Empfehlungsnummer', Pagesize: 1 }, { format: 'csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="leads-2026-11-22.csv"');
    expect(res.body.startsWith('\uFEFF"Empfehlungsnummer";"Empfängernummer";"Agentennummer";"Agent"')).toBe(
      true,
    );
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual([
      'Empfehlungsnummer',
      'Empfängernummer',
      'Agentennummer',
      'Agent',
      'Produkt',
      'Empfänger',
      'Ort',
      'Bestätigt am',
      'Bestellt',
    ]);
    // Paging does not apply to an export: every row of the filter.
    expect(rows.map((row) => Number(row[0]))).toEqual([r.r1!.nr, r.r2!.nr, r.r3!.nr, r.r4!.nr, r.r7!.nr]);
    const confirmed = new Date(now - 29 * DAY).toLocaleDateString('de-DE', {
      timeZone: 'Europe/Berlin',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });
    expect(rows[0]).toEqual([
      String(r.r1!.nr),
      r.r1!.recipientNumber,
      'B-1001',
      'Jana Albers',
      expect.any(String),
      'Erika Muster',
      'Köln',
      confirmed,
      'Ja',
    ]);
    expect(rows[2]![5]).toBe(`'=HYPERLINK("http://x") -Minus`);
    const filtered = parseCsv(
      (await report('leads', { Filter: { Bestellt: 'nein' } }, { format: 'csv' })).body,
    );
    expect(filtered.slice(1).map((row) => Number(row[0]))).toEqual([r.r7!.nr]);
  });

  it('exports XLSX with English headers, typed cells, a styled and filterable frozen header, read back with exceljs', async () => {
    const res = await report(
      'auftraege',
      { OrderBy: 'AuftragsDatum', Descending: true },
      { format: 'xlsx', lang: 'en' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="auftraege-2026-11-22.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1).slice(0, 4)).toEqual([
      'Recommendation number',
      'Recipient number',
      'Agent number',
      'Agent',
    ]);
    expect(sheet.rowCount).toBe(5);
    expect([2, 3, 4, 5].map((n) => values(n)[0])).toEqual([r.r4!.nr, r.r3!.nr, r.r2!.nr, r.r1!.nr]);
    expect(values(5)[8]).toBe(75); // the reward in euros, a number
    expect(sheet.getRow(5).getCell(9).numFmt).toBe('#,##0.00 "€"');
    expect(values(3)[9]).toBe('Yes');
    // The order date is a date (the Berlin day), shown as DD.MM.YYYY; an empty one is an empty cell.
    const ordered = sheet.getRow(5).getCell(6);
    expect(ordered.value).toBeInstanceOf(Date);
    expect((ordered.value as Date).toISOString()).toBe(
      `${berlinDate(new Date(now - 28 * DAY))}T00:00:00.000Z`,
    );
    expect(ordered.numFmt).toBe('dd.mm.yyyy');
    expect(sheet.getRow(2).getCell(7).value).toBeNull(); // r4 is not effective
    // The header: bold on a band, an autofilter over every column, frozen above the rows.
    const header = sheet.getRow(1).getCell(1);
    expect(header.font?.bold).toBe(true);
    expect(header.fill).toMatchObject({ type: 'pattern', pattern: 'solid' });
    expect(sheet.autoFilter).toBe(`A1:${sheet.getColumn(values(1).length).letter}1`);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('names channels and whom a reward is for in words, in the export’s language', async () => {
    const recommendations = parseCsv(
      (await report('empfehlungen', { OrderBy: 'Empfehlungsnummer' }, { format: 'csv' })).body,
    );
    const kanal = recommendations[0]!.indexOf('Kanal');
    const byNr = new Map(recommendations.slice(1).map((row) => [Number(row[0]), row[kanal]]));
    expect(byNr.get(r.r5!.nr)).toBe('E-Mail');
    expect(byNr.get(r.r1!.nr)).toBe('WhatsApp');
    const res = await report(
      'praemien',
      { OrderBy: 'WertCent', Descending: true, Filter: { Agentennummer: 'B-1001' } },
      { format: 'xlsx', lang: 'en' },
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const column = (sheet.getRow(1).values as unknown[]).indexOf('Reward for');
    expect([2, 3].map((n) => sheet.getRow(n).getCell(column).value)).toEqual(['Recommender', 'Recipient']);
  });

  it('reads an export in batches by key: every row once, in the page order, over ties and empty values', async () => {
    const tenant = (await t.app.services.tenants.byKey('partner'))!;
    const agency = await createAgencyUsersRepository().agencyByDepartment(
      t.database.db as Db,
      tenant.id,
      'agentur-nord',
    );
    const scope = { tenantId: tenant.id, agencyId: agency!.id, now: t.clock.now() };
    // The reports' repository as the routes build it (the app's services do not carry it).
    const repository = createAgencyReportsRepository(createReportTotals(t.clock));
    for (const [name, orderBy, descending] of [
      ['auftraege', 'AuftragsDatum', false],
      ['auftraege', 'FreigegebenAm', true],
      ['auftraege', 'FreigegebenAm', false],
      ['empfehlungen', 'Status', false],
      ['praemien', 'WertCent', true],
    ] as const) {
      const plan = {
        orderBy,
        descending,
        pagesize: 100,
        pagenumber: 1,
        filters: [],
        cursor: null,
        print: '',
      };
      const page = await repository.page(t.database.db as Db, name, scope, plan);
      const batched = [];
      for await (const batch of repository.batches(t.database.db as Db, name, scope, plan, 2))
        batched.push(...batch);
      expect(batched, `${name} by ${orderBy}`).toEqual(page.rows);
    }
  });

  it('counts per ISO week (every week, zeros too) and per agent', async () => {
    const res = await api(t, 'PUT', '/agentur/statistik', {
      tenant: 'partner',
      token: owner,
      body: { Wochen: 6 },
    });
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    expect(stats.ProWoche.map((w: { Woche: string }) => w.Woche)).toEqual([
      '2026-W42',
      '2026-W43',
      '2026-W44',
      '2026-W45',
      '2026-W46',
      '2026-W47',
    ]);
    // r6 was made 70 days ago, before the six weeks.
    expect(stats.Summe).toEqual({ Empfehlungen: 6, Leads: 5, Auftraege: 4, PraemienCent: 7500 });
    expect(stats.ProWoche.at(-1)).toEqual({
      Woche: '2026-W47',
      Empfehlungen: 1,
      Leads: 1,
      Auftraege: 0,
      PraemienCent: 0,
    });
    const agent = (n: string) => stats.ProAgent.find((a: { Agentennummer: string }) => a.Agentennummer === n);
    expect(agent('B-1001')).toEqual({
      Agentennummer: 'B-1001',
      AgentName: 'Jana Albers',
      Empfehlungen: 3,
      Leads: 2,
      Auftraege: 2,
      PraemienCent: 7500,
    });
    expect(agent('B-1004')).toMatchObject({ Empfehlungen: 3, Leads: 3, Auftraege: 2, PraemienCent: 0 });
    expect(agent('B-1006')).toMatchObject({ Empfehlungen: 0, Leads: 0, Auftraege: 0 });
    expect(agent('B-1002')).toBeUndefined();
    const dashboard = await api(t, 'PUT', '/agentur/dashboard', { tenant: 'partner', token: owner });
    expect(dashboard.json().ProWoche).toHaveLength(12);
    const southStats = (
      await api(t, 'PUT', '/agentur/statistik', { tenant: 'partner', token: south, body: {} })
    ).json();
    expect(southStats.Summe).toEqual({ Empfehlungen: 1, Leads: 1, Auftraege: 1, PraemienCent: 0 });
  });
});
