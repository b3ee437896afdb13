import type { PartnerEvent } from '@kwk/shared/partner/partner-event.schemas';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { BusinessMetrics } from '../../observability/metrics.ts';
import { AppError } from '../../plugins/app-error.ts';
import {
  type FactEvent,
  foldReferral,
  type LifecycleRecords,
  type LifecycleService,
  type ReferralState,
} from '../lifecycle/lifecycle.api.ts';
import type { Tenant, TenantCache } from '../tenants/tenants.api.ts';
import type { WebhooksService } from '../webhooks/webhooks.api.ts';
import { checkEvent } from './partner-event-check.ts';
import { referralEventsJson } from './partner-events.queries.ts';
import type { PartnerEventsRepository } from './partner-events.repository.ts';

type Outcome = { duplicate: boolean } | { deadLetter: string };

/** What became of one event: applied (or a repeat), kept as a dead letter, or refused as malformed. */
export type IngestResult =
  | { id: string; duplicate: boolean }
  | { deadLetter: string }
  | { invalid: { path: string; message: string }[] };

/** Partner events in (issue 4): authenticated, validated, applied once, or kept with a reason. */
export function createPartnerEventsService(deps: {
  db: Db;
  clock: Clock;
  tenants: TenantCache;
  events: PartnerEventsRepository;
  lifecycle: LifecycleRecords;
  engine: LifecycleService;
  /** Counts effective orders applied (decision 074); `apply` answers only after its commit. */
  counts: Pick<BusinessMetrics, 'orderEffective'>;
  /** The fraud checks' signal for a recipient the partner knows as a customer already (issue 15). */
  existingCustomer: (
    tx: Db,
    input: { tenantId: string; referralId: string; eventType: string; now: Date },
  ) => Promise<void>;
  /** The webhooks' outbox: an order applied is reported in its transaction (issue 31). */
  webhooks: Pick<WebhooksService, 'enqueueWebhookEvent' | 'takes'>;
}) {
  const { db, clock, events } = deps;

  /** The order event of the webhooks (issue 31) a partner event reports, if any. */
  const ORDER_HOOKS: Partial<
    Record<PartnerEvent['type'], 'order.placed' | 'order.effective' | 'order.cancelled'>
  > = {
    'order.placed': 'order.placed',
    'order.effective': 'order.effective',
    'order.cancelled': 'order.cancelled',
    'order.revoked': 'order.cancelled',
    'order.rejected': 'order.cancelled',
  };

  /** Reports the applied order to the tenant's endpoints, in the transaction that applied it. */
  async function reportOrder(
    tx: Db,
    tenant: Tenant,
    event: PartnerEvent,
    state: ReferralState,
    status: string,
    now: Date,
  ) {
    const type = ORDER_HOOKS[event.type];
    if (!type) return;
    const number = state.referral.empfehlungsnummer;
    await deps.webhooks.enqueueWebhookEvent(
      tx,
      {
        tenant,
        type,
        referralNumber: number,
        data: {
          referralNumber: number,
          referrerNumber: state.referrer?.kundennummer ?? null,
          partnerEventId: event.id,
          partnerEventType: event.type,
          occurredAt: new Date(event.occurredAt).toISOString(),
          referralState: status,
          appliedAt: now.toISOString(),
        },
      },
      now,
    );
  }

  const factOf = (event: PartnerEvent): FactEvent => ({
    eventId: event.id,
    type: event.type,
    occurredAt: new Date(event.occurredAt),
    payload: event,
  });

  /** The `partner_events` row of an applied event. */
  const storedEvent = (tenantId: string, event: PartnerEvent, referralId: string, receivedAt: Date) => ({
    tenantId,
    eventId: event.id,
    type: event.type,
    referralId,
    occurredAt: new Date(event.occurredAt),
    payload: event,
    receivedAt,
  });

  /**
   * The common case in two statements and no transaction: read the referral's state, and if the
   * event only moves the referral's own status (an order placed, a month of account activity),
   * write status and event in one statement that checks nothing changed since the read. Answers
   * undefined whenever the locked path must decide: unknown referral, refused event, credits or
   * mails to write, or a concurrent change (the check failed).
   */
  async function applyOptimistically(tenant: Tenant, event: PartnerEvent): Promise<Outcome | undefined> {
    // The existing-customer flag writes a fraud signal too: the locked path's transaction holds both.
    if (event.existingCustomer) return undefined;
    const state = await events.stateFor(tenant.id, event);
    if (!state) return undefined;
    if (state.events.some((e) => e.eventId === event.id)) return { duplicate: true };
    const now = clock.now();
    const fact = factOf(event);
    const facts = [...state.events, fact];
    if (foldReferral(facts, state.referral, now).refused.has(event.id)) return undefined;
    const next = await deps.engine.rowChange(db, tenant, { ...state, events: facts }, now);
    if (!next) return undefined;
    // A brand that takes the order's webhook gets it from the locked path's transaction.
    const hook = ORDER_HOOKS[event.type];
    if (hook && (await deps.webhooks.takes(db, tenant.id, hook))) return undefined;
    const { referral } = state;
    const written = await events.recordIfUnchanged(
      storedEvent(tenant.id, event, referral.id, now),
      referral,
      next,
    );
    if (written.updated && written.inserted) return { duplicate: false };
    return undefined;
  }

  /**
   * One event in one transaction, under the referral's row lock: recorded once as a fact, then the
   * lifecycle engine brings the referral to the state all its facts call for. An event the facts
   * refuse at its place in time (after the order ended, after the link expired) or one that comes
   * after the reward was paid out is a dead letter, committed before the 422 goes out.
   */
  async function applyLocked(tenant: Tenant, event: PartnerEvent): Promise<Outcome> {
    const tenantId = tenant.id;
    return db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const now = clock.now();
      const dead = async (reason: string): Promise<Outcome> => {
        await events.deadLetter(tx, { tenantId, eventId: event.id, payload: event, reason, receivedAt: now });
        return { deadLetter: reason };
      };
      const state = await deps.lifecycle.lockState(
        tx,
        events.referralNamedBy(tenantId, event),
        referralEventsJson,
      );
      if (!state) return dead(event.empfehlungsnummer ? 'unknown referral' : 'unknown recipient number');
      const { referral, events: known, credits } = state;
      if (known.some((e) => e.eventId === event.id)) return { duplicate: true };

      const fact = factOf(event);
      const facts = [...known, fact];
      const refused = foldReferral(facts, referral, now).refused.get(event.id);
      if (refused) return dead(`not applicable: ${refused}`);
      if (credits.some((c) => c.status === 'Abgeholt' || c.status === 'Ausgezahlt'))
        return dead('not applicable: the reward was already paid out');

      const stored = await events.recordAndForgetDeadLetter(
        tx,
        storedEvent(tenantId, event, referral.id, now),
      );
      if (!stored) {
        // Another referral's event with the same id: the partner repeated an id, not an event.
        // The referral is brought to what its own facts call for, in case an optimistic write
        // raced this repeat (see `recordIfUnchanged`).
        await deps.engine.evaluate(tx, tenant, referral, now, state);
        return { duplicate: true };
      }
      if (event.existingCustomer)
        await deps.existingCustomer(tx, { tenantId, referralId: referral.id, eventType: event.type, now });
      const status = await deps.engine.evaluate(tx, tenant, referral, now, { ...state, events: facts });
      await reportOrder(tx, tenant, event, state, status, now);
      return { duplicate: false };
    });
  }

  /** The optimistic path where it applies, the locked one where it does not or lost a race. */
  async function apply(tenant: Tenant, event: PartnerEvent): Promise<Outcome> {
    return (await applyOptimistically(tenant, event)) ?? applyLocked(tenant, event);
  }

  /** A valid event applied: its id and whether it was a repeat, or the dead letter's reason. */
  async function applyEvent(tenant: Tenant, event: PartnerEvent) {
    const outcome = await apply(tenant, event);
    if ('deadLetter' in outcome) return outcome;
    // Committed by now (one statement, or the locked path's transaction): `db` counts at once.
    if (!outcome.duplicate && event.type === 'order.effective') deps.counts.orderEffective(db, tenant.id);
    return { id: event.id, duplicate: outcome.duplicate };
  }

  /**
   * Validates and applies one event for a tenant, as the API would: the CSV import's path, which
   * checks here what the API's edge checks before its handler (input characters, the event schema).
   */
  async function ingestForTenant(tenantId: string, body: unknown): Promise<IngestResult> {
    const tenant = await deps.tenants.byId(tenantId);
    if (!tenant) throw new AppError('partner.unauthorized');
    // The API's edge refuses these before here (plugins/input-characters.ts); a CSV line comes this way.
    const checked = checkEvent(body);
    if ('invalid' in checked) return checked;
    return applyEvent(tenant, checked.event);
  }

  return {
    ingestForTenant,

    /**
     * One event from the API, for the tenant its partner key (with `events`) belongs to; the route
     * checked it with `partnerEventSchema` (400 with the fields, the import's `invalid`).
     */
    async ingest(tenant: Tenant, event: PartnerEvent) {
      const result = await applyEvent(tenant, event);
      if ('deadLetter' in result) throw new AppError('partner.dead_letter', { reason: result.deadLetter });
      return result;
    },
  };
}

export type PartnerEventsService = ReturnType<typeof createPartnerEventsService>;
