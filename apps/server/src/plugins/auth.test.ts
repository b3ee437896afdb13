import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { databaseKinds } from '../test/test-db.ts';

const modulesDir = join(import.meta.dirname, '..', 'modules');

/** The module sources that are not tests. */
function moduleSources(dir = modulesDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return moduleSources(path);
    return entry.name.endsWith('.ts') && !/\.test(-helpers)?\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe('auth declarations', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('gives every route with `security` in its schema an auth requirement, and no other route one', () => {
    const routes = t.routes.filter((r) => r.method !== 'HEAD');
    const mismatched = routes.filter((r) => {
      const secured = !!(r.schema as { security?: unknown[] } | undefined)?.security?.length;
      const declared = !!(r.config as { auth?: unknown } | undefined)?.auth;
      return secured !== declared;
    });
    expect(mismatched.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    expect(routes.filter((r) => (r.config as { auth?: unknown } | undefined)?.auth).length).toBeGreaterThan(
      20,
    );
  });

  it('leaves the Authorization header to the auth hook: no module reads it', () => {
    const readers = moduleSources().filter((file) =>
      /headers\.authorization|authorization:/.test(readFileSync(file, 'utf8')),
    );
    expect(readers).toEqual([]);
  });
});

describe.each(databaseKinds())('auth hook (%s)', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('refuses a missing session with 401 before it looks at the body', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/fyrst/empfehler/bankdaten',
      payload: { Iban: 'not an iban' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('auth.login_required');
  });

  it('refuses a missing recipient token with 401 before it looks at the body', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/fyrst/empfaenger/zustimmung',
      payload: { AgbText: 7 },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('recipients.unauthorized');
  });

  it('answers an unknown tenant with 404 before authentication', async () => {
    const res = await t.app.inject({ url: '/api/v1/gibtesnicht/account/user' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('tenants.not_found');
  });
});
