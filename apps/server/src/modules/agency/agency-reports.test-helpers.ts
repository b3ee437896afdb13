import { sql } from 'drizzle-orm';
import type { TestContext } from '../../test/test-app.ts';
import { partnerEventTimes } from '../partner-events/partner-events.queries.ts';
import { orderFactsRefolded } from '../referrals/referral-order-facts.ts';

let serial = 0;

export interface SeededReferral {
  id: string;
  nr: number;
  recipientNumber: string | null;
}

/**
 * A referral of an agent written straight into the tables, with what the reports read: the
 * recipient who confirmed, the partner's order events and the reward credits. The engine's way
 * there has its own tests; the reports only read what it leaves.
 */
export async function seedReferral(
  t: TestContext,
  options: {
    tenant?: string;
    agent: string;
    createdAt: Date;
    status?: 'Ok' | 'Abgelaufen' | 'Offen' | 'Gezahlt' | 'Storniert';
    channel?: string;
    recipient?: { vorname: string; name: string; ort: string; confirmedAt: Date | null };
    events?: { type: string; at: Date }[];
    credits?: { beneficiary: 'Empfehler' | 'Empfaenger'; cents: number; status: string; at?: Date }[];
  },
): Promise<SeededReferral> {
  serial += 1;
  const db = t.database;
  const [tenant] = await db.query<{ id: string; product: number }>(
    `select t.id, (select min(p.id) from products p where p.tenant_id = t.id) as product
     from tenants t where t.key = $1`,
    [options.tenant ?? 'partner'],
  );
  const nr = 70_000_000 + serial;
  const [referral] = await db.query<{ id: string }>(
    `insert into referrals (tenant_id, empfehlungsnummer, link_token_hash, recipient_email_identity, product_id,
       channel, agent_number, agb_text, anteil_empfehler, status, created_at, expires_at)
     values ($1, $2::bigint, md5($2::bigint::text), md5('r' || $2::bigint::text), $3, $4, $5, 'AGB', 50, $6, $7, $7::timestamptz + interval '60 days')
     returning id`,
    [
      tenant!.id,
      nr,
      tenant!.product,
      options.channel ?? 'Whatsapp',
      options.agent,
      options.status ?? 'Ok',
      options.createdAt.toISOString(),
    ],
  );
  let recipientNumber: string | null = null;
  if (options.recipient) {
    recipientNumber = String(9_000_000_000 + serial);
    const r = options.recipient;
    await db.query(
      `insert into recipients (tenant_id, referral_id, empfaengernummer, created_at, data_confirmed_at, personal)
       values ($1, $2, $3, $4, $5, $6)`,
      [
        tenant!.id,
        referral!.id,
        recipientNumber,
        options.createdAt.toISOString(),
        r.confirmedAt?.toISOString() ?? null,
        JSON.stringify({
          anrede: 'Frau',
          vorname: r.vorname,
          name: r.name,
          telefon: null,
          adresse: { strasse: 'Weg', hausnummer: '1', plz: '10115', ort: r.ort },
        }),
      ],
    );
  }
  for (const [i, e] of (options.events ?? []).entries())
    await db.query(
      `insert into partner_events (tenant_id, event_id, type, referral_id, occurred_at, payload, received_at)
       values ($1, $2, $3, $4, $5, '{}', $5)`,
      [tenant!.id, `seed-${nr}-${i}`, e.type, referral!.id, e.at.toISOString()],
    );
  // The events came in by hand, past the fold that recording them does (referral-order-facts.ts).
  if (options.events?.length)
    await db.db.execute(orderFactsRefolded(sql`r.id = ${referral!.id}`, partnerEventTimes));
  for (const c of options.credits ?? [])
    await db.query(
      `insert into reward_credits (tenant_id, kind, beneficiary, referral_id, cents, status, created_at, updated_at)
       values ($1, 'referral', $2, $3, $4, $5, $6, $6)`,
      [tenant!.id, c.beneficiary, referral!.id, c.cents, c.status, (c.at ?? options.createdAt).toISOString()],
    );
  return { id: referral!.id, nr, recipientNumber };
}

/** An agency of another tenant, for isolation tests: its own department, agents and referrals. */
export async function agencyIn(t: TestContext, tenant: string, department: string, agents: string[]) {
  const [row] = await t.database.query<{ id: string; tenant_id: string }>(
    `insert into agencies (tenant_id, department, name)
     select id, $2, 'Fremde Agentur' from tenants where key = $1 returning id, tenant_id`,
    [tenant, department],
  );
  for (const agent of agents)
    await t.database.query(
      'insert into agency_agents (tenant_id, agent_number, agency_id) values ($1, $2, $3)',
      [row!.tenant_id, agent, row!.id],
    );
  return row!.id;
}
