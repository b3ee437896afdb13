import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const PRODUCTION = { NODE_ENV: 'production', APP_SECRET: 'p'.repeat(40), SMTP_URL: 'smtp://127.0.0.1:2525' };

describe('deployment configuration', () => {
  it.each([
    [{ NODE_ENV: 'production' }, 'production', false],
    [{ NODE_ENV: 'production', DEPLOY_ENV: 'staging' }, 'staging', false],
    // Development settings in a production process: localhost links, but still no demo data.
    [{ NODE_ENV: 'production', DEPLOY_ENV: 'development' }, 'development', false],
    [{ NODE_ENV: 'development' }, 'development', true],
    [{ NODE_ENV: undefined }, 'development', true],
    [{ NODE_ENV: 'test' }, 'development', true],
    [{ NODE_ENV: 'development', DEPLOY_ENV: 'staging' }, 'staging', false],
    [{ NODE_ENV: 'development', DEPLOY_ENV: 'testing' }, 'testing', false],
  ] as const)('%o → DEPLOY_ENV %s, development deployment: %s', (env, deployEnv, isDevelopment) => {
    const base = env.NODE_ENV === 'production' ? PRODUCTION : { APP_SECRET: 'd'.repeat(40) };
    const config = loadConfig({ ...base, ...env });
    expect(config.deployEnv).toBe(deployEnv);
    expect(config.isDevelopment).toBe(isDevelopment);
  });

  it.each([
    [{ NODE_ENV: 'development' }, true],
    [{ NODE_ENV: 'development', API_DOCS: 'false' }, false],
    [{ NODE_ENV: 'development', DEPLOY_ENV: 'staging' }, false],
    [{ ...PRODUCTION }, false],
    [{ ...PRODUCTION, API_DOCS: 'true' }, true],
    [{ ...PRODUCTION, API_DOCS: 'false' }, false],
  ] as const)('%o → OpenAPI document served: %s', (env, apiDocs) => {
    expect(loadConfig({ APP_SECRET: 'd'.repeat(40), ...env }).apiDocs).toBe(apiDocs);
  });

  it('keys the audit chain apart from APP_SECRET, or with AUDIT_CHAIN_KEY across a new APP_SECRET (decision 035)', () => {
    const derived = loadConfig({ APP_SECRET: 'd'.repeat(40) }).auditChainKey;
    expect(derived).toHaveLength(32);
    expect(derived.toString('utf8')).not.toContain('d'.repeat(32));
    expect(loadConfig({ APP_SECRET: 'e'.repeat(40) }).auditChainKey.equals(derived)).toBe(false);
    const own = { AUDIT_CHAIN_KEY: 'a'.repeat(32) };
    const keyed = loadConfig({ APP_SECRET: 'd'.repeat(40), ...own }).auditChainKey;
    expect(keyed.equals(derived)).toBe(false);
    expect(loadConfig({ APP_SECRET: 'e'.repeat(40), ...own }).auditChainKey.equals(keyed)).toBe(true);
    expect(() => loadConfig({ APP_SECRET: 'd'.repeat(40), AUDIT_CHAIN_KEY: 'short' })).toThrow(
      /AUDIT_CHAIN_KEY/,
    );
  });

  it('names API_DOCS when its value is neither true nor false', () => {
    expect(() => loadConfig({ ...PRODUCTION, API_DOCS: 'yes' })).toThrow(/API_DOCS/);
  });
});
