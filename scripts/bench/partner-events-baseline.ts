import { randomUUID } from 'node:crypto';
import pg from 'pg';
import * as sql from './partner-event-statements.ts';
import {
  drain,
  EVENT_CLIENTS,
  eventOf,
  type Item,
  type MixResult,
  PATH_OF,
  type PartnerEventsFixture,
} from './partner-events.ts';
import { inTransaction } from './pg-transaction.ts';

/** The baseline of the partner-event bench: the portal's statements for each event, straight with `pg`. */

interface StateRow {
  id: string;
  referrer_id: string;
  product_id: number;
  status: string;
  rejection_reason: string | null;
  facts_version: number;
  state: { recipients: { id: string }[] };
}

/** The statements the portal sends for one event (see partner-event-statements.ts), straight with `pg`. */
async function rawEvent(pool: pg.Pool, item: Item, occurredAt: string) {
  const event = eventOf(item, 'raw', occurredAt);
  const now = new Date().toISOString();
  const today = now.slice(0, 10);
  const state = (
    await pool.query<StateRow>({
      name: 'bench_event_state_by_number',
      text: sql.STATE_BY_NUMBER,
      values: [item.tenantId, item.nr],
    })
  ).rows[0];
  if (!state) throw new Error(`raw event: no referral ${item.nr}`);
  if (PATH_OF[item.kind] === 'optimistic') {
    const written = await pool.query<{ updated: number; inserted: number }>({
      name: 'bench_event_record_if_unchanged',
      text: sql.RECORD_IF_UNCHANGED,
      values: [
        'Offen',
        null,
        state.id,
        state.facts_version,
        state.status,
        state.rejection_reason,
        item.tenantId,
        event.id,
        item.tenantId,
        event.id,
        event.type,
        occurredAt,
        JSON.stringify(event),
        now,
        item.tenantId,
        event.id,
      ],
    });
    if (written.rows[0]?.inserted !== 1) throw new Error(`raw event ${event.id} was not recorded`);
    return;
  }
  await inTransaction(pool, async (client) => {
    await client.query(sql.LOCK, [item.tenantId, item.nr]);
    await client.query(sql.STATE_BY_ID, [state.id]);
    const recorded = await client.query<{ n: number }>(sql.RECORD_EVENT, [
      item.tenantId,
      event.id,
      event.type,
      state.id,
      occurredAt,
      JSON.stringify(event),
      now,
      state.id,
      item.tenantId,
      event.id,
    ]);
    if (recorded.rows[0]?.n !== 1) throw new Error(`raw event ${event.id} was not recorded`);
    const product = [
      item.tenantId,
      state.product_id,
      today,
      today,
      today,
      item.tenantId,
      state.product_id,
      true,
    ];
    if (item.kind === 'order.effective') {
      await client.query(sql.PRODUCT, product);
      const due = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
      const recipient = state.state.recipients[0]!.id;
      await client.query(sql.INSERT_CREDITS, [
        ...[
          item.tenantId,
          'referral',
          'Empfehler',
          state.id,
          state.referrer_id,
          3500,
          'Offen',
          due,
          now,
          now,
        ],
        ...[item.tenantId, 'referral', 'Empfaenger', state.id, recipient, 3500, 'Offen', due, now, now],
      ]);
    } else {
      await client.query(sql.SET_STATUS, ['Storniert', 'order_ended', state.id]);
      const decision = [
        item.tenantId,
        state.id,
        now,
        state.status,
        'Storniert',
        'lifecycle_table',
        'order_ended',
      ];
      await client.query(sql.INSERT_DECISION, decision);
      await client.query(sql.REFERRER, [item.tenantId, state.referrer_id]);
      await client.query(sql.PRODUCT, product);
      const id = randomUUID();
      await client.query(sql.INSERT_MAIL, [
        ...[id, item.tenantId, 'lifecycle.referral.cancelled', state.id, 'bench.partner@example.org', null],
        ...[sql.CANCELLED_MAIL.subject, sql.CANCELLED_MAIL.text, 'de', `<${id}@kwk.portal>`, now, now],
      ]);
    }
  });
}

/**
 * The baseline: the same events' statements in the same round trips, from `clients` concurrent
 * loops through a pool as large as the server's, after the same warm-up.
 */
export async function rawEventLoad(
  databaseUrl: string,
  fixture: PartnerEventsFixture,
  warmUp: number,
  poolSize: number,
  clients = EVENT_CLIENTS,
): Promise<MixResult> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  pool.on('error', () => {});
  const send = (item: Item) => rawEvent(pool, item, fixture.occurredAt);
  try {
    await drain(fixture.items.slice(0, warmUp), clients, send);
    return await drain(fixture.items.slice(warmUp), clients, send);
  } finally {
    await pool.end();
  }
}
