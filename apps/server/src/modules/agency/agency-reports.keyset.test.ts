import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { api } from '../accounts/accounts.test-helpers.ts';
import { signedInAgencyUser } from './agency.test-helpers.ts';
import { seedReferral } from './agency-reports.test-helpers.ts';

const DAY = 86_400_000;

interface Page {
  Content: { Empfehlungsnummer: number }[];
  TotalCount: number;
  Pagenumber: number;
  HasNext: boolean;
  NextCursor: string | null;
  PreviousCursor: string | null;
}

// The orders report paged by cursor (issue 32): forwards to the end and back to the start over
// ties (equal order dates, equal down to the microsecond and a microsecond apart, empty release
// dates), in every order and filter, each row once and in the order of the whole list.
describe.each(databaseKinds())('agency orders paged by cursor on %s', (kind) => {
  let t: TestContext;
  let owner: string;

  const page = (body: Record<string, unknown>, lang?: string) =>
    api(t, 'PUT', '/agentur/auftraege/seite/', {
      tenant: 'partner',
      token: owner,
      body,
      ...(lang ? { lang } : {}),
    });
  const numbers = (p: Page) => p.Content.map((row) => row.Empfehlungsnummer);

  beforeAll(async () => {
    t = await createTestApp(kind);
    const now = t.clock.now().getTime();
    const ago = (days: number) => new Date(now - days * DAY);
    owner = (await signedInAgencyUser(t, { name: 'Olga Owner' })).Token;
    // Eleven orders: four on one day, three on another (one of them a microsecond later, below),
    // the rest apart; agents of two names; some effective, one cancelled; three released.
    const days = [10, 10, 10, 10, 8, 8, 8, 6, 5, 4, 3];
    for (const [i, day] of days.entries()) {
      const events = [{ type: 'order.placed', at: ago(day) }];
      if (i % 3 === 0) events.push({ type: 'order.effective', at: ago(day - 1) });
      if (i === 4) events.push({ type: 'order.cancelled', at: ago(day - 2) });
      const seeded = await seedReferral(t, {
        agent: i % 2 === 0 ? 'B-1001' : 'B-1004',
        createdAt: ago(day + 1),
        status: i === 4 ? 'Storniert' : 'Offen',
        recipient: { vorname: 'Eva', name: `Kunde ${i}`, ort: 'Köln', confirmedAt: ago(day + 1) },
        events,
        credits:
          i % 3 === 0 ? [{ beneficiary: 'Empfehler', cents: 1000 * (i % 2) + 500, status: 'Offen' }] : [],
      });
      if (i === 6)
        await t.database.query(
          "update referrals set ordered_at = ordered_at + interval '1 microsecond' where id = $1",
          [seeded.id],
        );
      if (i === 1 || i === 2 || i === 9) {
        const released = await api(
          t,
          'PUT',
          `/agentur/auftragfreigeben/${seeded.nr}/${seeded.recipientNumber}`,
          { tenant: 'partner', token: owner },
        );
        expect(released.statusCode).toBe(200);
      }
    }
  });
  afterAll(() => t.close());

  const orders = [
    ['AuftragsDatum', {}],
    ['FreigegebenAm', {}],
    ['Status', {}],
    ['AgentName', {}],
    ['PraemieCent', {}],
    ['Empfehlungsnummer', {}],
    ['AuftragsDatum', { Freigegeben: 'false' }],
    ['FreigegebenAm', { Agentennummer: 'B-1004' }],
    ['Status', { Status: 'Bestellt' }],
    ['AgentName', { AuftragsDatum: '2000-01-01..2999-12-31' }],
  ] as const;

  it.each(
    orders.flatMap(([orderBy, filter]) =>
      [true, false].map((descending) => [orderBy, filter, descending] as const),
    ),
  )(
    'by %s filtered %o (descending: %s): each row once, forwards and back',
    async (orderBy, Filter, Descending) => {
      const query = { OrderBy: orderBy, Descending, Filter };
      const whole = (await page({ ...query, Pagesize: 100 })).json() as Page;
      const expected = numbers(whole);
      expect(expected.length).toBeGreaterThan(0);
      expect(whole.TotalCount).toBe(expected.length);

      const forwards: Page[] = [(await page({ ...query, Pagesize: 3 })).json()];
      expect(forwards[0]!.PreviousCursor).toBeNull();
      while (forwards.at(-1)!.NextCursor) {
        const last = forwards.at(-1)!;
        const next = await page({
          ...query,
          Pagesize: 3,
          Cursor: last.NextCursor,
          Pagenumber: last.Pagenumber + 1,
        });
        expect(next.statusCode).toBe(200);
        forwards.push(next.json());
      }
      expect(forwards.flatMap(numbers)).toEqual(expected);
      expect(forwards.map((p) => p.Pagenumber)).toEqual(forwards.map((_, i) => i + 1));
      expect(forwards.at(-1)!.HasNext).toBe(false);

      // Back from the last page: the same pages in turn, and no page before the first.
      const backwards: Page[] = [forwards.at(-1)!];
      while (backwards.at(-1)!.PreviousCursor) {
        const before = await page({ ...query, Pagesize: 3, Cursor: backwards.at(-1)!.PreviousCursor });
        expect(before.statusCode).toBe(200);
        backwards.push(before.json());
      }
      expect(backwards.map(numbers).reverse()).toEqual(forwards.map(numbers));
      expect(backwards.at(-1)!.NextCursor).toBe(forwards[0]!.NextCursor);
    },
  );

  it('answers a page by number with cursors to go on from it', async () => {
    const query = { OrderBy: 'AuftragsDatum', Descending: true, Pagesize: 4 };
    const second = (await page({ ...query, Pagenumber: 2 })).json() as Page;
    const first = (await page({ ...query, Cursor: second.PreviousCursor })).json() as Page;
    const third = (await page({ ...query, Cursor: second.NextCursor })).json() as Page;
    const whole = numbers((await page({ ...query, Pagesize: 100 })).json());
    expect([...numbers(first), ...numbers(second), ...numbers(third)]).toEqual(whole);
  });

  it('refuses a cursor of another sort or filter, or one that is not a cursor: 400 at the field, in the language', async () => {
    const made = ((await page({ OrderBy: 'AuftragsDatum', Pagesize: 2 })).json() as Page).NextCursor!;
    for (const other of [
      { OrderBy: 'Status' },
      { OrderBy: 'AuftragsDatum', Descending: true },
      { OrderBy: 'AuftragsDatum', Filter: { Freigegeben: 'true' } },
    ]) {
      const stale = await page({ ...other, Pagesize: 2, Cursor: made });
      expect(stale.statusCode).toBe(400);
      expect(stale.json().code).toBe('common.validation');
      expect(stale.json().details.fields).toEqual([
        { path: 'body.Cursor', message: expect.stringContaining('gehört zu einer anderen Sortierung') },
      ]);
    }
    const [print] = JSON.parse(Buffer.from(made, 'base64url').toString());
    const forged = (wire: unknown) => Buffer.from(JSON.stringify(wire)).toString('base64url');
    for (const Cursor of [
      'kaputt',
      forged([print, 'gestern', 1, 0]),
      forged([print, '2026-01-01T00:00:00Z', 'eins', 0]),
      forged([print, null, 1, 0]),
      forged([print, '2026-01-01T00:00:00Z', 1, 7]),
    ]) {
      const invalid = await page({ OrderBy: 'AuftragsDatum', Pagesize: 2, Cursor }, 'en');
      expect(invalid.statusCode, Cursor).toBe(400);
      expect(invalid.json().details.fields).toEqual([
        {
          path: 'body.Cursor',
          message: 'The page cursor is not valid. Please load the list again from its first page.',
        },
      ]);
    }
  });

  it('counts a filter once and keeps its total briefly, then counts again; the agency’s release forgets it', async () => {
    const query = { OrderBy: 'AuftragsDatum', Filter: { Freigegeben: 'false' } };
    const total = async () => ((await page(query)).json() as Page).TotalCount;
    const before = await total();
    const extra = await seedReferral(t, {
      agent: 'B-1001',
      createdAt: new Date(t.clock.now().getTime() - 2 * DAY),
      status: 'Offen',
      recipient: {
        vorname: 'Eva',
        name: 'Neu',
        ort: 'Köln',
        confirmedAt: new Date(t.clock.now().getTime() - DAY),
      },
      events: [{ type: 'order.placed', at: new Date(t.clock.now().getTime() - DAY) }],
    });
    // Kept: the new order is on the page at once, in the total only once the total is counted again.
    expect(await total()).toBe(before);
    t.clock.advance(16_000);
    // Past its time the kept total is answered once more while it is counted again.
    expect(await total()).toBe(before);
    await vi.waitFor(async () => expect(await total()).toBe(before + 1));
    const released = await api(t, 'PUT', `/agentur/auftragfreigeben/${extra.nr}/${extra.recipientNumber}`, {
      tenant: 'partner',
      token: owner,
    });
    expect(released.statusCode).toBe(200);
    expect(await total()).toBe(before);
  });
});
