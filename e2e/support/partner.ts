import { demoPartnerKey } from '../../apps/server/src/modules/partner-events/demo-key.ts';

/** The app secret e2e/start-server.mjs gives the server. */
const E2E_APP_SECRET = 'e2e-app-secret-known-to-the-specs-0123456789';

/**
 * Reports a partner event as the partner's system would: `POST /api/partner/v1/{tenant}/events`
 * with the tenant's development demo key.
 */
export async function sendPartnerEvent(baseURL: string, tenant: string, event: Record<string, unknown>) {
  const res = await fetch(`${baseURL}/api/partner/v1/${tenant}/events`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${demoPartnerKey(E2E_APP_SECRET, tenant)}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(event),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
