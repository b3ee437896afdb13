import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { referrerStateJson, type referrers } from '../accounts/accounts.api.ts';
import { type recipients, recipientsStateJson } from '../recipients/recipients.api.ts';
import { type ReferralRow, referrals } from '../referrals/referrals.api.ts';
import type { FactEvent } from './referral-facts.ts';
import type { rewardCredits } from './reward-credits.table.ts';

/**
 * What the engine reads about a referral, in one statement: the referral with its facts (partner
 * events), credits, recipients and referrer. The engine reads it under the row lock
 * (lifecycle.repository.ts); the partner-events module reads it without, for its optimistic path.
 * The events come from their owner, above this module: the caller passes its `EventsJson`.
 */

/**
 * A referral's facts as a JSON array of `{eventId, type, occurredAt, payload}` in arrival order,
 * correlated with the statement's referral: the partner-events module's `referralEventsJson`.
 */
export type EventsJson = (tenantId: SQLWrapper, referralId: SQLWrapper) => SQL;

export type CreditRow = typeof rewardCredits.$inferSelect;

/** What the engine needs of a recipient; the rest of the row stays in the database. */
export type EngineRecipient = Pick<
  typeof recipients.$inferSelect,
  'id' | 'email' | 'personal' | 'emailIdentity' | 'ibanIdentity' | 'nameAddressIdentity'
> & { dataConfirmedAt: Date | null };

export type EngineReferrer = Pick<
  typeof referrers.$inferSelect,
  'id' | 'email' | 'emailIdentity' | 'vorname' | 'language'
> & {
  /** The referrer's customer number with the brand: what a webhook names the referrer by (issue 31). */
  kundennummer?: string | null;
  /** Keyed hash of the IBAN stored in Meine Daten, for the self-referral rule. */
  ibanIdentity?: string | null;
};

/** A referral with everything the engine reads about it, locked, in one round trip. */
export interface ReferralState {
  referral: ReferralRow;
  events: FactEvent[];
  credits: CreditRow[];
  recipients: EngineRecipient[];
  referrer: EngineReferrer | null;
}

interface StateJson {
  events: { eventId: string; type: string; occurredAt: string; payload: FactEvent['payload'] }[];
  credits: (Omit<CreditRow, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string })[];
  recipients: (Omit<EngineRecipient, 'dataConfirmedAt'> & { dataConfirmedAt: string | null })[];
  referrer: EngineReferrer | null;
}

/** The statement reading a referral with its facts, credits, recipients and referrer. */
export const stateQuery = (db: Db, where: SQL, eventsJson: EventsJson) =>
  db
    .select({
      referral: referrals,
      state: sql<StateJson>`json_build_object(
        'events', ${eventsJson(referrals.tenantId, referrals.id)},
        'credits', (select coalesce(json_agg(json_build_object('id', c.id, 'tenantId', c.tenant_id, 'kind', c.kind,
            'beneficiary', c.beneficiary, 'referralId', c.referral_id, 'referrerId', c.referrer_id,
            'recipientId', c.recipient_id, 'bonusAfter', c.bonus_after, 'cents', c.cents, 'status', c.status,
            'dueOn', c.due_on, 'createdAt', c.created_at, 'updatedAt', c.updated_at)), '[]'::json)
          from reward_credits c where c.referral_id = "referrals"."id" and c.kind = 'referral'),
        'recipients', ${recipientsStateJson(referrals.id)},
        'referrer', ${referrerStateJson(referrals.referrerId)})`,
    })
    .from(referrals)
    .where(where);

type StateRow = Awaited<ReturnType<typeof stateQuery>>[number];

/** The state from the row `stateQuery` answered. */
export function toState(row: StateRow | undefined): ReferralState | undefined {
  if (!row) return undefined;
  const state = (typeof row.state === 'string' ? JSON.parse(row.state) : row.state) as StateJson;
  return {
    referral: row.referral,
    events: state.events.map((e) => ({ ...e, occurredAt: new Date(e.occurredAt) })),
    credits: state.credits.map((c) => ({
      ...c,
      createdAt: new Date(c.createdAt),
      updatedAt: new Date(c.updatedAt),
    })),
    recipients: state.recipients.map((x) => ({
      ...x,
      dataConfirmedAt: x.dataConfirmedAt ? new Date(x.dataConfirmedAt) : null,
    })),
    referrer: state.referrer,
  };
}
