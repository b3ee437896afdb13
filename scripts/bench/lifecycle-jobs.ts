import pino from 'pino';
import { TestClock } from '../../apps/server/src/clock.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { seedTenants } from '../../apps/server/src/db/seed/seed.ts';
import { createReferrersRepository } from '../../apps/server/src/modules/accounts/referrers.repository.ts';
import { createLifecycleRepository } from '../../apps/server/src/modules/lifecycle/lifecycle.repository.ts';
import { createLifecycleService } from '../../apps/server/src/modules/lifecycle/lifecycle.service.ts';
import { createLifecycleJobs } from '../../apps/server/src/modules/lifecycle/lifecycle-jobs.ts';
import { createOutboxRepository } from '../../apps/server/src/modules/mail/outbox.repository.ts';
import { createRecipientsRepository } from '../../apps/server/src/modules/recipients/recipients.repository.ts';
import { createReferralsRepository } from '../../apps/server/src/modules/referrals/referrals.repository.ts';
import { TenantCache } from '../../apps/server/src/modules/tenants/tenant-cache.ts';
import { createTenantsRepository } from '../../apps/server/src/modules/tenants/tenants.repository.ts';
import { createTokensService } from '../../apps/server/src/modules/tokens/tokens.service.ts';

/**
 * The daily lifecycle jobs over many referrals (issue 4): expiry on day 61 (with a mail to each
 * referrer) and the erasure of unconfirmed recipient data in week 13, against one plain
 * `UPDATE … WHERE created_at < …` over the same rows in the same database and run.
 */

const DAY_MS = 86_400_000;
const CREATED = new Date('2026-01-05T09:00:00Z');

export interface JobsBenchResult {
  rows: number;
  expireMs: number;
  eraseMs: number;
  plainExpireMs: number;
  plainEraseMs: number;
}

export async function benchLifecycleJobs(url: string, rows = 100_000): Promise<JobsBenchResult> {
  const database = await openDatabase({ url });
  try {
    await database.migrate();
    await seedTenants(database.db);
    const db = database.db;
    const config = loadConfig({
      ...process.env,
      // Whatever the bench run set for the portals it starts: this is a development-style setup.
      NODE_ENV: 'development',
      DATABASE_URL: url,
      APP_SECRET: 'bench-secret-bench-secret-bench-secret',
    });
    const clock = new TestClock(CREATED);
    const tenants = new TenantCache(
      createTenantsRepository({ db }).listAll,
      config.deployEnv,
      config.defaultTenant,
    );
    const lifecycle = createLifecycleRepository();
    const referrals = createReferralsRepository();
    const engine = createLifecycleService({
      config,
      lifecycle,
      referrals,
      referrers: createReferrersRepository(),
      recipients: createRecipientsRepository(),
      outbox: createOutboxRepository({ db }),
      tokens: createTokensService({ clock }),
    });
    const jobs = createLifecycleJobs({
      db,
      clock,
      config,
      tenants,
      lifecycle,
      referrals,
      engine,
      log: pino({ level: 'silent' }),
    });

    /** `rows` confirmed referrals without an order, 1,000 referrers, one unconfirmed recipient each. */
    async function fill() {
      await database.query('truncate referrals, referrers, recipients, outbox, lifecycle_jobs cascade');
      const [telko] = await database.query<{ id: string }>("select id from tenants where key = 'telko'");
      const [product] = await database.query<{ product_id: number }>(
        'select product_id from product_rewards where tenant_id = $1 limit 1',
        [telko!.id],
      );
      await database.query(
        `insert into referrers (tenant_id, email, email_identity, vorname, nachname, empfehler_hash)
         select $1, 'bench-' || i || '@example.org', 'bench-' || i || '@example.org', 'Anna', 'Berg', 'bh' || i
         from generate_series(1, 1000) i`,
        [telko!.id],
      );
      await database.query(
        `insert into referrals (tenant_id, empfehlungsnummer, link_token_hash, referrer_id, recipient_email,
           recipient_email_identity, product_id, agb_text, anteil_empfehler, optin_confirmed_at, created_at, expires_at)
         select $1, 10000000 + i, 'x', f.id, 'to-' || i || '@example.org', 'to-' || i, $2, 'AGB', 50,
           $3::timestamptz, $3::timestamptz, $3::timestamptz + interval '60 days'
         from generate_series(1, ${rows}) i
         join referrers f on f.tenant_id = $1 and f.email = 'bench-' || (1 + i % 1000) || '@example.org'`,
        [telko!.id, product!.product_id, CREATED.toISOString()],
      );
      await database.query(
        `insert into recipients (tenant_id, referral_id, empfaengernummer, token_hash, created_at)
         select tenant_id, id, (1000000000 + empfehlungsnummer)::text, md5(id::text), created_at from referrals`,
      );
      await database.query('vacuum analyze');
    }

    const time = async (work: () => Promise<unknown>) => {
      const start = performance.now();
      await work();
      return performance.now() - start;
    };

    await fill();
    clock.set(new Date(CREATED.getTime() + 61 * DAY_MS));
    const expireMs = await time(() => jobs.runDue());
    clock.set(new Date(CREATED.getTime() + 13 * 7 * DAY_MS));
    const eraseMs = await time(() => jobs.runDue());
    const [check] = await database.query<{ expired: number; erased: number; mails: number }>(
      `select (select count(*)::int from referrals where status = 'Abgelaufen') as expired,
         (select count(*)::int from recipients where erased_at is not null) as erased,
         (select count(*)::int from outbox) as mails`,
    );
    if (check!.expired !== rows || check!.erased !== rows || check!.mails !== rows)
      throw new Error(`jobs did not do all the work: ${JSON.stringify(check)}`);

    await fill();
    const cutoff = new Date(CREATED.getTime() + DAY_MS).toISOString();
    const plainExpireMs = await time(() =>
      database.query("update referrals set status = 'Abgelaufen' where created_at < $1", [cutoff]),
    );
    const plainEraseMs = await time(() =>
      database.query('update referrals set recipient_email = null where created_at < $1', [cutoff]),
    );
    return { rows, expireMs, eraseMs, plainExpireMs, plainEraseMs };
  } finally {
    await database.close();
  }
}
