import { demoPartnerKey } from '../../apps/server/src/modules/partner-events/demo-key.ts';

/** The app secret e2e/start-server.mjs gives the server. */
const E2E_APP_SECRET = 'e2e-app-secret-known-to-the-specs-0123456789';

/**
 * Reports a partner event as the partner's system would: `POST /api/partner/v1/{tenant}/events`
 * with the tenant's development demo key.
 */
export async function sendPartnerEvent(portalOrigin: string, tenant: string, event: Record<string, unknown>) {
  // The partner API names the tenant in its path; Node does not resolve `*.localhost` hosts.
  const url = new URL(`/api/partner/v1/${tenant}/events`, portalOrigin);
  url.hostname = '127.0.0.1';
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${demoPartnerKey(E2E_APP_SECRET, tenant)}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(event),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
