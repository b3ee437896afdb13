import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { TEST_APP_SECRET } from '../../test/test-secret.ts';

const base = {
  APP_SECRET: TEST_APP_SECRET,
  SMTP_URL: 'smtp://localhost:25',
  DATA_DIR: '/tmp/kwk-fraud-config',
};

describe('FRAUD_CHECKS (issue 15)', () => {
  it.each([
    ['NODE_ENV=production', { NODE_ENV: 'production' }],
    ['DEPLOY_ENV=production', { NODE_ENV: 'development', DEPLOY_ENV: 'production' }],
    ['both', { NODE_ENV: 'production', DEPLOY_ENV: 'production' }],
  ])('refuses off in production (%s) with a clear error', (_, env) => {
    const load = () => loadConfig({ ...base, ...env, FRAUD_CHECKS: 'off' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/FRAUD_CHECKS=off is refused in production/);
    expect(loadConfig({ ...base, ...env, FRAUD_CHECKS: 'on' }).fraud.checks).toBe(true);
  });

  it.each([
    ['development', { NODE_ENV: 'development' }],
    ['test', { NODE_ENV: 'test' }],
    ['a staging deployment', { NODE_ENV: 'development', DEPLOY_ENV: 'staging' }],
  ])('allows off for the bench in %s', (_, env) => {
    expect(loadConfig({ ...base, ...env, FRAUD_CHECKS: 'off' }).fraud.checks).toBe(false);
  });

  it('is on unless told otherwise', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).fraud.checks).toBe(true);
  });
});
