import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { SECONDS } from './measure.ts';
import { AGB, DAY_MS, nextPerson, SERVER_POOL_SIZE, timedLoops } from './recommending.ts';

/** The baseline of the recommending bench: one create's inserts sent straight with `pg`. */

// The statements of one create, as PostgreSQL's statement log shows the portal sending them
// (referrals.service.ts `createIn`): begin; the referrer's upsert with what the create checks (the
// product, its rewards, the running campaigns, a competing referral); the referral, its
// opt-in token and the opt-in mail in one statement; commit. Four round trips, as the portal's.
const UPSERT_REFERRER = `with ref as (insert into "referrers" ("id", "tenant_id", "email", "email_identity", "anrede", "vorname", "nachname", "empfehler_hash", "password_hash", "language", "newsletter_permission", "newsletter_optin_sent_at", "kundennummer", "blocked_reason", "created_at") values (default, $1, $2, $3, default, $4, $5, $6, default, $7, default, default, default, default, default) on conflict ("tenant_id","email_identity") do update set "email_identity" = excluded.email_identity returning "id", "tenant_id", "email", "email_identity", "anrede", "vorname", "nachname", "empfehler_hash", "password_hash", "language", "newsletter_permission", "newsletter_optin_sent_at", "kundennummer", "blocked_reason", "created_at")
  select ref.id, ref.email, ref.vorname, ref.blocked_reason,
    (select json_build_object('id', p.id, 'anzeigeName', p.anzeige_name)
      from products p where p.tenant_id = $8 and p.id = $9) as product,
    (select coalesce(json_agg(r.wert_cent), '[]'::json)
      from product_rewards pr join rewards r on r.tenant_id = pr.tenant_id and r.id = pr.reward_id
      where pr.tenant_id = $10 and pr.product_id = $11 and r.startdatum <= $12
        and (r.enddatum is null or r.enddatum >= $13 or r.enddatum_anzeige >= $14)) as reward_cents,
    (select coalesce(json_agg(json_build_object('AktionsId', c.aktions_id, 'Zustimmung', c.zustimmung,
        'BonusCent', c.bonus_cent)), '[]'::json) from campaigns c
      where c.tenant_id = $15
        and c.starts_on <= $16 and (c.ends_on is null or c.ends_on >= $17)) as active_campaigns,
    exists (select 1 from referrals x
      where x.tenant_id = $18 and x.recipient_email_identity = $19
        and x.product_id = $20 and x.referrer_id is distinct from ref.id
        and x.expires_at > $21 and x.status in ('Ok', 'Offen')
        and (x.optin_confirmed_at is not null or x.created_at > $22)) as taken_by_other
  from ref`;
const INSERT_REFERRAL = `with r as (insert into "referrals" ("id", "tenant_id", "empfehlungsnummer", "link_token_hash", "referrer_id", "recipient_email", "recipient_email_identity", "product_id", "channel", "agent_number", "agb_text", "anteil_empfehler", "status", "rejection_reason", "facts_version", "campaign_consents", "campaign_bonus_cent", "optin_confirmed_at", "optin_proof", "offline_code", "created_at", "expires_at") values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, default, default, default, $13, $14, default, default, default, $15, $16) on conflict ("tenant_id","referrer_id","recipient_email_identity","product_id") do nothing returning "id"), t as (insert into "action_tokens" ("token_hash", "tenant_id", "purpose", "subject_id", "expires_at", "used_at", "created_at") values ($17, $18, $19, $20, $21, default, $22)), o as (insert into "outbox" ("id", "tenant_id", "kind", "to_address", "reply_to", "subject", "text_body", "message_id", "status", "attempts", "available_at", "locked_until", "last_error", "created_at", "sent_at") values ($23, $24, $25, $26, $27, $28, $29, $30, default, default, $31, default, default, $32, default)) select id from r`;

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/** One create's inserts in one transaction, with the values the portal computes for them. */
async function insertOnce(pool: pg.Pool, secret: string, tenantId: string, product: number, n: number) {
  const email = `raw.anna.${n}@example.org`;
  const recipient = `raw.ben.${n}@example.org`;
  const client = await pool.connect();
  try {
    await client.query('begin');
    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    const recipientIdentity = hmac(secret, `recipient:${recipient}`);
    const referrer = (
      await client.query<{ id: string }>(UPSERT_REFERRER, [
        tenantId,
        email,
        email,
        'Anna',
        'Berg',
        randomBytes(16).toString('hex'),
        'de',
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
      email,
      null,
      'Bitte bestätigen Sie Ihre Empfehlung – Telko',
      `Hallo Anna,\n\nvielen Dank für Ihre Empfehlung. Bitte bestätigen Sie Ihre E-Mail-Adresse und Ihre Teilnahme am Empfehlungsprogramm von Telko mit diesem Link (7 Tage gültig):\n\nhttp://telko.localhost/bestaetigung?token=${token}\n\nErst nach Ihrer Bestätigung kann die Empfehlung versendet werden. Wenn Sie keine Empfehlung abgegeben haben, ignorieren Sie diese E-Mail: Es passiert dann nichts.\n`,
      `<${mailId}@kwk.portal>`,
      now.toISOString(),
      now.toISOString(),
    ]);
    if (inserted.rowCount !== 1) throw new Error('the raw create inserted no referral');
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
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
