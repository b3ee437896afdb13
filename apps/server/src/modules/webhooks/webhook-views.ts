import type { WebhookDeliveryRow, WebhookEndpointRow } from './webhooks.repository.ts';

/** An endpoint's deliveries by state. */
export type DeliveryCounts = { pending: number; delivered: number; failed: number };

/** An endpoint as the console shows it: never a secret; the old one's overlap only while it runs. */
export function endpointView(
  endpoint: WebhookEndpointRow,
  counts: DeliveryCounts,
  tenantKey: string,
  now: Date,
) {
  return {
    Id: endpoint.id,
    Tenant: tenantKey,
    Url: endpoint.url,
    Description: endpoint.description,
    EventTypes: endpoint.eventTypes,
    Enabled: endpoint.enabled,
    DisabledReason: endpoint.enabled ? null : endpoint.disabledReason,
    FailingSince: endpoint.failingSince?.toISOString() ?? null,
    PreviousSecretUntil:
      endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now
        ? endpoint.previousSecretExpiresAt.toISOString()
        : null,
    CreatedAt: endpoint.createdAt.toISOString(),
    Counts: counts,
  };
}

/** A delivery as the console lists it: state, attempts, the last answer's code, latency and first bytes. */
export const deliveryView = (d: WebhookDeliveryRow) => ({
  Id: d.id,
  EventId: d.eventId,
  EventType: d.eventType,
  Sequence: d.sequence,
  ReferralNumber: d.referralNumber,
  Status: d.status,
  Attempts: d.attempts,
  LastStatusCode: d.lastStatusCode,
  LastLatencyMs: d.lastLatencyMs,
  LastResponse: d.lastResponse,
  LastAttemptAt: d.lastAttemptAt?.toISOString() ?? null,
  NextAttemptAt: d.status === 'pending' ? d.nextAttemptAt.toISOString() : null,
  CreatedAt: d.createdAt.toISOString(),
  DeliveredAt: d.deliveredAt?.toISOString() ?? null,
});
