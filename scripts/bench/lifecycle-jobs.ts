import { spawn } from 'node:child_process';
import path from 'node:path';
import type pg from 'pg';

/**
 * The daily lifecycle jobs over many referrals (issue 4), run by the operator command
 * `npm run jobs:run -- --date …` as it runs in production: day 61 (expiry, with a mail to each
 * referrer) and week 13 (erasure of unconfirmed recipient data). The baseline sends the statements
 * that day's run sends (as PostgreSQL's statement log shows them: the queue's inserts and leases,
 * the tenants, one transaction per job with its set-based statement and its "done"), in as many
 * round trips, straight with `pg` on one connection, over the same rows refilled.
 */

const root = path.resolve(import.meta.dirname, '../..');
const CREATED = '2026-01-05T09:00:00Z';
/** Day 61 after CREATED, and the first day of week 14, in Berlin (the jobs' days turn there). */
export const EXPIRY_DAY = '2026-03-07';
export const ERASURE_DAY = '2026-04-07';
const KINDS = ['referrals.expire', 'recipients.erase', 'rewards.periods', 'sessions.purge'];

/** Runs one of the repository's npm commands against `url`; its standard output. */
async function npmRun(url: string, args: string[]): Promise<string> {
  const child = spawn('npm', ['run', '-s', ...args], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development', DATABASE_URL: url },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`npm run ${args.join(' ')} exited with ${code}: ${out}`);
  return out;
}

/** The migrated database with the demo tenants, as an operator sets it up. */
export async function seedJobsDatabase(url: string) {
  await npmRun(url, ['seed']);
}

/** `rows` confirmed referrals without an order, 1,000 referrers, one unconfirmed recipient each. */
export async function fillReferrals(client: pg.Client, rows: number) {
  await client.query('truncate referrals, referrers, recipients, outbox, lifecycle_jobs cascade');
  const tenant = (
    await client.query<{ id: string; product: number }>(
      `select t.id, (select product_id from product_rewards where tenant_id = t.id limit 1) as product
       from tenants t where t.key = 'telko'`,
    )
  ).rows[0]!;
  await client.query(
    `insert into referrers (tenant_id, email, email_identity, vorname, nachname, empfehler_hash)
     select $1, 'bench-' || i || '@example.org', 'bench-' || i || '@example.org', 'Anna', 'Berg', 'bh' || i
     from generate_series(1, 1000) i`,
    [tenant.id],
  );
  await client.query(
    `insert into referrals (tenant_id, empfehlungsnummer, link_token_hash, referrer_id, recipient_email,
       recipient_email_identity, product_id, agb_text, anteil_empfehler, optin_confirmed_at, created_at, expires_at)
     select $1, 10000000 + i, 'x', f.id, 'to-' || i || '@example.org', 'to-' || i, $2, 'AGB', 50,
       $3::timestamptz, $3::timestamptz, $3::timestamptz + interval '60 days'
     from generate_series(1, ${rows}) i
     join referrers f on f.tenant_id = $1 and f.email = 'bench-' || (1 + i % 1000) || '@example.org'`,
    [tenant.id, tenant.product, CREATED],
  );
  await client.query(
    `insert into recipients (tenant_id, referral_id, empfaengernummer, token_hash, created_at)
     select tenant_id, id, (1000000000 + empfehlungsnummer)::text, md5(id::text), created_at from referrals`,
  );
  await client.query('vacuum analyze');
}

/** The day's run through the operator command; the time it reports for the jobs (not its start-up). */
export async function runJobsCommand(url: string, day: string): Promise<{ ms: number; output: string }> {
  const output = await npmRun(url, ['jobs:run', '--', '--date', day]);
  const ms = Number(/jobs done in (\d+) ms/.exec(output)?.[1]);
  if (!Number.isFinite(ms)) throw new Error(`jobs:run printed no time: ${output}`);
  return { ms, output };
}

/** What the jobs must have done over `rows` referrals by week 13. */
export async function checkJobsDid(client: pg.Client, rows: number) {
  const check = (
    await client.query<{ expired: number; erased: number; mails: number }>(
      `select (select count(*)::int from referrals where status = 'Abgelaufen') as expired,
         (select count(*)::int from recipients where erased_at is not null) as erased,
         (select count(*)::int from outbox) as mails`,
    )
  ).rows[0]!;
  if (check.expired !== rows || check.erased !== rows || check.mails !== rows)
    throw new Error(`jobs did not do all the work: ${JSON.stringify(check)}`);
}

const CLAIM = `update lifecycle_jobs set locked_until = $1, attempts = attempts + 1
  where (kind, run_on) = (
    select kind, run_on from lifecycle_jobs
    where status = 'pending' and (locked_until is null or locked_until < $2)
    order by run_on, kind limit 1 for update skip locked)
  returning kind, run_on::text as "runOn"`;
const DONE = `update lifecycle_jobs set status = 'done', done_at = $1, affected = $2,
  locked_until = null, last_error = null
  where kind = $3 and run_on = $4`;
const EXPIRE = `with expired as (
    update referrals r set status = 'Abgelaufen', rejection_reason = 'link_expired'
    where r.status = 'Ok' and r.expires_at <= $1
    returning r.id, r.tenant_id, r.referrer_id, r.product_id, r.optin_confirmed_at
  ),
  tv as (select * from json_to_recordset($2::json) as x(id uuid, brand text, portal text, anrede text)),
  m as (
    select gen_random_uuid() as id, e.tenant_id, f.email,
      case when f.language = 'en' then $3 when tv.anrede = 'du' then $9 else $4 end as subject,
      case when f.language = 'en' then $5 when tv.anrede = 'du' then $10 else $6 end as body,
      case when f.language = 'en' then 'en' else 'de' end as language,
      f.vorname, coalesce(p.anzeige_name, '') as produkt, tv.brand, tv.portal
    from expired e
    join referrers f on f.id = e.referrer_id
    join tv on tv.id = e.tenant_id
    left join products p on p.tenant_id = e.tenant_id and p.id = e.product_id
    where e.optin_confirmed_at is not null
  ),
  sent as (
    insert into outbox (id, tenant_id, kind, to_address, subject, text_body, language, message_id, available_at, created_at)
    select id, tenant_id, 'lifecycle.referral.expired', email,
      replace(subject, '{brand}', brand),
      replace(replace(replace(replace(body, '{vorname}', vorname), '{produkt}', produkt), '{brand}', brand), '{portal}', portal),
      language, '<' || id || '@kwk.portal>', $7, $8
    from m
    returning 1
  )
  select (select count(*)::int from expired) as n`;
const ERASE = `with emails as (
    update referrals r set recipient_email = null
    where r.recipient_email is not null and r.created_at < $1
      and not exists (select 1 from recipients x where x.referral_id = r.id and x.data_confirmed_at is not null)
    returning 1
  ),
  people as (
    update recipients set personal = null, email = null, birth_date = null, email_identity = null,
      name_address_identity = null, token_hash = null, account_holder = null, iban_encrypted = null,
      iban_identity = null, erased_at = $2
    where data_confirmed_at is null and erased_at is null and created_at < $3
    returning 1
  )
  select (select count(*)::int from emails) + (select count(*)::int from people) as n`;
const DUE_REWARDS = `select distinct "tenant_id", "referral_id" from "reward_credits"
  where ("reward_credits"."kind" = $1 and "reward_credits"."status" = $2 and "reward_credits"."due_on" <= $3)`;
const PURGE =
  'with gone as (delete from sessions where expires_at < $1 returning 1) select count(*)::int as n from gone';
const MAIL_SUBJECT = 'Ihre Empfehlung ist abgelaufen – {brand}';
const MAIL_TEXT =
  'Hallo {vorname},\n\nIhre Empfehlung für {produkt} ist abgelaufen: in 60 Tagen kam keine Bestellung. Sie können jederzeit neu empfehlen: {portal}\n\nIhr Empfehlungsprogramm von {brand}\n';

/**
 * The baseline of one day's run: the same statements in the same round trips as `runDue` on a
 * fresh day (26), the mail texts written here. Its wall time in ms.
 */
export async function plainDailyRun(client: pg.Client, day: string): Promise<number> {
  const now = new Date(`${day}T00:00:00+01:00`);
  const at = now.toISOString();
  const started = performance.now();
  for (const kind of KINDS)
    await client.query('insert into lifecycle_jobs (kind, run_on) values ($1, $2) on conflict do nothing', [
      kind,
      day,
    ]);
  const lease = [new Date(now.getTime() + 600_000).toISOString(), at];
  const tenants = (
    await client.query<{ id: string; key: string }>(
      'select "id", "key", "hosts", "settings", "brand", "created_at", "updated_at" from "tenants" order by "tenants"."created_at", "tenants"."key"',
    )
  ).rows;
  const cutoff = new Date(now.getTime() - 13 * 7 * 86_400_000).toISOString();
  const work: Record<string, () => Promise<pg.QueryResult>> = {
    'referrals.expire': () =>
      client.query(EXPIRE, [
        at,
        JSON.stringify(
          tenants.map((t) => ({
            id: t.id,
            brand: t.key,
            portal: `http://${t.key}.localhost:3000`,
            anrede: 'Sie',
          })),
        ),
        MAIL_SUBJECT,
        MAIL_SUBJECT,
        MAIL_TEXT,
        MAIL_TEXT,
        at,
        at,
        MAIL_SUBJECT,
        MAIL_TEXT,
      ]),
    'recipients.erase': () => client.query(ERASE, [cutoff, at, cutoff]),
    'rewards.periods': () => client.query(DUE_REWARDS, ['referral', 'Offen', day]),
    'sessions.purge': () => client.query(PURGE, [at]),
  };
  for (
    let job = (await client.query(CLAIM, lease)).rows[0];
    job;
    job = (await client.query(CLAIM, lease)).rows[0]
  ) {
    await client.query('begin');
    const result = await work[job.kind as string]!();
    await client.query(DONE, [at, result.rows[0]?.n ?? result.rowCount ?? 0, job.kind, job.runOn]);
    await client.query('commit');
  }
  return performance.now() - started;
}
