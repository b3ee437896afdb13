import { addDays } from '@kwk/shared/lifecycle/reward-expiry';
import { emailIdentity } from '@kwk/shared/referrals/email-identity';
import { and, between, eq, sql } from 'drizzle-orm';
import { berlinDate } from '../../clock.ts';
import { referrers } from '../../modules/accounts/referrers.table.ts';
import {
  agencies,
  agencyAgents,
  agencyInvitations,
  agencyOrderReleases,
} from '../../modules/agency/agency.table.ts';
import { rewardCredits } from '../../modules/lifecycle/reward-credits.table.ts';
import { partnerEventTimes } from '../../modules/partner-events/partner-events.queries.ts';
import { partnerEvents } from '../../modules/partner-events/partner-events.table.ts';
import { recipients } from '../../modules/recipients/recipients.table.ts';
import { referralLinkOpens } from '../../modules/referrals/link-opens.table.ts';
import { orderFactsRefolded } from '../../modules/referrals/referral-order-facts.ts';
import { linkToken } from '../../modules/referrals/referrals.rules.ts';
import { referrals } from '../../modules/referrals/referrals.table.ts';
import { tenants } from '../../modules/tenants/tenants.table.ts';
import type { Db } from '../client.ts';

/**
 * Development only (main.ts checks config.isDevelopment): the partner tenant's agencies get a
 * history to show on the first start — a few hundred referrals of their agents over the last
 * 16 weeks in every state, with recipients, partner events, reward credits and releases, and
 * invitations in all three statuses. Written once (a second start finds the demo numbers and
 * writes nothing), from a seeded random sequence, in one transaction. Never in the test
 * template: tests count rows.
 */

const TENANT = 'partner';
/** The demo's referral numbers: a block of its own within the range real numbers are drawn from. */
const FIRST_NUMBER = 99_000_001;
const REFERRALS = 320;
const WEEKS = 16;
const DAY = 86_400_000;
const MINUTE = 60_000;
/** The tenant's complaint period (ModuleAuftragsdatumMindestalterTage of partner.ts). */
const PERIOD_DAYS = 30;

/** mulberry32: small, seedable, the same sequence on every machine. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST_NAMES = [
  'Anna',
  'Ben',
  'Clara',
  'David',
  'Emma',
  'Felix',
  'Greta',
  'Hannes',
  'Ida',
  'Jonas',
  'Lea',
  'Max',
  'Nora',
  'Paul',
  'Rosa',
  'Tim',
];
const LAST_NAMES = [
  'Bauer',
  'Fischer',
  'Hoffmann',
  'Koch',
  'Lange',
  'Meyer',
  'Neumann',
  'Richter',
  'Schulz',
  'Wagner',
  'Weber',
  'Zimmermann',
];
const TOWNS = ['Hamburg', 'Bremen', 'Kiel', 'München', 'Augsburg', 'Köln', 'Stuttgart', 'Leipzig', 'Berlin'];
const CHANNELS = ['Whatsapp', 'ModuleEmailClient', 'Facebook', 'LinkedIn', 'Sms'];

type Fate = 'open' | 'lead' | 'ordered' | 'effective' | 'cancelled' | 'released' | 'paid';
const FATES: [Fate, number][] = [
  ['open', 0.22],
  ['lead', 0.18],
  ['ordered', 0.14],
  ['effective', 0.16],
  ['cancelled', 0.08],
  ['released', 0.12],
  ['paid', 0.1],
];

/** Writes the partner tenant's agency history once; answers how many referrals it wrote (0 when there). */
export async function seedAgencyDemoData(db: Db, appSecret: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [tenant] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.key, TENANT));
    if (!tenant) return 0;
    const tenantId = tenant.id;
    const [done] = await tx
      .select({ id: referrals.id })
      .from(referrals)
      .where(
        and(
          eq(referrals.tenantId, tenantId),
          between(referrals.empfehlungsnummer, FIRST_NUMBER, FIRST_NUMBER + REFERRALS),
        ),
      )
      .limit(1);
    if (done) return 0;

    const agents = await tx
      .select({ agentNumber: agencyAgents.agentNumber, agencyId: agencyAgents.agencyId })
      .from(agencyAgents)
      .where(eq(agencyAgents.tenantId, tenantId))
      .orderBy(agencyAgents.agentNumber);
    const products = (
      (await tx.execute(sql`select p.id, coalesce(max(w.wert_cent), 5000)::int as cents from products p
        left join product_rewards pr on pr.tenant_id = p.tenant_id and pr.product_id = p.id
        left join rewards w on w.tenant_id = pr.tenant_id and w.id = pr.reward_id
        where p.tenant_id = ${tenantId} group by p.id order by p.id`)) as unknown as { rows: unknown[] }
    ).rows as { id: number; cents: number }[];
    const agencyRows = await tx.select().from(agencies).where(eq(agencies.tenantId, tenantId));
    if (agents.length === 0 || products.length === 0) return 0;

    const draw = drawsFrom(random(20_261_126));
    const { pick, name } = draw;

    const referrerRows = Array.from({ length: 40 }, (_, i) => {
      const person = name();
      const email = `demo.empfehler.${i + 1}@example.org`;
      return {
        tenantId,
        email,
        emailIdentity: emailIdentity(email),
        ...person,
        empfehlerHash: `demo-agency-referrer-${i + 1}`,
        createdAt: new Date(now.getTime() - (WEEKS * 7 + 10) * DAY),
      };
    });
    const madeReferrers = await tx
      .insert(referrers)
      .values(referrerRows)
      .onConflictDoNothing()
      .returning({ id: referrers.id });

    const plans = planReferrals(now, agents, products, draw);

    const referralRows = plans.map((p) => ({
      tenantId,
      empfehlungsnummer: p.nr,
      linkTokenHash: linkToken(appSecret, tenantId, p.nr),
      referrerId: madeReferrers.length > 0 ? madeReferrers[p.i % madeReferrers.length]!.id : null,
      recipientEmailIdentity: `demo-agency-recipient-${p.nr}`,
      productId: p.product.id,
      channel: pick(CHANNELS),
      agentNumber: p.agent.agentNumber,
      agbText: 'Ich akzeptiere die Teilnahmebedingungen.',
      anteilEmpfehler: p.split,
      status: statusOf(p.fate, p.ageDays),
      rejectionReason:
        p.fate === 'cancelled'
          ? 'order_ended'
          : ['open', 'lead'].includes(p.fate) && p.ageDays > 60
            ? 'link_expired'
            : null,
      optinConfirmedAt: new Date(p.createdAt.getTime() + 5 * MINUTE),
      createdAt: p.createdAt,
      expiresAt: new Date(p.createdAt.getTime() + 60 * DAY),
    }));
    const made = await tx
      .insert(referrals)
      .values(referralRows)
      .returning({ id: referrals.id, nr: referrals.empfehlungsnummer });
    const idOf = new Map(made.map((m) => [m.nr, m.id]));

    const { recipientRows, eventRows, creditRows, releaseRows } = followUpRows(plans, {
      tenantId,
      now,
      idOf,
      referralRows,
      agencyRows,
      draw,
    });
    await tx.insert(recipients).values(recipientRows);
    if (eventRows.length > 0) {
      await tx.insert(partnerEvents).values(eventRows);
      // Written past the fold that recording an event does (referral-order-facts.ts).
      await tx.execute(
        orderFactsRefolded(sql`r.tenant_id = ${tenantId} and r.agent_number is not null`, partnerEventTimes),
      );
    }
    if (creditRows.length > 0) await tx.insert(rewardCredits).values(creditRows);
    await tx.insert(referralLinkOpens).values(linkOpenRows(plans, tenantId, now, idOf));
    if (releaseRows.length > 0) await tx.insert(agencyOrderReleases).values(releaseRows);

    const invitationRows = invitationRowsOf(tenantId, now, agencyRows, draw);
    await tx.insert(agencyInvitations).values(invitationRows).onConflictDoNothing();
    return made.length;
  });
}

/**
 * The links' opens (tab Analyse): none to four on the day a referral was made and one more the day
 * after for every third, by its number (not drawn, so the other demo rows stay as they were). The
 * day after is the calendar's next day: 24 hours after the first hour of the day the clocks go back
 * is still the same Berlin day, and the two rows would share their key.
 */
export function linkOpenRows(
  plans: Pick<Plan, 'nr' | 'createdAt'>[],
  tenantId: string,
  now: Date,
  idOf: Map<number, string>,
) {
  const today = berlinDate(now);
  return plans.flatMap((p) => {
    const referralId = idOf.get(p.nr)!;
    const made = berlinDate(p.createdAt);
    const days = [
      { day: made, opens: p.nr % 5 },
      { day: addDays(made, 1), opens: p.nr % 3 === 0 ? 1 : 0 },
    ];
    return days
      .filter((d) => d.opens > 0 && d.day <= today)
      .map((d) => ({ referralId, tenantId, day: d.day, opens: d.opens }));
  });
}

type Agent = { agentNumber: string; agencyId: string };
type Product = { id: number; cents: number };
type Plan = ReturnType<typeof planReferrals>[number];

/** The seeded random stream and what is drawn from it. */
function drawsFrom(rnd: () => number) {
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const name = () => ({ vorname: pick(FIRST_NAMES), nachname: pick(LAST_NAMES) });
  return { rnd, pick, name };
}
type Draws = ReturnType<typeof drawsFrom>;

/** Each demo referral's fate, age, agent and product, drawn in a fixed order (the data stays the same). */
function planReferrals(now: Date, agents: Agent[], products: Product[], draw: Draws) {
  const { rnd, pick } = draw;
  return Array.from({ length: REFERRALS }, (_, i) => {
    const nr = FIRST_NUMBER + i;
    const createdAt = new Date(now.getTime() - Math.floor(rnd() * WEEKS * 7 * DAY) - 60 * MINUTE);
    const ageDays = (now.getTime() - createdAt.getTime()) / DAY;
    let roll = rnd();
    let fate: Fate = 'open';
    for (const [f, share] of FATES) {
      if (roll < share) {
        fate = f;
        break;
      }
      roll -= share;
    }
    // An order needs days to become effective and its periods to pass: young referrals are earlier in life.
    if (['released', 'paid'].includes(fate) && ageDays < PERIOD_DAYS + 10) fate = 'effective';
    if (['effective', 'cancelled'].includes(fate) && ageDays < 8) fate = 'ordered';
    if (fate === 'ordered' && ageDays < 3) fate = 'lead';
    if (fate === 'lead' && ageDays < 1) fate = 'open';
    const agent = agents[i % agents.length]!;
    const product = pick(products);
    return { i, nr, createdAt, ageDays, fate, agent, product, split: rnd() < 0.5 ? 50 : 100 };
  });
}

/** The recipients, partner events, reward credits and agency releases that follow from each plan's fate. */
function followUpRows(
  plans: Plan[],
  ctx: {
    tenantId: string;
    now: Date;
    idOf: Map<number, string>;
    referralRows: { referrerId: string | null }[];
    agencyRows: (typeof agencies.$inferSelect)[];
    draw: Draws;
  },
) {
  const { tenantId, now, idOf, referralRows, agencyRows } = ctx;
  const { pick, name } = ctx.draw;
  const recipientRows = [];
  const eventRows = [];
  const creditRows = [];
  const releaseRows = [];
  for (const p of plans) {
    if (p.fate === 'open') continue;
    const referralId = idOf.get(p.nr)!;
    const at = (days: number) => new Date(p.createdAt.getTime() + days * DAY);
    const span = Math.min(p.ageDays, 60);
    const confirmedAt = at(Math.min(0.5, span / 4));
    const person = name();
    recipientRows.push({
      tenantId,
      referralId,
      empfaengernummer: String(9_900_000_000 + p.i),
      channel: 'Whatsapp',
      createdAt: new Date(confirmedAt.getTime() - 10 * MINUTE),
      dataConfirmedAt: confirmedAt,
      personal: {
        anrede: 'Frau',
        vorname: person.vorname,
        name: person.nachname,
        telefon: null,
        adresse: { strasse: 'Musterweg', hausnummer: String(1 + p.i), plz: '20095', ort: pick(TOWNS) },
      },
      emailIdentity: `demo-agency-recipient-${p.nr}`,
    });
    if (p.fate === 'lead') continue;
    const placedAt = at(Math.min(2, span / 3));
    const event = (type: string, when: Date) => ({
      tenantId,
      eventId: `demo-agency-${p.nr}-${type}`,
      type,
      referralId,
      occurredAt: when,
      payload: { id: `demo-agency-${p.nr}-${type}`, type, empfehlungsnummer: p.nr },
      receivedAt: when,
    });
    eventRows.push(event('order.placed', placedAt));
    if (p.fate === 'ordered') continue;
    if (p.fate === 'cancelled') {
      eventRows.push(event('order.cancelled', at(Math.min(6, span / 2))));
      continue;
    }
    const effectiveAt = at(Math.min(5, span / 2));
    eventRows.push(event('order.effective', effectiveAt));
    const periodsEnd = new Date(placedAt.getTime() + PERIOD_DAYS * DAY);
    const released = p.fate === 'released' || p.fate === 'paid';
    const creditStatus = (p.fate === 'paid' ? 'Ausgezahlt' : released ? 'Bereitgestellt' : 'Offen') as
      | 'Ausgezahlt'
      | 'Bereitgestellt'
      | 'Offen';
    const creditedAt = released ? periodsEnd : effectiveAt;
    const dueOn = released || periodsEnd < now ? null : periodsEnd.toISOString().slice(0, 10);
    const referrerCent = Math.round((p.product.cents * p.split) / 100);
    for (const [beneficiary, cents] of [
      ['Empfehler', referrerCent],
      ['Empfaenger', p.product.cents - referrerCent],
    ] as const)
      if (cents > 0)
        creditRows.push({
          tenantId,
          kind: 'referral' as const,
          beneficiary,
          referralId,
          referrerId: beneficiary === 'Empfehler' ? referralRows[p.i]!.referrerId : null,
          cents,
          status: creditStatus,
          dueOn,
          readyAt: released ? creditedAt : null,
          createdAt: creditedAt,
          updatedAt: creditedAt,
        });
    if (released)
      releaseRows.push({
        referralId,
        tenantId,
        agencyId: p.agent.agencyId,
        releasedByName:
          agencyRows.find((a) => a.id === p.agent.agencyId)?.department === 'agentur-sued'
            ? 'Sabine Süd'
            : 'Ines Inhaber',
        releasedAt: new Date(periodsEnd.getTime() - DAY),
      });
  }
  return { recipientRows, eventRows, creditRows, releaseRows };
}

/** Open, accepted and expired invitations of agents and employees. */
function invitationRowsOf(
  tenantId: string,
  now: Date,
  agencyRows: (typeof agencies.$inferSelect)[],
  draw: Draws,
) {
  const { rnd, name } = draw;
  return Array.from({ length: 20 }, (_, i) => {
    const agency = agencyRows[i % agencyRows.length]!;
    const person = name();
    const email = `demo.agent.${i + 1}@example.org`;
    const createdAt = new Date(now.getTime() - (1 + Math.floor(rnd() * 60)) * DAY);
    const status = (['Offen', 'Angenommen', 'Abgelaufen'] as const)[i % 3]!;
    return {
      tenantId,
      agencyId: agency.id,
      vorname: person.vorname,
      nachname: person.nachname,
      email,
      emailIdentity: `demo-agency-invitation-${i + 1}`,
      art: i % 4 === 0 ? 'Mitarbeiter' : 'Agent',
      mitarbeiternummer: i % 4 === 0 ? `M-${2001 + i}` : null,
      status,
      createdAt: status === 'Offen' ? new Date(now.getTime() - (1 + (i % 5)) * DAY) : createdAt,
      expiresAt:
        status === 'Abgelaufen'
          ? new Date(createdAt.getTime() + 14 * DAY)
          : new Date(now.getTime() + (20 - (i % 5)) * DAY),
      acceptedAt: status === 'Angenommen' ? new Date(createdAt.getTime() + DAY) : null,
    };
  });
}

function statusOf(fate: Fate, ageDays: number) {
  switch (fate) {
    case 'open':
    case 'lead':
      return ageDays > 60 ? ('Abgelaufen' as const) : ('Ok' as const);
    case 'cancelled':
      return 'Storniert' as const;
    case 'released':
    case 'paid':
      return 'Gezahlt' as const;
    default:
      return 'Offen' as const;
  }
}
