import { createHmac } from 'node:crypto';

/**
 * Development only: a stable demo partner key per tenant, derived from the app secret so it
 * survives restarts, can be printed at start and computed by the end-to-end harness.
 */
export function demoPartnerKey(appSecret: string, tenantKey: string): string {
  const mac = createHmac('sha256', appSecret).update(`partner-demo:${tenantKey}`).digest('hex');
  return `kwkp_demo_${tenantKey}_${mac.slice(0, 24)}`;
}
