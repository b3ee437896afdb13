import { createHmac, randomBytes } from 'node:crypto';
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
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const content = `${id}.${timestamp}.${body}`;
  return {
    'webhook-id': id,
    'webhook-timestamp': timestamp,
    'webhook-signature': secrets.map((secret) => signature(secret, content)).join(' '),
  };
}

/**
 * The Standard Webhooks `v1` signature: HMAC-SHA256 under the secret's bytes (the base64 after
 * `whsec_`), in base64. Node's own HMAC, not the `standardwebhooks` package's JavaScript SHA-256,
 * which cost each delivery more than its POST in a process still warming up (issue 31); the
 * package verifies what this signs in the tests, and receivers verify with it.
 */
function signature(secret: string, content: string): string {
  const key = Buffer.from(
    secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret,
    'base64',
  );
  return `v1,${createHmac('sha256', key).update(content).digest('base64')}`;
}
const SECRET_PREFIX = 'whsec_';
