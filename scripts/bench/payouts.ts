import { createCipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import pg from 'pg';
import { consoleCall } from './console-call.ts';
import { tenantWithProduct } from './recommending.ts';

/** How many transfers one batch of the bench takes (issue 15: 10,000). */
export const PAYOUT_TRANSFERS = 10_000;

/**
 * The sealed form of an IBAN as the portal's `lib/secret-box.ts` writes it (HKDF-SHA256 of the
 * APP_SECRET per purpose, AES-256-GCM, `v1.<iv>.<tag>.<data>` in base64url), rebuilt here because
 * the bench may not import server code; a format change shows as a failed batch, never a wrong figure.
 */
function seal(appSecret: string, purpose: string, plain: string): string {
  const key = Buffer.from(hkdfSync('sha256', appSecret, 'kwk-secret-box', purpose, 32));
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export interface PayoutFixture {
  tenantId: string;
  /** A console session of the demo finance operator (only its hash is stored). */
  token: string;
}

/** A console session for the demo finance operator, inserted as a sign-in would leave it. */
export async function payoutFixture(databaseUrl: string): Promise<PayoutFixture> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tenant = await tenantWithProduct(client, 'telko');
    const operator = (
      await client.query<{ id: string }>(
        "select id from operators where 'finance' = any(roles) and active limit 1",
      )
    ).rows[0];
    if (!operator) throw new Error('no demo finance operator: does the portal seed them in development?');
    const token = randomBytes(32).toString('base64url');
    await client.query(
      `insert into operator_sessions (token_hash, operator_id, method, created_at, last_seen_at, ends_at, reauth_at)
       values ($1, $2, 'totp', now(), now(), now() + interval '10 hours', now())`,
      [createHash('sha256').update(token).digest('hex'), operator.id],
    );
    return { tenantId: tenant.id, token };
  } finally {
    await client.end();
  }
}

/**
 * Empties the batches and fills the tenant with `PAYOUT_TRANSFERS` rewards chosen as a transfer
 * (goodwill credits of the referrer, each with its holder and sealed IBAN), in one statement.
 */
export async function fillChosenTransfers(client: pg.Client, fixture: PayoutFixture, appSecret: string) {
  await client.query('delete from payout_batch_items');
  await client.query('delete from payout_batches');
  await client.query("delete from reward_credits where kind = 'goodwill'");
  await client.query(
    `insert into reward_credits (tenant_id, kind, beneficiary, cents, status, payout_kind, payout_holder,
       payout_iban_sealed, chosen_at, created_at, updated_at)
     select $1, 'goodwill', 'Empfehler', 1000 + g % 5000, 'Abgeholt', 'Ueberweisung', 'Anna Berg ' || g, $2,
       now(), now(), now()
     from generate_series(1, $3::int) g`,
    [fixture.tenantId, seal(appSecret, 'referrer.iban', 'DE89370400440532013000'), PAYOUT_TRANSFERS],
  );
  await client.query('analyze reward_credits');
}

/** `POST /api/betrieb/v1/auszahlungen` through the portal: the batch with its SEPA file, in ms. */
export async function prepareBatch(port: number, fixture: PayoutFixture): Promise<number> {
  const started = performance.now();
  const answer = await consoleCall(
    port,
    { method: 'POST', path: '/api/betrieb/v1/auszahlungen', body: JSON.stringify({ Mandant: 'telko' }) },
    fixture.token,
  );
  const ms = performance.now() - started;
  if (answer.status !== 201)
    throw new Error(`preparing the batch answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  const count = (JSON.parse(answer.text) as { Anzahl: number }).Anzahl;
  if (count !== PAYOUT_TRANSFERS)
    throw new Error(`the batch took ${count} transfers, not ${PAYOUT_TRANSFERS}`);
  return ms;
}

/** The baseline: one `SELECT` of the same rows (every column the batch reads of them) straight with `pg`, in ms. */
export async function selectSameRows(client: pg.Client, fixture: PayoutFixture): Promise<number> {
  const started = performance.now();
  const result = await client.query(
    `select id, beneficiary, kind, cents, payout_holder, payout_iban_sealed, recipient_id, referral_id
     from reward_credits where tenant_id = $1 and beneficiary = 'Empfehler' and status = 'Abgeholt'
       and payout_kind = 'Ueberweisung'`,
    [fixture.tenantId],
  );
  const ms = performance.now() - started;
  if (result.rowCount !== PAYOUT_TRANSFERS) throw new Error(`the select found ${result.rowCount} rows`);
  return ms;
}
