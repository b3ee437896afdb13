import { z } from 'zod';
import { WEBHOOK_PAYLOAD_VERSION, WEBHOOK_TEST_EVENT, type WebhookEventType } from './webhook-events.ts';

/**
 * The webhook payloads, version 1 (issue 31, decision 073). Every event is an envelope
 * `{ type, version, id, sequence, occurredAt, tenant, data }`: `id` is the event's id (also the
 * `webhook-id` header, the same on every retry), `sequence` grows with every event of the portal,
 * so a receiver keeps per referral the highest it has applied and ignores an older one arriving
 * late. `data` holds numbers, amounts in cents, states and times only: no e-mail address, IBAN,
 * name or token. Objects are strict, so a field added by mistake fails the test that parses them.
 */
const at = z.iso.datetime();
const referralNumber = z.number().int().positive();
const cents = z.number().int().min(0);

const referral = {
  referralNumber,
  /** The referrer's customer number with the brand (`Kundennummer`), when the referrer gave it. */
  referrerNumber: z.string().nullable(),
};

export const referralCreatedSchema = z.strictObject({
  ...referral,
  productId: z.number().int(),
  /** The channel the referral came from: `web`, `agency` (an agency's employee), … */
  source: z.string(),
  createdAt: at,
});
export const referralOptinConfirmedSchema = z.strictObject({ ...referral, confirmedAt: at });
export const recipientConfirmedSchema = z.strictObject({
  ...referral,
  /** The recipient's number in the portal (`Empfaengernummer`). */
  recipientNumber: z.string(),
  confirmedAt: at,
});
/** An order as the portal applied the partner's event: its kind and the referral's state after it. */
export const orderSchema = z.strictObject({
  ...referral,
  /** The partner's event id, as sent (its order reference), so the brand's systems can match it. */
  partnerEventId: z.string(),
  /** The partner's own type: `order.cancelled` also stands for a revoked or rejected order. */
  partnerEventType: z.string(),
  occurredAt: at,
  referralState: z.string(),
  appliedAt: at,
});
/** A reward's referral: null for a bonus, which a number of referrals earned together. */
const rewardReferral = { ...referral, referralNumber: referralNumber.nullable() };

export const rewardSchema = z.strictObject({
  ...rewardReferral,
  /** Whose reward: the referrer's or the recipient's share. */
  party: z.enum(['referrer', 'recipient']),
  /** The reward's kind in the programme: referral, bonus, goodwill. */
  rewardKind: z.string(),
  amountCents: cents,
  state: z.string(),
  at,
});
export const rewardChosenSchema = z.strictObject({
  ...rewardReferral,
  party: z.enum(['referrer', 'recipient']),
  amountCents: cents,
  /** How it is paid out: `transfer` or `voucher`; never the account. */
  choice: z.enum(['transfer', 'voucher']),
  at,
});
export const referralClosedSchema = z.strictObject({ ...referral, state: z.string(), at });
export const agencyOrderReleasedSchema = z.strictObject({ ...referral, releasedAt: at });
export const goodwillGrantedSchema = z.strictObject({
  ...rewardReferral,
  amountCents: cents,
  grantedAt: at,
});
export const testEventSchema = z.strictObject({ message: z.string(), sentAt: at });

/** Each event type's `data`. */
export const WEBHOOK_DATA_SCHEMAS = {
  'referral.created': referralCreatedSchema,
  'referral.optin_confirmed': referralOptinConfirmedSchema,
  'recipient.confirmed': recipientConfirmedSchema,
  'order.placed': orderSchema,
  'order.effective': orderSchema,
  'order.cancelled': orderSchema,
  'reward.credited': rewardSchema,
  'reward.chosen': rewardChosenSchema,
  'reward.paid': rewardSchema,
  'reward.expired': rewardSchema,
  'referral.expired': referralClosedSchema,
  'referral.cancelled': referralClosedSchema,
  'agency_order.released': agencyOrderReleasedSchema,
  'goodwill.granted': goodwillGrantedSchema,
} as const satisfies Record<WebhookEventType, z.ZodType>;

export type WebhookData<T extends WebhookEventType> = z.infer<(typeof WEBHOOK_DATA_SCHEMAS)[T]>;

const envelope = {
  version: z.literal(WEBHOOK_PAYLOAD_VERSION),
  id: z.string(),
  sequence: z.number().int().positive(),
  occurredAt: at,
  /** The tenant's key. */
  tenant: z.string(),
};

/** The whole body of one event type as sent. */
export function webhookEnvelopeSchema<T extends WebhookEventType>(type: T) {
  return z.strictObject({ type: z.literal(type), ...envelope, data: WEBHOOK_DATA_SCHEMAS[type] });
}
export const webhookTestEnvelopeSchema = z.strictObject({
  type: z.literal(WEBHOOK_TEST_EVENT),
  ...envelope,
  data: testEventSchema,
});

/** Any body the portal sends. */
export function parseWebhookBody(body: unknown) {
  const type = (body as { type?: unknown } | null)?.type;
  if (type === WEBHOOK_TEST_EVENT) return webhookTestEnvelopeSchema.parse(body);
  if (typeof type !== 'string' || !(type in WEBHOOK_DATA_SCHEMAS))
    throw new Error(`unknown event type ${String(type)}`);
  return webhookEnvelopeSchema(type as WebhookEventType).parse(body);
}
