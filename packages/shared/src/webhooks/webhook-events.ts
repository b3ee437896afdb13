/**
 * The events a tenant's webhook endpoints can take (issue 31, decision 073), zod-free so the
 * console's screen can list them. Each payload's schema is in `webhook-events.schemas.ts`; a
 * payload carries numbers, amounts in cents, states and times, never an e-mail address, IBAN or token.
 */
export const WEBHOOK_EVENT_TYPES = [
  'referral.created',
  'referral.optin_confirmed',
  'recipient.confirmed',
  'order.placed',
  'order.effective',
  'order.cancelled',
  'reward.credited',
  'reward.chosen',
  'reward.paid',
  'reward.expired',
  'referral.expired',
  'referral.cancelled',
  'agency_order.released',
  'goodwill.granted',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The event the console's "send test event" button sends; no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test' as const;

/** The payloads' version: a breaking change to any payload makes a new version, sent beside the old. */
export const WEBHOOK_PAYLOAD_VERSION = 1;

/** One line per event for the console and the OpenAPI document. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, { de: string; en: string }> = {
  'referral.created': { de: 'Empfehlung angelegt', en: 'Referral created' },
  'referral.optin_confirmed': { de: 'Opt-in bestätigt', en: 'Opt-in confirmed' },
  'recipient.confirmed': { de: 'Empfänger bestätigt', en: 'Recipient confirmed' },
  'order.placed': { de: 'Auftrag eingegangen', en: 'Order placed' },
  'order.effective': { de: 'Auftrag wirksam', en: 'Order effective' },
  'order.cancelled': { de: 'Auftrag storniert', en: 'Order cancelled' },
  'reward.credited': { de: 'Prämie gutgeschrieben', en: 'Reward credited' },
  'reward.chosen': { de: 'Prämie gewählt', en: 'Reward chosen' },
  'reward.paid': { de: 'Prämie ausgezahlt', en: 'Reward paid' },
  'reward.expired': { de: 'Prämie verfallen', en: 'Reward expired' },
  'referral.expired': { de: 'Empfehlung abgelaufen', en: 'Referral expired' },
  'referral.cancelled': { de: 'Empfehlung storniert', en: 'Referral cancelled' },
  'agency_order.released': { de: 'Agenturauftrag freigegeben', en: 'Agency order released' },
  'goodwill.granted': { de: 'Kulanz gewährt', en: 'Goodwill granted' },
};

/** Delivery states: waiting (first try or a retry), delivered (2xx), failed (gave up after the back-off). */
export const WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];
