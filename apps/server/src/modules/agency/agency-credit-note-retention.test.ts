import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { api } from '../accounts/accounts.test-helpers.ts';
import { releasedOrder, signedInAgencyUser } from './agency.test-helpers.ts';

/**
 * A credit note is kept ten years (§ 147 Abs. 1 Nr. 4, Abs. 3 AO; § 14b Abs. 1 UStG): deleting the
 * agency it was issued to, or its issuer (the tenant), is refused while it exists, instead of
 * taking it along (decision 038, addendum). No path of the app deletes either; the database refuses.
 */
describe.each(databaseKinds())('credit notes are retained on %s', (kind) => {
  let t: TestContext;
  let agencyId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const nord = (await signedInAgencyUser(t)).Token;
    await releasedOrder(t, 'B-1001', 'retained@example.org', '2026-10-15T12:00:00Z');
    const res = await api(t, 'GET', '/agentur/rechnungen/2026-10.pdf', { tenant: 'partner', token: nord });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.query<{ agency_id: string }>(
      `select agency_id from agency_credit_notes where number = 'GS-000001'`,
    );
    agencyId = row!.agency_id;
  });
  afterAll(() => t.close());

  const notes = () =>
    t.database.query<{ number: string; sequence: number; recipient: string }>(
      `select number, sequence, document->'recipient'->>'Name' as recipient from agency_credit_notes`,
    );

  it('refuses to delete an agency that has a credit note; the note keeps its number', async () => {
    await expect(t.database.query('delete from agencies where id = $1', [agencyId])).rejects.toThrow(
      /agency_credit_notes/,
    );
    expect(await notes()).toEqual([
      { number: 'GS-000001', sequence: 1, recipient: 'Vertriebsagentur Nord GmbH' },
    ]);
    const [agency] = await t.database.query<{ n: number }>(
      'select count(*)::int as n from agencies where id = $1',
      [agencyId],
    );
    expect(agency!.n).toBe(1);
  });

  it('refuses to delete the issuing tenant as well', async () => {
    await expect(t.database.query(`delete from tenants where key = 'partner'`)).rejects.toThrow(
      /agency_credit_notes/,
    );
    expect((await notes()).map((n) => n.number)).toEqual(['GS-000001']);
  });
});
