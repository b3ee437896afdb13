import { Redis } from 'ioredis';
import { buildApp } from './app.ts';
import { systemClock } from './clock.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoPartnerKeys } from './db/seed/demo-partner-keys.ts';
import { seedTenants } from './db/seed/seed.ts';
import { loggable } from './lib/loggable-error.ts';
import { createSmtpMailer } from './modules/mail/mailer.ts';
import { createOutboxWorker } from './modules/mail/outbox.worker.ts';

// Start: read config, open the database, migrate, seed the demo tenants outside production,
// listen, run the outbox worker, and shut down gracefully on SIGTERM/SIGINT.
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
);
await database.migrate();
if (!config.isProduction) await seedTenants(database.db);

const redis = config.redisUrl
  ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
  : undefined;
const app = await buildApp({ config, database, clock: systemClock, redis });

// Configuration changes made by another instance reach this one through Redis.
const subscriber = redis?.duplicate();
if (subscriber) {
  await subscriber.subscribe('kwk:tenants:changed');
  subscriber.on('message', () => app.services.tenants.invalidate());
}

const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl) : undefined;
const worker = mailer
  ? createOutboxWorker({
      outbox: app.services.outbox,
      mailer,
      clock: systemClock,
      from: config.mailFrom,
      log: app.log,
    })
  : undefined;
worker?.start();
if (config.deployEnv === 'development') {
  // The demo partners' API keys, for trying partner events by hand (README "Partner events").
  for (const { tenant, key } of await seedDemoPartnerKeys(database.db, config.appSecret))
    console.log(`partner API key for ${tenant} (development only): ${key}`);
}

// After the start-up writes above: on PGlite, one connection, a job's transaction would make them wait.
const jobs = app.services.lifecycleJobs(app.log);
jobs.start();

await app.listen({ port: config.port, host: config.host });
if (!mailer)
  app.log.info(`SMTP_URL is not set: mails stay in the outbox, see ${config.publicUrl}/dev/mailbox`);
app.log.info(
  `portal ready: ${config.publicUrl} (tenants: fyrst.localhost, telko.localhost, partner.localhost)`,
);

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
    await jobs.stop();
    mailer?.close();
    await subscriber?.quit();
    await redis?.quit();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: loggable(error) }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
