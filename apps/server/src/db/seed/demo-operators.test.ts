import { demoPoolOperator } from '@kwk/shared/operator/demo-operator-pool';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { consoleApi, testOperators, totpCode } from '../../modules/operators/operators.test-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { TEST_APP_SECRET } from '../../test/test-secret.ts';
import {
  DEMO_OPERATORS,
  deactivateDemoOperators,
  demoOperatorRefusal,
  seedDemoOperators,
  usableDemoOperators,
} from './demo-operators.ts';

const APP_SECRET = 'demo-operator-test-secret-0123456789-0123';
const production = loadConfig({ NODE_ENV: 'production', APP_SECRET, SMTP_URL: 'smtp://127.0.0.1:2525' });
const staging = loadConfig({ NODE_ENV: 'development', DEPLOY_ENV: 'staging', APP_SECRET });
const development = loadConfig({ NODE_ENV: 'development', APP_SECRET });

describe.each(databaseKinds())('the demo operators outside development on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('refuses a start while a demo operator can sign in with its public secret, names the fix', async () => {
    expect(await demoOperatorRefusal(t.database.db, production)).toBeUndefined();
    await seedDemoOperators(t.database.db, APP_SECRET, new Date());
    expect(await demoOperatorRefusal(t.database.db, development)).toBeUndefined();
    for (const config of [production, staging]) {
      const refusal = await demoOperatorRefusal(t.database.db, config);
      expect(refusal).toContain(DEMO_OPERATORS.map((d) => d.email).join(', '));
      expect(refusal).toContain(`DEPLOY_ENV=${config.deployEnv}`);
      expect(refusal).toMatch(/npm run operator:demo-off$/);
    }
    // Another app secret cannot open the sealed demo secrets: no one can sign in with them.
    expect(await usableDemoOperators(t.database.db, 'another-secret-another-secret-0123456789')).toEqual([]);

    expect(await deactivateDemoOperators(t.database.db, APP_SECRET, new Date())).toHaveLength(
      DEMO_OPERATORS.length,
    );
    expect(await demoOperatorRefusal(t.database.db, production)).toBeUndefined();
    const admin = await testOperators.byEmail(t.database.db, 'admin@betrieb.localhost');
    expect(admin?.active).toBe(false);
  });

  it('lets a demo address through once its secret is its own (enrolled anew)', async () => {
    const { operatorTotp } = t.app.services;
    const admin = (await testOperators.byEmail(t.database.db, 'admin@betrieb.localhost'))!;
    await testOperators.update(t.database.db, admin.id, { active: true });
    expect(await usableDemoOperators(t.database.db, APP_SECRET)).toEqual(['admin@betrieb.localhost']);
    // operatorTotp seals with the test app's secret, so the stored one is no longer the demo's.
    await testOperators.update(t.database.db, admin.id, {
      totpSecretSealed: operatorTotp.newSecret().sealed,
    });
    expect(await demoOperatorRefusal(t.database.db, production)).toBeUndefined();
  });
});

describe.each(databaseKinds())('the demo operator pool of the browser suite on %s', (kind) => {
  let t: TestContext;
  // The test app's own secret: the pool's sealed secrets must open for its sign-in.
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemoOperators(t.database.db, TEST_APP_SECRET, t.clock.now(), 2);
  });
  afterAll(() => t.close());

  it('is read from DEMO_OPERATOR_POOL in a development deployment only', () => {
    expect(
      loadConfig({ NODE_ENV: 'development', APP_SECRET, DEMO_OPERATOR_POOL: '12' }).demoOperatorPool,
    ).toBe(12);
    expect(development.demoOperatorPool).toBe(0);
    expect(
      loadConfig({ NODE_ENV: 'development', DEPLOY_ENV: 'staging', APP_SECRET, DEMO_OPERATOR_POOL: '12' })
        .demoOperatorPool,
    ).toBe(0);
    expect(() => loadConfig({ NODE_ENV: 'development', APP_SECRET, DEMO_OPERATOR_POOL: '51' })).toThrow(
      /DEMO_OPERATOR_POOL/,
    );
  });

  it('signs each pool operator in with a code of its own public secret, in its role', async () => {
    for (const role of ['admin', 'support', 'finance'] as const) {
      const operator = demoPoolOperator(role, 2);
      const answer = await consoleApi(t, 'POST', 'anmeldung/totp', {
        body: { Email: operator.email, Code: await totpCode(t, operator.totpSecret) },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json().Operator).toMatchObject({
        Email: operator.email,
        Name: operator.name,
        Roles: [role],
      });
    }
    // Only the pool's size: no third operator of a role.
    expect(await testOperators.byEmail(t.database.db, demoPoolOperator('admin', 3).email)).toBe(undefined);
  });

  it('stops a start outside development while a pool operator holds its public secret', async () => {
    const refusal = await demoOperatorRefusal(t.database.db, { ...production, appSecret: TEST_APP_SECRET });
    expect(refusal).toContain(demoPoolOperator('finance', 2).email);
    const off = await deactivateDemoOperators(t.database.db, TEST_APP_SECRET, t.clock.now());
    expect(off).toHaveLength(DEMO_OPERATORS.length + 3 * 2);
    expect(await demoOperatorRefusal(t.database.db, { ...production, appSecret: TEST_APP_SECRET })).toBe(
      undefined,
    );
  });
});
