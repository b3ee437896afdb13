import { AGENT_PHOTO_MAX_BYTES } from '@kwk/shared/operator/catalogue.schemas';
import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { consoleApi, consoleSuite } from '../operators/operators.test-helpers.ts';
import { photoBytes } from './photo-fixtures.ts';

const agent = {
  ExterneId: 'B-2001',
  Vorname: 'Nora',
  Nachname: 'Vogel',
  Plz: '10115',
  Ort: 'Berlin',
  Aktiv: true,
};
const { ExterneId: _number, ...fields } = agent;

/** Issue 14: agents with photos in the console, the photo served on the tenant's pages. */
describe.each(databaseKinds())('the console’s agents on %s', (kind) => {
  let t: TestContext;
  let admin: string;
  consoleSuite(kind, ['admin'], (suite) => {
    ({ t, token: admin } = suite);
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, lang?: 'en') =>
    consoleApi(t, method, path, { token: admin, body, ...(lang ? { lang } : {}) });
  const photo = (number: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/v1/partner/berater/${number}/foto`, headers });
  const audited = (action: string) =>
    t.database.query<{ tenant_id: string; subject: string; details: Record<string, unknown> }>(
      'select tenant_id, subject, details from audit_log where action = $1',
      [action],
    );

  it('lists, adds (a taken number is 409) and changes agents; the tenant’s search follows', async () => {
    const list = (await call('GET', 'mandanten/partner/berater')).json();
    expect(list).toHaveLength(15);
    expect(list[0]).toMatchObject({
      HatFoto: false,
      Foto: expect.stringMatching(/^\/api\/v1\/partner\/berater\//),
    });
    expect((await call('POST', 'mandanten/partner/berater', agent)).statusCode).toBe(204);
    const taken = await call('POST', 'mandanten/partner/berater', agent);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('catalogue.duplicate');
    const search = async () =>
      (await t.app.inject({ url: '/api/v1/partner/Produkt/berater?query=vogel' })).json().TotalCount;
    expect(await search()).toBe(1);
    expect(
      (await call('PUT', 'mandanten/partner/berater/B-2001', { ...fields, Aktiv: false })).statusCode,
    ).toBe(204);
    expect(await search()).toBe(0);
    expect((await call('PUT', 'mandanten/partner/berater/B-2001', fields)).statusCode).toBe(204);
    const [created] = await audited('agent.create');
    expect(created).toMatchObject({
      tenant_id: (await t.app.services.tenants.byKey('partner'))!.id,
      subject: 'agent:B-2001',
    });
    // No name in the audit's details.
    expect(JSON.stringify(created!.details)).not.toContain('Vogel');
  });

  it('refuses bad fields with messages; another tenant’s agent is 404', async () => {
    const bad = await call(
      'POST',
      'mandanten/partner/berater',
      { ...agent, ExterneId: 'B 1', Plz: '123' },
      'en',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields).toEqual(
      expect.arrayContaining([
        { path: 'body.ExterneId', message: 'ExterneId is not valid' },
        { path: 'body.Plz', message: 'Plz is not valid' },
      ]),
    );
    expect((await call('PUT', 'mandanten/telko/berater/B-2001', fields)).statusCode).toBe(404);
    const png = photoBytes('png').toString('base64');
    expect((await call('PUT', 'mandanten/telko/berater/B-2001/foto', { Daten: png })).statusCode).toBe(404);
  });

  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['webp', 'image/webp'],
  ] as const)(
    'stores a %s photo as uploaded and serves it on the tenant’s pages, revalidated by ETag',
    async (name, type) => {
      const bytes = photoBytes(name);
      const res = await call('PUT', 'mandanten/partner/berater/B-2001/foto', {
        Daten: bytes.toString('base64'),
      });
      expect(res.statusCode).toBe(204);
      const served = await photo('B-2001');
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['cache-control']).toBe('no-cache');
      expect(served.rawPayload.equals(bytes)).toBe(true);
      const again = await photo('B-2001', { 'if-none-match': served.headers.etag as string });
      expect(again.statusCode).toBe(304);
      const shown = (await call('GET', 'mandanten/partner/berater/B-2001/foto')).json();
      expect(shown).toEqual({ Typ: type, Daten: bytes.toString('base64') });
      const listed = (await call('GET', 'mandanten/partner/berater')).json();
      expect(listed.find((a: { ExterneId: string }) => a.ExterneId === 'B-2001').HatFoto).toBe(true);
    },
  );

  it('refuses what is no JPEG, PNG or WebP whatever it claims, and photos over 2 MB; removes a photo', async () => {
    for (const bytes of [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from('GIF89a\x03\x00\x02\x00', 'latin1'),
      Buffer.concat([photoBytes('png').subarray(0, 16), Buffer.from([0, 0, 0x27, 0x10, 0, 0, 0, 1])]),
    ]) {
      const res = await call('PUT', 'mandanten/partner/berater/B-2001/foto', {
        Daten: bytes.toString('base64'),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('catalogue.photo_invalid');
    }
    const big = Buffer.concat([photoBytes('png'), Buffer.alloc(AGENT_PHOTO_MAX_BYTES)]);
    const tooBig = await call('PUT', 'mandanten/partner/berater/B-2001/foto', {
      Daten: big.toString('base64'),
    });
    expect([400, 413]).toContain(tooBig.statusCode);
    expect(tooBig.json().code).toEqual(expect.any(String));
    const notBase64 = await call('PUT', 'mandanten/partner/berater/B-2001/foto', { Daten: 'ä!' });
    expect(notBase64.json().details.fields).toEqual([
      { path: 'body.Daten', message: 'Daten ist nicht gültig' },
    ]);

    expect((await call('DELETE', 'mandanten/partner/berater/B-2001/foto')).statusCode).toBe(204);
    const drawn = await photo('B-2001');
    expect(drawn.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(drawn.body).toContain('Nora Vogel');
    expect((await call('GET', 'mandanten/partner/berater/B-2001/foto')).statusCode).toBe(404);
    expect(await audited('agent.photo.set')).toHaveLength(3);
    expect(await audited('agent.photo.remove')).toHaveLength(1);
  });
});
