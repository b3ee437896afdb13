import { MAILBOX_PORT } from './mailbox.ts';

/**
 * The tenant's demo partner key, as the portal printed it at start (development only); the
 * harness (start-server.mjs) keeps the printed keys and serves them beside the mails.
 */
async function demoPartnerKey(tenant: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${MAILBOX_PORT}/partner-keys`);
  const keys = (await response.json()) as Record<string, string>;
  const key = keys[tenant];
  if (!key) throw new Error(`the portal printed no demo partner key for ${tenant}`);
  return key;
}

/** A POST to the partner API with the tenant's development demo key, as the partner's system sends it. */
async function partnerPost(
  portalOrigin: string,
  tenant: string,
  path: string,
  body: Record<string, unknown>,
) {
  // The partner API names the tenant in its path; Node does not resolve `*.localhost` hosts.
  const url = new URL(`/api/partner/v1/${tenant}/${path}`, portalOrigin);
  url.hostname = '127.0.0.1';
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${await demoPartnerKey(tenant)}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Reports a partner event as the partner's system would: `POST /api/partner/v1/{tenant}/events`. */
export function sendPartnerEvent(portalOrigin: string, tenant: string, event: Record<string, unknown>) {
  return partnerPost(portalOrigin, tenant, 'events', event);
}

/**
 * A one-time sign-in for a host system's user (admin login, autologin): `POST
 * /api/partner/v1/{tenant}/login-tokens` → 201 with Token, Link (`{portal}/login/{token}`), GueltigBis.
 */
export function issueLoginToken(
  portalOrigin: string,
  tenant: string,
  person: { Email: string; Vorname: string; Nachname: string },
) {
  return partnerPost(portalOrigin, tenant, 'login-tokens', person);
}

/**
 * Ages a referral by `days` through the development-only `POST /dev/referrals/{tenant}/{nr}/backdate`,
 * so an order reported as weeks old does not predate the referral (such an order is refused).
 */
export async function backdateReferral(portalOrigin: string, tenant: string, nr: number, days: number) {
  const url = new URL(`/dev/referrals/${tenant}/${nr}/backdate`, portalOrigin);
  url.hostname = '127.0.0.1';
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ days }),
  });
  if (res.status !== 204) throw new Error(`backdating referral ${nr} answered ${res.status}`);
}

/**
 * Ages a referral's ready reward by `days` and runs the day's expiry job again, through the
 * development-only `POST /dev/rewards/{tenant}/{nr}/age` (issue 15): a reward not chosen in time
 * expires without the test waiting a year.
 */
export async function ageReadyReward(portalOrigin: string, tenant: string, nr: number, days: number) {
  const url = new URL(`/dev/rewards/${tenant}/${nr}/age`, portalOrigin);
  url.hostname = '127.0.0.1';
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ days }),
  });
  if (res.status !== 204) throw new Error(`ageing the reward of referral ${nr} answered ${res.status}`);
}
