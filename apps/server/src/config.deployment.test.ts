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

  it('keys the audit chain apart from APP_SECRET, and keeps its key across a new APP_SECRET with AUDIT_CHAIN_KEY (decision 035)', () => {
    const old = 'd'.repeat(40);
    const derived = loadConfig({ APP_SECRET: old }).auditChainKey;
    expect(derived).toHaveLength(32);
    expect(derived.toString('latin1')).not.toContain(old.slice(0, 8));
    expect(loadConfig({ APP_SECRET: 'e'.repeat(40) }).auditChainKey.equals(derived)).toBe(false);
    // A new APP_SECRET, the old one as AUDIT_CHAIN_KEY: the chain's key is the same.
    expect(
      loadConfig({ APP_SECRET: 'e'.repeat(40), AUDIT_CHAIN_KEY: old }).auditChainKey.equals(derived),
    ).toBe(true);
    expect(() => loadConfig({ APP_SECRET: old, AUDIT_CHAIN_KEY: 'short' })).toThrow(/AUDIT_CHAIN_KEY/);
  });

  it('allows no unkeyed audit rows unless AUDIT_UNKEYED_ROWS says how many came before the key (decision 035)', () => {
    expect(loadConfig({ APP_SECRET: 'd'.repeat(40) }).auditUnkeyedRows).toBe(0);
    expect(loadConfig({ APP_SECRET: 'd'.repeat(40), AUDIT_UNKEYED_ROWS: '1200' }).auditUnkeyedRows).toBe(
      1200,
    );
    expect(() => loadConfig({ APP_SECRET: 'd'.repeat(40), AUDIT_UNKEYED_ROWS: '-1' })).toThrow(
      /AUDIT_UNKEYED_ROWS/,
    );
  });

  it.each([
    [{ NODE_ENV: 'development' }, true],
    [{ NODE_ENV: 'development', DEMO_CAPTCHA: 'off' }, false],
    [{ NODE_ENV: 'development', DEPLOY_ENV: 'staging' }, false],
    [{ ...PRODUCTION, DEMO_CAPTCHA: 'on' }, false],
  ] as const)('%o → the demo tenants ask for the captcha: %s', (env, demoCaptcha) => {
    expect(loadConfig({ APP_SECRET: 'd'.repeat(40), ...env }).demoCaptcha).toBe(demoCaptcha);
  });

  it('names API_DOCS when its value is neither true nor false', () => {
    expect(() => loadConfig({ ...PRODUCTION, API_DOCS: 'yes' })).toThrow(/API_DOCS/);
  });
});
