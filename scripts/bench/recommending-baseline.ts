import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { SECONDS } from './measure.ts';
import { inTransaction } from './pg-transaction.ts';
import { AGB, DAY_MS, nextPerson, SERVER_POOL_SIZE, timedLoops } from './recommending.ts';

/** The baseline of the recommending bench: one create's inserts sent straight with `pg`. */

// The statements of one create, as PostgreSQL's statement log shows the portal sending them (one
// create of the bench's body from a loopback address, no device cookie; referrals.service.ts
// `createIn`): begin; the referrer's upsert (with the eligibility confirmation, and coalescing the
// confirmation and address on conflict) with what the create checks (the product, its rewards, the
// running campaigns, a competing referral); the exclusion list's look-up of the recipient's domain;
// the referral, its opt-in token and the opt-in mail in one statement; the fraud checks' origin with
// the velocity counts per referrer and network in one statement (no signal: nothing is held);
// commit. Six round trips, as the portal's.
const UPSERT_REFERRER = `with ref as (insert into "referrers" ("id", "tenant_id", "email", "email_hash", "email_identity", "anrede", "vorname", "nachname", "empfehler_hash", "password_hash", "language", "newsletter_permission", "newsletter_optin_sent_at", "kundennummer", "blocked_reason", "eligibility_confirmed_at", "eligibility_proof", "address", "created_at") values (default, $1, $2, $3, $4, default, $5, $6, $7, default, $8, default, default, default, default, $9, $10, default, default) on conflict ("tenant_id","email_identity") do update set "email_identity" = excluded.email_identity, "eligibility_confirmed_at" = coalesce(excluded.eligibility_confirmed_at, "referrers".eligibility_confirmed_at), "eligibility_proof" = coalesce(excluded.eligibility_proof, "referrers".eligibility_proof), "address" = coalesce(excluded.address, "referrers".address) returning "id", "tenant_id", "email", "email_hash", "email_identity", "anrede", "vorname", "nachname", "empfehler_hash", "password_hash", "language", "newsletter_permission", "newsletter_optin_sent_at", "kundennummer", "blocked_reason", "eligibility_confirmed_at", "eligibility_proof", "address", "created_at")
  select ref.id, ref.email, ref.vorname, ref.blocked_reason, ref.kundennummer,
    (select json_build_object('id', p.id, 'anzeigeName', p.anzeige_name)
      from products p where p.tenant_id = $11 and p.id = $12 and p.aktiv) as product,
    (
      select coalesce(json_agg(r.wert_cent), '[]'::json)
      from product_rewards pr join rewards r on r.tenant_id = pr.tenant_id and r.id = pr.reward_id
      where pr.tenant_id = $13 and pr.product_id = $14 and r.aktiv and r.startdatum <= $15
        and (r.enddatum is null or r.enddatum >= $16 or r.enddatum_anzeige >= $17)) as reward_cents,
    (select coalesce(json_agg(json_build_object('AktionsId', c.aktions_id, 'Zustimmung', c.zustimmung,
        'BonusCent', c.bonus_cent)), '[]'::json) from campaigns c
      where c.tenant_id = $18
        and c.starts_on <= $19 and (c.ends_on is null or c.ends_on >= $20)) as active_campaigns,
    exists (select 1 from referrals x
      where x.tenant_id = $21 and x.recipient_email_identity = $22
        and x.product_id = $23 and x.referrer_id is distinct from ref.id
        and x.expires_at > $24 and x.status in ('Ok', 'Offen')
        and (x.optin_confirmed_at is not null or x.created_at > $25)) as taken_by_other
  from ref`;
const EXCLUDED_DOMAIN = `select "id" from "exclusions" where (("exclusions"."tenant_id" is null or "exclusions"."tenant_id" = $1) and ("exclusions"."kind" = $2 and "exclusions"."value" in ($3))) limit $4`;
const INSERT_REFERRAL = `with r as (insert into "referrals" ("id", "tenant_id", "empfehlungsnummer", "link_token_hash", "referrer_id", "recipient_email", "recipient_email_identity", "recipient_email_hash", "product_id", "channel", "agent_number", "agb_text", "anteil_empfehler", "status", "rejection_reason", "status_corrected_at", "facts_version", "campaign_consents", "campaign_bonus_cent", "optin_confirmed_at", "optin_proof", "offline_code", "created_at", "expires_at") values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, default, default, default, default, $14, $15, default, default, default, $16, $17) on conflict ("tenant_id","referrer_id","recipient_email_identity","product_id") do nothing returning "id"), t as (insert into "action_tokens" ("token_hash", "tenant_id", "purpose", "subject_id", "expires_at", "used_at", "created_at") values ($18, $19, $20, $21, $22, default, $23)), o as (insert into "outbox" ("id", "tenant_id", "kind", "referral_id", "to_address", "reply_to", "subject", "text_body", "language", "body_sealed", "message_id", "status", "attempts", "available_at", "locked_until", "last_error", "created_at", "sent_at") values ($24, $25, $26, $27, $28, $29, $30, $31, $32, default, $33, default, default, $34, default, default, $35, default)) select id from r`;
const FRAUD_ORIGIN = `with ins as (
            insert into fraud_origins (referral_id, party, tenant_id, referrer_id, network, address, device, at)
            values ($1, 'referrer', $2, $3, $4,
              $5, $6, $7)
            on conflict do nothing)
          select
            (select count(*) from fraud_origins o where o.tenant_id = $8 and o.party = 'referrer'
              and o.referrer_id = $9 and o.at > $10)::int as by_referrer,
            (select count(*) from fraud_origins o where o.tenant_id = $11 and o.party = 'referrer'
              and $12::text is not null and o.network = $13::text
              and o.at > $14)::int as by_network`;
/** The fraud checks' window for the velocity counts (fraud.rules.ts `VELOCITY_WINDOW_MS`). */
const VELOCITY_WINDOW_MS = 72 * 3_600_000;
const ELIGIBILITY_TEXT =
  'Ich bestätige, dass ich eine natürliche Person bin, mindestens 18 Jahre alt bin und meinen Wohnsitz in Deutschland habe.';

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/** One create's inserts in one transaction, with the values the portal computes for them. */
async function insertOnce(pool: pg.Pool, secret: string, tenantId: string, product: number, n: number) {
  const email = `raw.anna.${n}@example.org`;
  const recipient = `raw.ben.${n}@example.org`;
  await inTransaction(pool, async (client) => {
    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    const recipientIdentity = hmac(secret, `recipient:${recipient}`);
    const referrer = (
      await client.query<{ id: string }>(UPSERT_REFERRER, [
        tenantId,
        email,
        hmac(secret, `support.email:${email}`),
        email,
        'Anna',
        'Berg',
        randomBytes(16).toString('hex'),
        'de',
        now.toISOString(),
        JSON.stringify({
          at: now.toISOString(),
          textVersion: 'teilnahme-v1',
          language: 'de',
          text: ELIGIBILITY_TEXT,
          ip: '127.0.0.1',
          userAgent: null,
        }),
        tenantId,
        product,
        tenantId,
        product,
        today,
        today,
        today,
        tenantId,
        today,
        today,
        tenantId,
        recipientIdentity,
        product,
        now.toISOString(),
        new Date(now.getTime() - 7 * DAY_MS).toISOString(),
      ])
    ).rows[0]!;
    await client.query(EXCLUDED_DOMAIN, [tenantId, 'domain', 'example.org', 1]);
    const nr = 10_000_000 + Math.floor(Math.random() * 90_000_000);
    const referralId = randomUUID();
    const token = randomBytes(32).toString('base64url');
    const mailId = randomUUID();
    const inserted = await client.query(INSERT_REFERRAL, [
      referralId,
      tenantId,
      nr,
      hmac(secret, `referral-link:${tenantId}:${nr}`).slice(0, 32),
      referrer.id,
      recipient,
      recipientIdentity,
      hmac(secret, `support.email:${recipient}`),
      product,
      null,
      null,
      AGB,
      50,
      '[]',
      0,
      now.toISOString(),
      new Date(now.getTime() + 60 * DAY_MS).toISOString(),
      createHash('sha256').update(token).digest('hex'),
      tenantId,
      'referral.optin',
      referralId,
      new Date(now.getTime() + 7 * DAY_MS).toISOString(),
      now.toISOString(),
      mailId,
      tenantId,
      'referral.optin',
      referralId,
      email,
      null,
      'Bitte bestätigen Sie Ihre Empfehlung – Telko',
      `Hallo Anna,\n\nvielen Dank für Ihre Empfehlung. Bitte bestätigen Sie Ihre E-Mail-Adresse und Ihre Teilnahme am Empfehlungsprogramm von Telko mit diesem Link (7 Tage gültig):\n\nhttp://telko.localhost/bestaetigung?token=${token}\n\nErst nach Ihrer Bestätigung kann die Empfehlung versendet werden. Wenn Sie keine Empfehlung abgegeben haben, ignorieren Sie diese E-Mail: Es passiert dann nichts.\n`,
      'de',
      `<${mailId}@kwk.portal>`,
      now.toISOString(),
      now.toISOString(),
    ]);
    if (inserted.rowCount !== 1) throw new Error('the raw create inserted no referral');
    // The bench's clients connect from loopback addresses (no network for the checks) without a
    // device cookie (a fresh device each create), as the portal sees them.
    const since = new Date(now.getTime() - VELOCITY_WINDOW_MS).toISOString();
    await client.query(FRAUD_ORIGIN, [
      ...[referralId, tenantId, referrer.id, null, null, randomBytes(6).toString('hex'), now.toISOString()],
      ...[tenantId, referrer.id, since, tenantId, null, null, since],
    ]);
  });
}

export interface RawLoadResult {
  opsPerSecond: number;
  p99Ms: number;
  ops: number;
}

/**
 * The baseline: `clients` concurrent loops in this process, each doing one create's inserts per
 * transaction through a pool as large as the server's, for `seconds` after a short warm-up.
 */
export async function rawInsertLoad(
  databaseUrl: string,
  tenantKey: string,
  product: number,
  seconds = SECONDS,
  clients = 50,
): Promise<RawLoadResult> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: SERVER_POOL_SIZE });
  pool.on('error', () => {});
  const secret = randomBytes(32).toString('hex');
  try {
    const tenantId = (await pool.query<{ id: string }>('select id from tenants where key = $1', [tenantKey]))
      .rows[0]?.id;
    if (!tenantId) throw new Error(`no tenant ${tenantKey} in ${databaseUrl}`);
    const run = async (duration: number) => {
      const r = await timedLoops(clients, duration, async () => {
        for (let attempt = 0; ; attempt++) {
          try {
            await insertOnce(pool, secret, tenantId, product, nextPerson());
            return;
          } catch (error) {
            // Two referrals drew the same random number: draw again, as the portal does.
            if (attempt < 3 && (error as { constraint?: string }).constraint === 'referrals_number_uq')
              continue;
            throw error;
          }
        }
      });
      return { opsPerSecond: r.perSecond, p99Ms: r.p99Ms, ops: r.count };
    };
    await run(2);
    return await run(seconds);
  } finally {
    await pool.end();
  }
}
