import parsePrometheusTextFormat, { type ParsedFamily } from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { createSmtpMailer } from '../modules/mail/mailer.ts';
import { create, createBody, lastMail, tokenFrom } from '../modules/referrals/referrals.test-helpers.ts';
import { startSmtpCapture } from '../test/smtp-capture.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { databaseKinds } from '../test/test-db.ts';
import { startMetricsServer, tokenMatches } from './metrics-server.ts';

const TOKEN = 'metrics-token-0123456789-0123456789-abcd';
const HISTOGRAM = 'kwk_http_request_duration_seconds';

/**
 * One label set of the latency histogram, parsed: its header and its bucket, sum and count lines.
 * The parser reads a histogram of one unlabelled series only (it folds label sets together), so
 * the set's own labels are taken off its lines first.
 */
function series(text: string, labels: string) {
  const lines = text.split('\n');
  const own = lines
    .filter((l) => l.startsWith(`${HISTOGRAM}_`) && l.includes(`{${labels}`))
    .map((l) => l.replace(`{${labels},`, '{').replace(`{${labels}}`, ''));
  const header = lines.filter(
    (l) => l.startsWith(`# HELP ${HISTOGRAM} `) || l.startsWith(`# TYPE ${HISTOGRAM} `),
  );
  return parsePrometheusTextFormat([...header, ...own, ''].join('\n'))[0]?.metrics[0];
}

describe.each(databaseKinds())('metrics on %s (decision 074)', (kind) => {
  let t: TestContext;
  let server: Awaited<ReturnType<typeof startMetricsServer>>;
  beforeAll(async () => {
    t = await createTestApp(kind, { METRICS_PORT: '0' });
    server = await startMetricsServer({
      registry: t.app.metrics.registry,
      port: 0,
      host: '127.0.0.1',
      token: TOKEN,
    });
  });
  afterAll(async () => {
    await server?.close();
    await t?.close();
  });

  const scrape = (authorization = `Bearer ${TOKEN}`) =>
    fetch(`http://127.0.0.1:${server.port}/metrics`, { headers: { authorization } });

  /** The scrape, read by a Prometheus text parser. */
  async function families(): Promise<Map<string, ParsedFamily>> {
    const res = await scrape();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return new Map(parsePrometheusTextFormat(await res.text()).map((f) => [f.name, f]));
  }
  const sample = (all: Map<string, ParsedFamily>, name: string, labels: Record<string, string>) =>
    all.get(name)?.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v));
  const countOf = (all: Map<string, ParsedFamily>, name: string, labels: Record<string, string>) =>
    Number(sample(all, name, labels)?.value ?? 0);

  it('counts a referral created and its opt-in confirmed, per tenant key, and nothing for a refused one', async () => {
    const before = await families();
    const created = await create(
      t,
      'telko',
      createBody({ referrer: 'mia@example.org', recipient: 'max@example.org' }),
    );
    expect(created.statusCode).toBe(202);
    // The same recommendation again: refused (opt-in pending), its transaction rolled back.
    const again = await create(
      t,
      'telko',
      createBody({ referrer: 'mia@example.org', recipient: 'max@example.org' }),
    );
    expect(again.statusCode).toBe(409);
    const token = tokenFrom((await lastMail(t, 'referral.optin', 'mia@example.org'))!.text_body);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/telko/Empfehlen/bestaetigen',
      payload: { Token: token },
    });
    expect(confirmed.statusCode).toBe(200);

    const after = await families();
    expect(after.get('kwk_referrals_created_total')?.type).toBe('COUNTER');
    const telko = { tenant: 'telko' };
    expect(countOf(after, 'kwk_referrals_created_total', telko)).toBe(
      countOf(before, 'kwk_referrals_created_total', telko) + 1,
    );
    expect(countOf(after, 'kwk_referrals_confirmed_total', telko)).toBe(
      countOf(before, 'kwk_referrals_confirmed_total', telko) + 1,
    );
    // No other tenant moved, and no label holds an id.
    expect(countOf(after, 'kwk_referrals_created_total', { tenant: 'fyrst' })).toBe(
      countOf(before, 'kwk_referrals_created_total', { tenant: 'fyrst' }),
    );
  });

  it('times requests by route pattern and status class, never by the raw path', async () => {
    for (const key of ['telko', 'fyrst'])
      expect((await t.app.inject({ url: `/api/v1/${key}/mandant/${key}` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/telko/no-such-route/4711' })).statusCode).toBe(404);

    const text = await (await scrape()).text();
    const histogram = parsePrometheusTextFormat(text).find((f) => f.name === HISTOGRAM);
    expect(histogram?.type).toBe('HISTOGRAM');
    // The parser folds a histogram's label sets into one: each series is parsed on its own.
    const mandant = series(text, 'route="/api/v1/:apiRoute/mandant/:key",method="GET",status_class="2xx"');
    expect(Number(mandant?.count)).toBeGreaterThanOrEqual(2);
    expect(Number(mandant?.buckets?.['+Inf'])).toBe(Number(mandant?.count));
    expect(Number(mandant?.sum)).toBeGreaterThan(0);
    const routes = new Set([...text.matchAll(/route="([^"]*)"/g)].map((m) => m[1]));
    expect(routes.has('/api/v1/:apiRoute/mandant/:key')).toBe(true);
    expect([...routes].filter((r) => /telko|fyrst|4711/.test(r ?? ''))).toEqual([]);
  });

  it('shows the outbox queue, the payout batches waiting, jobs given up and the database pool where there is one', async () => {
    const all = await families();
    expect(countOf(all, 'kwk_mail_outbox_pending', {})).toBeGreaterThan(0);
    expect(countOf(all, 'kwk_mail_outbox_oldest_pending_age_seconds', {})).toBeGreaterThanOrEqual(0);
    expect(all.has('kwk_mail_outbox_failed')).toBe(true);
    expect(countOf(all, 'kwk_payout_batches_awaiting_release', {})).toBe(0);
    expect(all.get('kwk_payout_batch_oldest_awaiting_release_age_seconds')?.type).toBe('GAUGE');
    expect(countOf(all, 'kwk_lifecycle_jobs_given_up', {})).toBe(0);
    expect(all.has('kwk_db_pool_connections')).toBe(kind === 'pg');
  });

  it('counts mail deliveries by outcome, and the outbox empties', async () => {
    const smtp = await startSmtpCapture();
    const worker = (url: string) =>
      t.app.services.outboxWorkerWith({
        mailer: createSmtpMailer(url),
        clock: t.clock,
        from: 'Portal <no-reply@kwk.localhost>',
        log: t.app.log,
        metrics: t.app.metrics,
      });
    try {
      const before = await families();
      const pending = countOf(before, 'kwk_mail_outbox_pending', {});
      expect(pending).toBeGreaterThan(0);
      // Nothing listens on port 9 (discard): each delivery fails and waits for its retry.
      const failed = await worker('smtp://127.0.0.1:9').runOnce();
      expect(failed).toBe(0);
      const afterFailure = await families();
      expect(countOf(afterFailure, 'kwk_mail_deliveries_total', { outcome: 'failed' })).toBe(
        countOf(before, 'kwk_mail_deliveries_total', { outcome: 'failed' }) + Math.min(pending, 10),
      );
      t.clock.advance(24 * 3_600_000);
      let sent = 0;
      for (let run = await worker(smtp.url).runOnce(); run > 0; run = await worker(smtp.url).runOnce())
        sent += run;
      const after = await families();
      expect(sent).toBe(pending);
      expect(countOf(after, 'kwk_mail_deliveries_total', { outcome: 'sent' })).toBe(
        countOf(before, 'kwk_mail_deliveries_total', { outcome: 'sent' }) + sent,
      );
      expect(countOf(after, 'kwk_mail_outbox_pending', {})).toBe(0);
    } finally {
      await smtp.close();
    }
  });

  it('answers a scrape only with the token, compared whole', async () => {
    expect((await scrape('')).status).toBe(401);
    expect((await scrape(`Bearer ${TOKEN.slice(0, -1)}`)).status).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}x`)).status).toBe(401);
    expect((await scrape(TOKEN)).status).toBe(401);
    expect((await scrape()).status).toBe(200);
    expect(tokenMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(404);
  });

  it('is served on no host of the portal: tenant, console or any other', async () => {
    for (const host of ['telko.localhost', 'fyrst.localhost', 'betrieb.localhost', 'localhost']) {
      for (const url of ['/metrics', '/api/v1/telko/metrics', '/metrics?format=prometheus']) {
        const res = await t.app.inject({ url, headers: { host, authorization: `Bearer ${TOKEN}` } });
        expect(res.body).not.toContain('kwk_http_request_duration_seconds');
        expect(res.body).not.toContain('# TYPE');
      }
    }
  });
});

describe('the metrics port in the configuration', () => {
  const base = {
    APP_SECRET: 'config-test-secret-0123456789-0123456789',
    DATA_DIR: '/tmp/kwk-metrics-config',
  };
  it('is off unless METRICS_PORT is set, and never the portal port', () => {
    expect(loadConfig(base).metrics).toBeUndefined();
    expect(loadConfig({ ...base, METRICS_PORT: '9464' }).metrics).toEqual({
      port: 9464,
      host: '127.0.0.1',
      token: undefined,
    });
    expect(() => loadConfig({ ...base, PORT: '3000', METRICS_PORT: '3000' })).toThrow(ConfigError);
  });

  it('needs a token in production when it listens off loopback', () => {
    const production = {
      ...base,
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      METRICS_PORT: '9464',
    };
    expect(loadConfig(production).metrics?.host).toBe('127.0.0.1');
    expect(() => loadConfig({ ...production, METRICS_HOST: '0.0.0.0' })).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({ ...production, METRICS_HOST: '0.0.0.0', METRICS_TOKEN: TOKEN }).metrics?.token).toBe(
      TOKEN,
    );
  });
});
