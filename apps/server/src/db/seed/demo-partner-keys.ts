import { demoPartnerKey } from '../../modules/partner-events/demo-key.ts';
import { PARTNER_KEY_PERMISSIONS } from '../../modules/partner-keys/partner-key-permissions.ts';
import { createPartnerKeysRepository } from '../../modules/partner-keys/partner-keys.repository.ts';
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
  const partnerKeys = createPartnerKeysRepository({ db });
  const keys: { tenant: string; key: string }[] = [];
  for (const row of rows) {
    const key = demoPartnerKey(appSecret, row.key);
    // Both permissions: the demo plays the partner's events and its host system's sign-ins.
    await partnerKeys.add({
      tenantId: row.id,
      keyHash: hashToken(key),
      label: 'demo partner (development)',
      permissions: PARTNER_KEY_PERMISSIONS,
    });
    keys.push({ tenant: row.key, key });
  }
  return keys;
}
