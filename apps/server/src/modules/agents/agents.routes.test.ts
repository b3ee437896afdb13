import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from '../../test/expect-answer.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { count, create, createBody, nextClientIp } from '../referrals/referrals.test-helpers.ts';

describe.each(databaseKinds())('agents on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const search = (query: string, tenant = 'partner') =>
    t.app.inject({ url: `/api/v1/${tenant}/Produkt/berater${query}`, remoteAddress: nextClientIp() });

  it('pages the search: page 1 and 6 per page by default, with counts', async () => {
    const res = await search('');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    // 14 active agents are seeded for partner, one inactive that never shows.
    expect(list).toMatchObject({ HasNext: true, PageCount: 3, TotalCount: 14 });
    expect(list.Content).toHaveLength(6);
    expect(list.Content[0]).toEqual({
      ExterneId: 'B-1001',
      FirstName: 'Jana',
      LastName: 'Albers',
      ZipCode: '20095',
      City: 'Hamburg',
      Photo: '/api/v1/partner/berater/B-1001/foto',
    });
    const last = (await search('?page=3&pagesize=6')).json();
    expect(last).toMatchObject({ HasNext: false, PageCount: 3, TotalCount: 14 });
    expect(last.Content).toHaveLength(2);
    const past = (await search('?page=9')).json();
    expect(past).toEqual({ Content: [], HasNext: false, PageCount: 3, TotalCount: 14 });
  });

  it('finds by name, town, postcode prefix and number, ignoring case; % and _ are plain letters', async () => {
    const ids = async (q: string) =>
      (await search(`?query=${encodeURIComponent(q)}`))
        .json()
        .Content.map((a: { ExterneId: string }) => a.ExterneId);
    expect(await ids('berlin')).toEqual(['B-1004', 'B-1013']);
    expect(await ids('KRÜGER')).toEqual(['B-1009']);
    expect(await ids('0410')).toEqual(['B-1006']);
    expect(await ids('b-1012')).toEqual(['B-1012']);
    expect(await ids('alt')).toEqual([]);
    expect(await ids('%')).toEqual([]);
    expect(await ids('_')).toEqual([]);
  });

  it('lists all active agents, and serves their photos with cache headers', async () => {
    const all = await t.app.inject({ url: '/api/v1/partner/Produkt/agents' });
    expect(all.json()).toHaveLength(14);
    const photo = await t.app.inject({ url: '/api/v1/partner/berater/B-1003/foto' });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(photo.body).toContain('<title id="title">Sophie Becker</title>');
    expect(photo.headers['cache-control']).toBe('public, max-age=86400');
    const again = await t.app.inject({
      url: '/api/v1/partner/berater/B-1003/foto',
      headers: { 'if-none-match': photo.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect((await t.app.inject({ url: '/api/v1/partner/berater/B-0999/foto' })).statusCode).toBe(404);
  });

  it('is off where the tenant has no agent recommendation', async () => {
    const res = await search('', 'telko');
    expectAnswer(res, 404).toEqual({
      code: 'referrals.module_off',
      message: 'Diese Funktion ist für dieses Programm nicht verfügbar.',
    });
  });

  it('refuses bad paging with a clear error', async () => {
    for (const q of ['?page=0', '?pagesize=500', '?page=abc']) {
      const res = await search(q);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('common.validation');
    }
  });

  it('records the agent on a recommendation through an active agent, and refuses unknown agents', async () => {
    const body = (agent: string, recipient: string) => {
      const b = createBody({ referrer: 'agentur@example.org', recipient });
      return { ...b, Empfehlung: { ...b.Empfehlung, Agentennummer: agent } };
    };
    expect((await create(t, 'partner', body('B-1005', 'kunde1@example.org'))).statusCode).toBe(202);
    const rows = await t.database.query<{ agent_number: string }>(
      "select r.agent_number from referrals r join referrers a on a.id = r.referrer_id where a.email = 'agentur@example.org'",
    );
    expect(rows).toEqual([{ agent_number: 'B-1005' }]);
    for (const [tenant, agent] of [
      ['partner', 'B-0999'],
      ['partner', 'X-1'],
      ['telko', 'B-1005'],
    ] as const) {
      const res = await create(t, tenant, body(agent, 'kunde2@example.org'));
      expect(res.statusCode).toBe(400);
      expect(res.json().details.fields).toContainEqual({
        path: 'body.Empfehlung.Agentennummer',
        message: 'Berater ist nicht gültig',
      });
    }
  });

  it('never answers 500 to arbitrary queries', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 60 }), fc.string({ maxLength: 30 }), async (q, id) => {
        for (const url of [
          `/api/v1/partner/Produkt/berater?${encodeURI(q)}`,
          `/api/v1/partner/berater/${encodeURIComponent(id || 'x')}/foto`,
          `/api/v1/telko/empfehlung/empfehlungscode/${encodeURIComponent(id || 'x')}?${encodeURI(q)}`,
          `/api/v1/telko/empfehlen/click/${encodeURIComponent(id || 'x')}?${encodeURI(q)}`,
        ]) {
          const res = await t.app.inject({ url, remoteAddress: nextClientIp() });
          expect(res.statusCode).toBeLessThan(500);
          if (res.statusCode >= 400) expect(res.json()).toMatchObject({ code: expect.any(String) });
        }
      }),
      { numRuns: 60 },
    );
    expect(await count(t, 'referral_clicks')).toBe(0);
  });
});
