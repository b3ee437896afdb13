import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
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
    const admin = await t.app.services.operatorsRepository.byEmail(t.database.db, 'admin@betrieb.localhost');
    expect(admin?.active).toBe(false);
  });

  it('lets a demo address through once its secret is its own (enrolled anew)', async () => {
    const { operatorsRepository, operatorTotp } = t.app.services;
    const admin = (await operatorsRepository.byEmail(t.database.db, 'admin@betrieb.localhost'))!;
    await operatorsRepository.update(t.database.db, admin.id, { active: true });
    expect(await usableDemoOperators(t.database.db, APP_SECRET)).toEqual(['admin@betrieb.localhost']);
    // operatorTotp seals with the test app's secret, so the stored one is no longer the demo's.
    await operatorsRepository.update(t.database.db, admin.id, {
      totpSecretSealed: operatorTotp.newSecret().sealed,
    });
    expect(await demoOperatorRefusal(t.database.db, production)).toBeUndefined();
  });
});
