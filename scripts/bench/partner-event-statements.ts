/**
 * The statements the portal sends for one partner event, as PostgreSQL's statement log shows them
 * (`log_statement = 'all'` on a bench database, one event of each kind; captured again after the
 * module-ownership change, which builds the referrals' updates in referrals/referral-status.ts, and
 * again after the reward-expiry, decision-history and eligibility columns). The partner-event bench's
 * baseline sends these straight with `pg`; they are copied, not imported, so that the baseline stays
 * put when the portal's code changes.
 */

const REFERRAL_COLUMNS = `"id", "tenant_id", "empfehlungsnummer", "link_token_hash", "referrer_id", "recipient_email", "recipient_email_identity", "recipient_email_hash", "product_id", "channel", "agent_number", "agb_text", "anteil_empfehler", "status", "rejection_reason", "status_corrected_at", "facts_version", "campaign_consents", "campaign_bonus_cent", "optin_confirmed_at", "optin_proof", "offline_code", "created_at", "expires_at"`;
const STATE = `json_build_object(
  'events', (select coalesce(json_agg(json_build_object('eventId', e.event_id, 'type', e.type,
      'occurredAt', e.occurred_at, 'payload', e.payload) order by e.received_at), '[]'::json)
    from partner_events e where e.tenant_id = "referrals"."tenant_id" and e.referral_id = "referrals"."id"),
  'credits', (select coalesce(json_agg(json_build_object('id', c.id, 'tenantId', c.tenant_id, 'kind', c.kind,
      'beneficiary', c.beneficiary, 'referralId', c.referral_id, 'referrerId', c.referrer_id,
      'recipientId', c.recipient_id, 'bonusAfter', c.bonus_after, 'cents', c.cents, 'status', c.status,
      'dueOn', c.due_on, 'createdAt', c.created_at, 'updatedAt', c.updated_at)), '[]'::json)
    from reward_credits c where c.referral_id = "referrals"."id" and c.kind = 'referral'),
  'recipients', (select coalesce(json_agg(json_build_object('id', x.id, 'email', x.email,
      'personal', x.personal, 'emailIdentity', x.email_identity, 'ibanIdentity', x.iban_identity,
      'nameAddressIdentity', x.name_address_identity, 'dataConfirmedAt', x.data_confirmed_at)
      order by x.created_at), '[]'::json)
    from recipients x where x.referral_id = "referrals"."id"),
  'referrer', (select json_build_object('id', f.id, 'email', f.email, 'emailIdentity', f.email_identity,
      'vorname', f.vorname, 'language', f.language,
      'ibanIdentity', (select b.iban_identity from referrer_bank_data b where b.referrer_id = f.id))
    from referrers f where f.id = "referrals"."referrer_id")) as state`;

/** The referral an event names with everything the engine folds (a prepared statement in the portal). */
export const STATE_BY_NUMBER = `select ${REFERRAL_COLUMNS}, ${STATE} from "referrals" where ("referrals"."tenant_id" = $1 and "referrals"."empfehlungsnummer" = $2)`;
export const STATE_BY_ID = `select ${REFERRAL_COLUMNS}, ${STATE} from "referrals" where "referrals"."id" = $1`;

/**
 * The optimistic path's write: status and event, if nothing changed since the read (the referrals
 * module's status update, `referralStatusUpdate`, inside the partner-events statement).
 */
export const RECORD_IF_UNCHANGED = `with u as (update referrals r set status = $1, rejection_reason = $2, facts_version = r.facts_version + 1
    where r.id = $3 and r.facts_version = $4 and r.status = $5
      and r.rejection_reason is not distinct from $6::text
      and not exists (select 1 from partner_events where tenant_id = $7 and event_id = $8) returning r.id),
  i as (insert into partner_events (tenant_id, event_id, type, referral_id, occurred_at, payload, received_at)
    select $9::uuid, $10::text, $11::text, u.id, $12::timestamptz,
      $13::jsonb, $14::timestamptz from u
    on conflict do nothing returning event_id),
  d as (delete from partner_dead_letters where tenant_id = $15 and event_id = $16
    and exists (select 1 from i))
select (select count(*) from u)::int as updated, (select count(*) from i)::int as inserted`;

/** The locked path: the row lock, the event recorded (and a dead letter of it forgotten). */
export const LOCK = `select "id" from "referrals" where ("referrals"."tenant_id" = $1 and "referrals"."empfehlungsnummer" = $2) for no key update`;
export const RECORD_EVENT = `with i as (insert into "partner_events" ("tenant_id", "event_id", "type", "referral_id", "occurred_at", "payload", "received_at") values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing returning "event_id"),
  v as (update referrals r set facts_version = r.facts_version + 1 where r.id = $8 and exists (select 1 from i)),
  d as (delete from "partner_dead_letters" where ("partner_dead_letters"."tenant_id" = $9 and "partner_dead_letters"."event_id" = $10))
select count(*)::int as n from i`;
export const PRODUCT = `select "id", "anzeige_name", (
  select coalesce(json_agg(r.wert_cent), '[]'::json)
  from product_rewards pr join rewards r on r.tenant_id = pr.tenant_id and r.id = pr.reward_id
  where pr.tenant_id = $1 and pr.product_id = $2 and r.aktiv and r.startdatum <= $3
    and (r.enddatum is null or r.enddatum >= $4 or r.enddatum_anzeige >= $5)) from "products" where ("products"."tenant_id" = $6 and "products"."id" = $7 and "products"."aktiv" = $8)`;
/** order.effective: the two shares of the reward, waiting out the periods. */
export const INSERT_CREDITS = `insert into "reward_credits" ("id", "tenant_id", "kind", "beneficiary", "referral_id", "referrer_id", "recipient_id", "bonus_after", "cents", "status", "due_on", "payout_kind", "voucher_email", "payout_holder", "payout_iban_sealed", "ready_at", "expiry_reminder", "chosen_at", "paid_at", "created_at", "updated_at") values (default, $1, $2, $3, $4, $5, default, default, $6, $7, $8, default, default, default, default, default, default, default, default, $9, $10), (default, $11, $12, $13, $14, default, $15, default, $16, $17, $18, default, default, default, default, default, default, default, default, $19, $20) on conflict ("referral_id","beneficiary") where kind = 'referral' do nothing returning "id"`;
/** order.cancelled: the status, and a mail to the referrer. */
export const SET_STATUS = `update referrals r set status = $1, rejection_reason = $2
    where r.id = $3 returning r.id`;
/** order.cancelled: the decision's record, who changed the status why (the referrals module's history). */
export const INSERT_DECISION = `insert into "referral_decisions" ("id", "tenant_id", "referral_id", "at", "from_status", "to_status", "rule", "reason") values (default, $1, $2, $3, $4, $5, $6, $7)`;
export const REFERRER = `select "id", "tenant_id", "email", "email_hash", "email_identity", "anrede", "vorname", "nachname", "empfehler_hash", "password_hash", "language", "newsletter_permission", "newsletter_optin_sent_at", "kundennummer", "blocked_reason", "eligibility_confirmed_at", "eligibility_proof", "address", "created_at" from "referrers" where ("referrers"."tenant_id" = $1 and "referrers"."id" = $2)`;
export const INSERT_MAIL = `insert into "outbox" ("id", "tenant_id", "kind", "referral_id", "to_address", "reply_to", "subject", "text_body", "language", "body_sealed", "message_id", "status", "attempts", "available_at", "locked_until", "last_error", "created_at", "sent_at") values ($1, $2, $3, $4, $5, $6, $7, $8, $9, default, $10, default, default, $11, default, default, $12, default)`;
export const CANCELLED_MAIL = {
  subject: 'Ihre Empfehlung: kein Vertrag zustande gekommen – Telko',
  text: 'Hallo Anna,\n\nleider ist aus Ihrer Empfehlung für Zuhause M kein Vertrag zustande gekommen, der die Teilnahmebedingungen erfüllt. Eine Prämie wird daher nicht gezahlt.\n\nDen Stand all Ihrer Empfehlungen sehen Sie in Ihrem persönlichen Bereich:\nhttp://telko.localhost:3000/persoenlicherbereich\n',
};
