import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { consoleApi, consoleSuite, signedInOperator } from '../operators/operators.test-helpers.ts';

describe.each(databaseKinds())('console: a tenant’s texts on %s', (kind) => {
  let t: TestContext;
  let admin: string;
  consoleSuite(kind, ['admin'], (suite) => {
    ({ t, token: admin } = suite);
  });

  it('reads and replaces the texts of a language, served at once, audited by key', async () => {
    const read = await consoleApi(t, 'GET', 'mandanten/telko/texte/en', { token: admin });
    expect(read.statusCode).toBe(200);
    const texts = read.json().Texts as Record<string, string>;
    expect(texts['home.claim']).toBe('Recommending pays: a reward for every successful recommendation.');
    const { 'home.intro': _removed, ...rest } = texts;
    const body = { Texts: { ...rest, 'home.claim': 'Recommend Telko.', 'footer.text': 'Telko footer.' } };
    const saved = await consoleApi(t, 'PUT', 'mandanten/telko/texte/en', { token: admin, body });
    expect(saved.statusCode).toBe(200);
    const served = await t.app.inject({ url: '/api/v1/telko/content/getlanguagecontent/en' });
    expect(JSON.stringify(served.json())).toContain('Recommend Telko.');
    const [row] = (
      await t.app.services.audit.search(
        { action: 'tenant.texts_updated', subject: 'telko' },
        { offset: 0, limit: 1 },
      )
    ).rows;
    expect(row?.details).toEqual({
      language: 'en',
      changedKeys: ['footer.text', 'home.claim', 'home.intro'],
    });
  });

  it('refuses a bad key or a text that is not a string, with the field', async () => {
    const res = await consoleApi(t, 'PUT', 'mandanten/telko/texte/de', {
      token: admin,
      body: { Texts: { 'home claim': 'x', 'home.intro': 5 } },
    });
    expect(res.statusCode).toBe(400);
    const paths = (res.json().details.fields as { path: string }[]).map((f) => f.path);
    expect(paths).toContain('body.Texts.home.intro');
    expect(paths.some((p) => p.startsWith('body.Texts'))).toBe(true);
  });

  it('lets support read but not save', async () => {
    const { token } = await signedInOperator(t, ['support']);
    expect((await consoleApi(t, 'GET', 'mandanten/telko/texte/de', { token })).statusCode).toBe(200);
    const res = await consoleApi(t, 'PUT', 'mandanten/telko/texte/de', { token, body: { Texts: {} } });
    expect(res.statusCode).toBe(403);
  });
});
