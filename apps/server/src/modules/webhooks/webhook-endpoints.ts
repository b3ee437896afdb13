import type { Db } from '../../db/client.ts';
import { newWebhookSecret, type webhookSecretBox } from './webhook-signing.ts';
import type { WebhooksRepository } from './webhooks.repository.ts';

/** How long the previous secret still signs after a rotation, so a brand can switch over. */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60_000;

export interface EndpointInput {
  url: string;
  description: string;
  eventTypes: string[];
  enabled: boolean;
}

type Box = ReturnType<typeof webhookSecretBox>;

/** Makes an endpoint with a fresh secret; answers the row and the secret, which is shown once. */
export async function createEndpoint(
  repository: WebhooksRepository,
  box: Box,
  tx: Db,
  tenantId: string,
  input: EndpointInput,
  now: Date,
) {
  const secret = newWebhookSecret();
  const row = await repository.insertEndpoint(tx, {
    tenantId,
    ...input,
    secretSealed: box.seal(secret),
    createdAt: now,
    updatedAt: now,
  });
  return { row, secret };
}

/**
 * A new secret; the current one becomes the previous and signs too until the overlap ends (a
 * previous one still in its overlap is dropped: two at most). Answers the new secret, shown once.
 */
export async function rotateEndpointSecret(
  repository: WebhooksRepository,
  box: Box,
  tx: Db,
  endpoint: { id: string; secretSealed: string },
  now: Date,
  overlapMs = ROTATION_OVERLAP_MS,
) {
  const secret = newWebhookSecret();
  await repository.updateEndpoint(tx, endpoint.id, {
    secretSealed: box.seal(secret),
    previousSecretSealed: endpoint.secretSealed,
    previousSecretExpiresAt: new Date(now.getTime() + overlapMs),
    updatedAt: now,
  });
  return { secret, previousExpiresAt: new Date(now.getTime() + overlapMs) };
}
