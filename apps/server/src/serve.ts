import { buildApp } from './app.ts';
import { systemClock } from './clock.ts';
import type { AppConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedAgencyDemoData } from './db/seed/agency-demo-data.ts';
import { demoOperatorRefusal, seedDemoOperators } from './db/seed/demo-operators.ts';
import { demoKeyRefusal, seedDemoPartnerKeys } from './db/seed/demo-partner-keys.ts';
import { demoTenants } from './db/seed/demo-tenants.ts';
import { seedTenants } from './db/seed/seed.ts';
import { loggable } from './lib/loggable-error.ts';
import { createMailHtml } from './modules/mail/html/mail-html.ts';
import { createSmtpMailer } from './modules/mail/mailer.ts';
import { reportUnreadableTotpSecrets } from './modules/operators/unreadable-totp-secrets.ts';
import { portalOrigin } from './modules/tenants/tenant-urls.ts';
import { createMetrics, dormantPromClient, loadPromClient } from './observability/metrics.ts';
import { startMetricsServer } from './observability/metrics-server.ts';
import type { Tracing } from './observability/tracing.ts';
import { connectRedis } from './redis-connections.ts';

// The server, started by main.ts once tracing (if configured) is in place: open the database,
// migrate, seed the demo tenants in a development deployment (anywhere else refuse to start while a
// demo partner key is valid or a demo operator can sign in), listen, serve the metrics on their own
// port, run the outbox worker, and shut down gracefully on SIGTERM/SIGINT.
export async function serve(config: AppConfig, tracing: Tracing | undefined) {
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
    config.databaseTimeouts,
  );
  await database.migrate();
  if (config.isDevelopment) {
    await seedTenants(database.db, demoTenants({ captcha: config.demoCaptcha }));
    // The agency area's history for the partner tenant, written on the first start only.
    await seedAgencyDemoData(database.db, config.appSecret, new Date());
    // The console's demo operators, one per role, signing in with TOTP (README "Operator console").
    await seedDemoOperators(database.db, config.appSecret, new Date(), config.demoOperatorPool);
  } else {
    const refusal =
      (await demoKeyRefusal(database.db, config)) ?? (await demoOperatorRefusal(database.db, config));
    if (refusal) {
      console.error(refusal);
      await database.close();
      process.exit(1);
    }
  }

  // Not awaited: the server starts and serves while Redis is away (limits then count per instance).
  const redis = config.redisUrl ? connectRedis(config.redisUrl) : undefined;
  const metrics = createMetrics(config.metrics ? await loadPromClient() : dormantPromClient, {
    processMetrics: true,
  });
  const app = await buildApp({
    config,
    database,
    clock: systemClock,
    redis: redis?.commands,
    metrics,
    logMixin: tracing?.logMixin,
    serverSpan: tracing?.serverSpan,
  });

  // Operators whose TOTP secret another APP_SECRET sealed are named, so an admin resets them in time.
  await reportUnreadableTotpSecrets(app.services.operatorTotp, app.log);

  // Configuration changes made by another instance reach this one through Redis.
  redis?.onTenantsChanged(() => app.services.tenants.invalidate());

  const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl) : undefined;
  const worker = mailer
    ? app.services.outboxWorkerWith({
        mailer,
        clock: systemClock,
        from: config.mailFrom,
        log: app.log,
        metrics,
        html: createMailHtml({
          tenants: app.services.tenants,
          texts: (tenantId, lang) => app.services.content.texts(tenantId, lang, 'mail.'),
          origin: (tenant) => portalOrigin(tenant, config),
          consoleOrigin: config.publicUrl,
        }),
      })
    : undefined;
  worker?.start();
  if (config.isDevelopment) {
    // The demo partners' API keys, for trying partner events by hand (README "Partner events").
    for (const { tenant, key } of await seedDemoPartnerKeys(database.db, config.appSecret))
      console.log(`partner API key for ${tenant} (development only): ${key}`);
  }

  // After the start-up writes above: on PGlite, one connection, a job's transaction would make them wait.
  const jobs = app.services.lifecycleJobs(app.log);
  jobs.start();
  // The tenants' signed webhooks (issue 31, decision 073): posts each delivery the changes wrote.
  const webhookWorker = app.services.webhooks.worker(app.log);
  webhookWorker.start();
  // Voucher codes for the rewards chosen as a voucher (issue 15), every minute.
  const voucherIssuer = app.services.voucherIssuer(app.log);
  voucherIssuer.start(config.voucherIssueMs);

  await app.listen({ port: config.port, host: config.host });
  const metricsServer = config.metrics
    ? await startMetricsServer({ registry: metrics.registry, ...config.metrics })
    : undefined;
  if (metricsServer && config.metrics)
    app.log.info(`metrics at http://${config.metrics.host}:${metricsServer.port}/metrics`);
  if (tracing) app.log.info('tracing: spans go to OTEL_EXPORTER_OTLP_ENDPOINT');
  // The e-mail search hashes of rows written before they existed (issue 14), once, in the background:
  // the search misses those rows only until this ends; rows written from now on carry their hash.
  void app.services
    .backfillEmailHashes()
    .then((done) => {
      if (done.referrers + done.referrals > 0) app.log.info(done, 'e-mail search hashes filled in');
    })
    .catch((error: unknown) => app.log.error({ err: loggable(error) }, 'e-mail search hash backfill failed'));
  if (!mailer)
    app.log.info(
      `SMTP_URL is not set: mails stay in the outbox${config.isDevelopment ? `, see ${config.publicUrl}/dev/mailbox` : ''}`,
    );
  // The tenants this deployment serves, by their configured hosts (not a fixed list of demo hosts).
  const served = (await app.services.tenants.all()).map(
    (tenant) => `${tenant.key} (${tenant.hosts.join(', ') || 'no host'})`,
  );
  app.log.info(`portal ready: ${config.publicUrl}; tenants: ${served.join('; ') || 'none yet'}`);

  let shuttingDown = false;
  async function shutdown(signal: string) {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => process.exit(1), 30_000);
    force.unref();
    try {
      await app.drain(config.isProduction ? 5000 : 500); // new requests get 503, requests in flight finish
      await worker?.stop();
      await webhookWorker.stop();
      await jobs.stop();
      await voucherIssuer.stop();
      await metricsServer?.close();
      await tracing?.shutdown();
      mailer?.close();
      await redis?.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: loggable(error) }, 'shutdown failed');
      process.exit(1);
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
