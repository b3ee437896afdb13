import { hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_POOL_MAX } from '@kwk/shared/operator/demo-operator-pool';
import { ENVIRONMENTS, type Environment } from '@kwk/shared/tenants/mandant.schemas';
import { z } from 'zod';
import type { DatabaseTimeouts } from './db/client.ts';

/**
 * The environment, parsed once at start-up (STYLE.md habit 4: nothing else reads process.env).
 * A wrong value stops the process with a message naming the variable.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Empfehlungsprogramm <no-reply@kwk.localhost>'),
  PUBLIC_URL: z.string().url().optional(),
  APP_SECRET: z.string().min(32).optional(),
  /**
   * The secret the audit chain's key is derived from (decision 035), outside the database so its
   * owner cannot re-hash a changed row. Unset: APP_SECRET. Before changing APP_SECRET, set this to
   * the old APP_SECRET: the chain keeps its key and stays checkable.
   */
  AUDIT_CHAIN_KEY: z.string().min(32, 'AUDIT_CHAIN_KEY: at least 32 characters').optional(),
  /**
   * How many rows the audit log held when the chain was first keyed (decision 035): only these,
   * the first of the chain, may be hashed the old way. Outside the database, so its owner cannot
   * pass a chain re-hashed without the key for one older than the key. 0 for a log begun keyed.
   */
  AUDIT_UNKEYED_ROWS: z.coerce.number().int().min(0).default(0),
  DEFAULT_TENANT: z.string().optional(),
  REDIS_URL: z.string().url().optional(),
  /**
   * Which of the tenants' per-environment settings (tracking, link domain, consent manager) apply.
   * Unset: `production` when NODE_ENV is, `development` otherwise (loadConfig).
   */
  DEPLOY_ENV: z.enum(ENVIRONMENTS).optional(),
  /**
   * Per tenant, a tracking endpoint that replaces the configured one of this environment:
   * `telko=https://analytics.example/,fyrst=` (the browser suite points one tenant at a capture host).
   */
  TRACKING_ENDPOINTS: z
    .string()
    .regex(
      /^(?:[a-z0-9-]+=(?:https?:\/\/[^,\s]+)?(?:,|$))*$/,
      'TRACKING_ENDPOINTS: key=https://host/ pairs, comma-separated',
    )
    .default(''),
  /** Serve the OpenAPI document at /api/docs; unset: only in a development deployment. */
  API_DOCS: z.enum(['true', 'false']).optional(),
  /**
   * Proxies whose X-Forwarded-* headers are trusted: comma-separated addresses or subnets, or the
   * names loopback, linklocal, uniquelocal. Empty: none. (Fastify refuses a bare hop count, since
   * it cannot tell a proxy from a client that sends the header itself.)
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .max(500)
    .regex(
      /^[\w.:/, -]*$/,
      'TRUST_PROXY: addresses, subnets or loopback/linklocal/uniquelocal, comma-separated',
    )
    .default(''),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  /**
   * How long the webhook worker holds a delivery it claimed (decision 073): a crashed worker's
   * deliveries are due again after it. Longer than a delivery's 10 s; the crash test sets it short.
   */
  WEBHOOK_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /**
   * How often the voucher issuer runs (spec §9: a chosen voucher goes out within 24 hours). The
   * browser suite sets a day and runs it itself, so a run never falls between two of its steps.
   */
  VOUCHER_ISSUE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /** PostgreSQL: the longest a statement may run, and wait for a lock, before it fails (503); 0 is no limit. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
  DB_LOCK_TIMEOUT_MS: z.coerce.number().int().min(0).default(5_000),
  /** PostgreSQL: the longest a request waits for a free pooled connection before it fails (503). */
  DB_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(1).default(5_000),
  /** How long `/readyz` waits for the database before it answers 503. */
  READINESS_TIMEOUT_MS: z.coerce.number().int().min(1).default(2_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /**
   * Development only: host origins that may frame every tenant's widget besides its FrameOrigins
   * (comma-separated), for the demo host page `/dev/widget-host/{tenant}`. Unset: the portal's own
   * `http://127.0.0.1:PORT` (NODE_ENV development), none (test). Ignored outside a development deployment.
   */
  DEV_FRAME_ORIGINS: z
    .string()
    .trim()
    .regex(
      /^(https?:\/\/[a-z0-9.-]+(:\d{1,5})?)?(,https?:\/\/[a-z0-9.-]+(:\d{1,5})?)*$/i,
      'DEV_FRAME_ORIGINS: origins, comma-separated',
    )
    .optional(),
  /** The operator console's host name (issue 14); no tenant may use it. */
  CONSOLE_HOST: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9.-]{1,253}$/, 'CONSOLE_HOST: a host name without port or scheme')
    .default('betrieb.localhost'),
  /** The console's address for links in mails and commands; unset: http://CONSOLE_HOST:PORT. */
  CONSOLE_URL: z.string().url().optional(),
  /**
   * The programme operator's account the payouts are paid from (issue 15: the debtor of the SEPA
   * file). Production sets all three; elsewhere unset means the demo account below.
   */
  PAYOUT_DEBTOR_NAME: z.string().trim().min(1).max(70).optional(),
  PAYOUT_DEBTOR_IBAN: z
    .string()
    .trim()
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/, 'PAYOUT_DEBTOR_IBAN: an IBAN'))
    .optional(),
  PAYOUT_DEBTOR_BIC: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'PAYOUT_DEBTOR_BIC: a BIC')
    .optional(),
  /** Where a voucher pool's stock alert is mailed (issue 15); unset: the console shows it only. */
  VOUCHER_ALERT_EMAIL: z.string().email().optional(),
  /** A voucher pool warns below this many free codes, unless the pool has a threshold of its own. */
  VOUCHER_STOCK_ALERT_BELOW: z.coerce.number().int().min(0).default(20),
  /** Fraud checks (issue 15): off only to measure their cost (the bench); "more than" a limit is a signal. */
  /** spec §9: the content service's timeout (issue 16); tests set it low. */
  CONTENT_SERVICE_TIMEOUT_MS: z.coerce.number().int().min(1).default(300_000),
  /** How long a tenant's CMS answers are kept in memory before they are read again. */
  CONTENT_CACHE_TTL_MS: z.coerce.number().int().min(0).default(60_000),
  /**
   * The content services' client secrets by tenant key, as JSON (`{"telko":"…"}`): the secret is
   * configuration of the server, never part of the tenant JSON the console edits and the SPA reads.
   */
  CONTENT_SERVICE_SECRETS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v) return {};
      try {
        return z.record(z.string(), z.string()).parse(JSON.parse(v));
      } catch {
        ctx.addIssue({
          code: 'custom',
          message: 'CONTENT_SERVICE_SECRETS: a JSON object of tenant key → secret',
        });
        return z.NEVER;
      }
    }),
  /**
   * Development deployment only: this many extra demo operators per role, each with a public TOTP
   * secret of its own (`demo-operator-pool.ts`), so the browser suite gives every console visitor
   * an operator of its own and no test waits for a code's fresh 30-second step. Elsewhere ignored.
   */
  DEMO_OPERATOR_POOL: z.coerce.number().int().min(0).max(DEMO_POOL_MAX).default(0),
  /**
   * Development deployment only: whether the seeded demo tenants ask for the captcha on their
   * recommendation form (on, so a newcomer sees it; the browser suite and the bench say off and
   * solve it only where they test it). New tenants keep spec §9's default, off.
   */
  DEMO_CAPTCHA: z.enum(['on', 'off']).default('on'),
  /**
   * Metrics (issue 31, decision 074): `/metrics` in Prometheus text format on this port of its own,
   * never on the portal's port or a tenant's host. Unset: no metrics endpoint and no HTTP timing.
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** The metrics port's address; loopback unless a scraper elsewhere needs it (then set METRICS_TOKEN). */
  METRICS_HOST: z.string().default('127.0.0.1'),
  /** A scrape must send `Authorization: Bearer <token>`; required in production off loopback. */
  METRICS_TOKEN: z.string().min(32, 'METRICS_TOKEN: at least 32 characters').optional(),
  /** Traces (decision 074): OTLP/HTTP collector base URL (…/v1/traces is appended). Unset: no tracing. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  OTEL_SERVICE_NAME: z.string().default('kwk-portal'),
  FRAUD_CHECKS: z.enum(['on', 'off']).default('on'),
  FRAUD_MAX_PER_REFERRER_72H: z.coerce.number().int().min(1).default(10),
  FRAUD_MAX_PER_NETWORK_72H: z.coerce.number().int().min(1).default(20),
  FRAUD_MAX_SUCCESSFUL_PER_YEAR: z.coerce.number().int().min(1).default(10),
});

/** The operator's account a payout file debits. */
export interface PayoutDebtor {
  name: string;
  iban: string;
  bic: string;
}

/** Outside production, unless set: a demo account (a valid test IBAN, never a real one of ours). */
const DEMO_PAYOUT_DEBTOR: PayoutDebtor = {
  name: 'Empfehlungsprogramm Demo GmbH',
  iban: 'DE02120300000000202051',
  bic: 'BYLADEM1001',
};

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  /**
   * A development deployment (NODE_ENV not production and DEPLOY_ENV development): the one decision
   * for everything that exists only there — the demo tenants seeded at start, the demo partner keys,
   * the dev mailbox, the OpenAPI document by default. Anywhere else a valid demo key stops the start.
   */
  isDevelopment: boolean;
  /** Host origins that may frame any tenant's widget in development (DEV_FRAME_ORIGINS); empty elsewhere. */
  devFrameOrigins: string[];
  /** Extra demo operators per role for the browser suite (DEMO_OPERATOR_POOL; development only, else 0). */
  demoOperatorPool: number;
  /** Whether the seeded demo tenants ask for the captcha (DEMO_CAPTCHA; development only). */
  demoCaptcha: boolean;
  /** Whether /api/docs serves the OpenAPI document (API_DOCS; unset: isDevelopment). */
  apiDocs: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  appSecret: string;
  /** The audit chain's HMAC key, derived from AUDIT_CHAIN_KEY or else APP_SECRET (decision 035). */
  auditChainKey: Buffer;
  /** AUDIT_UNKEYED_ROWS: the rows at the chain's start hashed before the key (decision 035). */
  auditUnkeyedRows: number;
  defaultTenant: string | undefined;
  redisUrl: string | undefined;
  deployEnv: Environment;
  /** TRACKING_ENDPOINTS: tenant key → tracking endpoint replacing the configured one ('' for none). */
  trackingEndpoints: Record<string, string>;
  /** Comma-separated trusted proxies for X-Forwarded-*; empty for none. */
  trustProxy: string;
  rateLimitPerMinute: number;
  /** WEBHOOK_LEASE_SECONDS in ms: how long a claimed webhook delivery stays with its worker. */
  webhookLeaseMs: number;
  /** VOUCHER_ISSUE_SECONDS in ms: how often the voucher issuer runs. */
  voucherIssueMs: number;
  databaseTimeouts: DatabaseTimeouts;
  readinessTimeoutMs: number;
  logLevel: Env['LOG_LEVEL'];
  webDist: string;
  /** The operator console's host name and its base URL (enrolment links, WebAuthn origin). */
  consoleHost: string;
  consoleUrl: string;
  /** The payouts' debtor account; null in production until PAYOUT_DEBTOR_* are set (preparing refuses). */
  payoutDebtor: PayoutDebtor | null;
  /** Voucher pools (issue 15): where the stock alert goes, and the default threshold. */
  voucherAlertEmail: string | undefined;
  voucherAlertBelow: number;
  /** The content services of spec §7 (issue 16): timeout, cache lifetime, client secrets by tenant key. */
  contentService: { timeoutMs: number; cacheTtlMs: number; secrets: Record<string, string> };
  /** `/metrics` on a port of its own (decision 074); undefined: no metrics endpoint. */
  metrics: { port: number; host: string; token: string | undefined } | undefined;
  /** Traces to an OTLP/HTTP collector (decision 074); undefined: tracing off, its SDK never loaded. */
  tracing: { endpoint: string; serviceName: string } | undefined;
  /** The fraud checks and their limits (issue 15). */
  fraud: {
    checks: boolean;
    limits: { perReferrer72h: number; perNetwork72h: number; successfulPerYear: number };
  };
}

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction && (!env.APP_SECRET || !env.SMTP_URL)) {
    throw new ConfigError('NODE_ENV=production needs APP_SECRET (32+ characters) and SMTP_URL.');
  }
  const dataDir = path.resolve(env.DATA_DIR);
  // A production process takes production's settings unless told otherwise: the default used to be
  // development, and with it the seed wrote working demo partner keys into production.
  const deployEnv = env.DEPLOY_ENV ?? (isProduction ? 'production' : 'development');
  const isDevelopment = !isProduction && deployEnv === 'development';
  const appSecret = env.APP_SECRET ?? developmentSecret(dataDir);
  // The fraud checks hold suspicious referrals before money is paid (issue 15); off exists only
  // for the bench's comparison, so a production process refuses to start without them.
  if (env.FRAUD_CHECKS === 'off' && (isProduction || deployEnv === 'production'))
    throw new ConfigError(
      'FRAUD_CHECKS=off is refused in production (NODE_ENV or DEPLOY_ENV production): it exists only for the bench.',
    );
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT !== 0 && env.METRICS_PORT === env.PORT)
    throw new ConfigError(
      'METRICS_PORT: a port of its own, not PORT (tenant hosts must never serve /metrics).',
    );
  if (isProduction && env.METRICS_PORT !== undefined && !env.METRICS_TOKEN && !isLoopback(env.METRICS_HOST))
    throw new ConfigError('METRICS_HOST off loopback needs METRICS_TOKEN in production.');
  // A lease shorter than a delivery's 10 s would hand a delivery still in flight to a second claim.
  if (isProduction && env.WEBHOOK_LEASE_SECONDS < 15)
    throw new ConfigError('WEBHOOK_LEASE_SECONDS: at least 15 in production (a delivery may take 10 s).');
  return {
    env: env.NODE_ENV,
    isProduction,
    isDevelopment,
    apiDocs: env.API_DOCS ? env.API_DOCS === 'true' : isDevelopment,
    demoOperatorPool: isDevelopment ? env.DEMO_OPERATOR_POOL : 0,
    demoCaptcha: isDevelopment && env.DEMO_CAPTCHA === 'on',
    // The default is for a developer's `npm run dev`; the tests name their origins themselves.
    devFrameOrigins: isDevelopment
      ? (env.DEV_FRAME_ORIGINS ?? (env.NODE_ENV === 'development' ? `http://127.0.0.1:${env.PORT}` : ''))
          .split(',')
          .filter(Boolean)
      : [],
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    appSecret,
    // HKDF for this purpose alone: the chain's key opens nothing else APP_SECRET keys.
    auditChainKey: Buffer.from(
      hkdfSync('sha256', env.AUDIT_CHAIN_KEY ?? appSecret, 'kwk-audit-chain', 'audit-chain-v1', 32),
    ),
    auditUnkeyedRows: env.AUDIT_UNKEYED_ROWS,
    defaultTenant: env.DEFAULT_TENANT,
    redisUrl: env.REDIS_URL,
    deployEnv,
    trackingEndpoints: Object.fromEntries(
      env.TRACKING_ENDPOINTS.split(',')
        .filter(Boolean)
        .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
    ),
    trustProxy: env.TRUST_PROXY,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    webhookLeaseMs: env.WEBHOOK_LEASE_SECONDS * 1000,
    voucherIssueMs: env.VOUCHER_ISSUE_SECONDS * 1000,
    databaseTimeouts: {
      statementMs: env.DB_STATEMENT_TIMEOUT_MS,
      lockMs: env.DB_LOCK_TIMEOUT_MS,
      acquireMs: env.DB_ACQUIRE_TIMEOUT_MS,
    },
    readinessTimeoutMs: env.READINESS_TIMEOUT_MS,
    logLevel: env.LOG_LEVEL,
    webDist: path.resolve(env.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    consoleHost: env.CONSOLE_HOST,
    consoleUrl: (env.CONSOLE_URL ?? `http://${env.CONSOLE_HOST}:${env.PORT}`).replace(/\/+$/, ''),
    payoutDebtor:
      env.PAYOUT_DEBTOR_NAME && env.PAYOUT_DEBTOR_IBAN && env.PAYOUT_DEBTOR_BIC
        ? { name: env.PAYOUT_DEBTOR_NAME, iban: env.PAYOUT_DEBTOR_IBAN, bic: env.PAYOUT_DEBTOR_BIC }
        : isProduction
          ? null
          : DEMO_PAYOUT_DEBTOR,
    voucherAlertEmail: env.VOUCHER_ALERT_EMAIL,
    voucherAlertBelow: env.VOUCHER_STOCK_ALERT_BELOW,
    contentService: {
      timeoutMs: env.CONTENT_SERVICE_TIMEOUT_MS,
      cacheTtlMs: env.CONTENT_CACHE_TTL_MS,
      secrets: env.CONTENT_SERVICE_SECRETS,
    },
    metrics:
      env.METRICS_PORT === undefined
        ? undefined
        : { port: env.METRICS_PORT, host: env.METRICS_HOST, token: env.METRICS_TOKEN },
    tracing: env.OTEL_EXPORTER_OTLP_ENDPOINT
      ? { endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: env.OTEL_SERVICE_NAME }
      : undefined,
    fraud: {
      checks: env.FRAUD_CHECKS === 'on',
      limits: {
        perReferrer72h: env.FRAUD_MAX_PER_REFERRER_72H,
        perNetwork72h: env.FRAUD_MAX_PER_NETWORK_72H,
        successfulPerYear: env.FRAUD_MAX_SUCCESSFUL_PER_YEAR,
      },
    },
  };
}

const isLoopback = (host: string) => host === 'localhost' || host === '::1' || host.startsWith('127.');

/** Outside production a secret is generated once into DATA_DIR so restarts keep encrypted data readable. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The directory a command was started in, for the file paths it is given: npm runs a workspace's
 * scripts in the workspace folder and keeps the starting directory in INIT_CWD.
 */
export function invocationDirectory(source: NodeJS.ProcessEnv = process.env): string {
  return source.INIT_CWD ?? process.cwd();
}
