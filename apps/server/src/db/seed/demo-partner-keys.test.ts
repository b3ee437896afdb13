import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { partnerKeysCommand } from '../../modules/partner-keys/partner-keys.command.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { demoKeyRefusal, seedDemoPartnerKeys } from './demo-partner-keys.ts';
import { runSeed } from './seed-command.ts';

const APP_SECRET = 'demo-key-test-secret-0123456789-0123456789';
const production = loadConfig({ NODE_ENV: 'production', APP_SECRET, SMTP_URL: 'smtp://127.0.0.1:2525' });
const staging = loadConfig({ NODE_ENV: 'development', DEPLOY_ENV: 'staging', APP_SECRET });
const development = loadConfig({ NODE_ENV: 'development', APP_SECRET });

describe.each(databaseKinds())('demo partner keys on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterEach(() => t.database.query('delete from partner_api_keys'));
  afterAll(() => t.close());

  const seed = async (config: typeof production) => {
    const out: string[] = [];
    await runSeed({ config, database: t.database, out: (line) => out.push(line) });
    return out;
  };
  const demoRows = () =>
    t.database.query<{ label: string; revoked: boolean }>(
      'select label, revoked_at is not null as revoked from partner_api_keys where demo order by label',
    );
  const revokeDemo = async (...args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await partnerKeysCommand(args, {
      db: t.database.db,
      clock: t.clock,
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    return { code, out, err };
  };
  const sendEvent = (key: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/partner/v1/telko/events',
      headers: { authorization: `Bearer ${key}` },
      payload: { id: 'demo-probe', type: 'order.placed', occurredAt: '2026-11-22T09:00:00Z' },
    });

  it('`npm run seed` with production config writes and prints no demo key; in development it does', async () => {
    for (const config of [production, staging]) {
      expect(await seed(config)).toEqual(['seed: 0 row(s) changed']);
      expect(await demoRows()).toEqual([]);
    }
    const printed = await seed(development);
    expect(printed.slice(1)).toEqual(
      ['fyrst', 'partner', 'telko'].map((tenant) =>
        expect.stringMatching(
          new RegExp(`^partner API key for ${tenant} \\(development only\\): kwkp_demo_`),
        ),
      ),
    );
    expect(await demoRows()).toHaveLength(3);
  });

  it('refuses a start outside development while a demo key is valid, naming the command that revokes it', async () => {
    const [telko] = (await seedDemoPartnerKeys(t.database.db, APP_SECRET)).filter(
      (k) => k.tenant === 'telko',
    );
    const telkoId = (await t.app.services.tenants.byKey('telko'))!.id;
    const realKey = await t.app.services.partnerKeys.issue(telkoId, 'the partner’s system', ['events']);

    expect(await demoKeyRefusal(t.database.db, development)).toBeUndefined();
    for (const config of [production, staging]) {
      const refusal = await demoKeyRefusal(t.database.db, config);
      expect(refusal).toContain('demo partner keys are valid for fyrst, partner, telko');
      expect(refusal).toContain(`DEPLOY_ENV=${config.deployEnv}`);
      expect(refusal).toMatch(/npm run partner-keys -- revoke-demo$/);
    }

    expect(await revokeDemo('revoke-demo')).toEqual({
      code: 0,
      out: ['revoked 3 demo partner key(s); other keys unchanged'],
      err: [],
    });
    expect(await demoKeyRefusal(t.database.db, production)).toBeUndefined();
    expect((await sendEvent(telko!.key)).statusCode).toBe(401);
    expect((await sendEvent(realKey)).statusCode).not.toBe(401);
    expect(await revokeDemo('revoke-demo')).toEqual({ code: 0, out: ['no valid demo partner key'], err: [] });
  });

  it('makes a revoked demo key valid again only when development seeds it', async () => {
    await seedDemoPartnerKeys(t.database.db, APP_SECRET);
    await revokeDemo('revoke-demo');
    await seed(production);
    expect((await demoRows()).every((row) => row.revoked)).toBe(true);
    await seed(development);
    expect((await demoRows()).some((row) => row.revoked)).toBe(false);
  });

  it('answers a missing or unknown subcommand with the usage and exit code 2', async () => {
    for (const args of [[], ['revoke'], ['revoke-demo', 'telko']]) {
      expect(await revokeDemo(...args)).toEqual({
        code: 2,
        out: [],
        err: ['usage: npm run partner-keys -- revoke-demo'],
      });
    }
  });
});
