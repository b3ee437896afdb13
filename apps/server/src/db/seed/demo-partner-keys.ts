import { demoPartnerKey } from '../../modules/partner-events/demo-key.ts';
import { partnerApiKeys } from '../../modules/partner-events/partner-events.table.ts';
import { tenants } from '../../modules/tenants/tenants.table.ts';
import { hashToken } from '../../modules/tokens/tokens.service.ts';
import type { Db } from '../client.ts';

/**
 * Development only: every tenant's demo partner key, stored as its hash like any partner key
 * (idempotent), returned so `npm run seed` and the development server can print them.
 */
export async function seedDemoPartnerKeys(
  db: Db,
  appSecret: string,
): Promise<{ tenant: string; key: string }[]> {
  const rows = await db.select({ id: tenants.id, key: tenants.key }).from(tenants).orderBy(tenants.key);
  const keys: { tenant: string; key: string }[] = [];
  for (const row of rows) {
    const key = demoPartnerKey(appSecret, row.key);
    await db
      .insert(partnerApiKeys)
      .values({
        tenantId: row.id,
        keyHash: hashToken(key),
        label: 'demo partner (development)',
      })
      .onConflictDoNothing();
    keys.push({ tenant: row.key, key });
  }
  return keys;
}
