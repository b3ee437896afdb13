import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { createSecretBox } from '../../lib/secret-box.ts';

/**
 * The endpoints' signing secrets and the Standard Webhooks signature (decision 073). A secret is
 * `whsec_` and 32 random bytes in base64, the form the `standardwebhooks` package takes; at rest it
 * is sealed with the app's key like an IBAN (lib/secret-box, its own purpose).
 */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

export function webhookSecretBox(appSecret: string) {
  return createSecretBox(appSecret, 'webhook.secret');
}

export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/**
 * The three headers for one attempt: each secret signs `id.timestamp.body`; during a rotation the
 * new and the old secret both sign, space-separated, so a receiver holding either verifies.
 */
export function signWebhook(secrets: readonly string[], id: string, at: Date, body: string): SignedHeaders {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(id, at, body)).join(' '),
  };
}
