import { and, eq, isNull } from 'drizzle-orm';
import type { AppConfig } from '../../config.ts';
import { demoPartnerKey } from '../../modules/partner-events/demo-key.ts';
import { PARTNER_KEY_PERMISSIONS } from '../../modules/partner-keys/partner-key-permissions.ts';
import { partnerApiKeys } from '../../modules/partner-keys/partner-keys.table.ts';
import { tenants } from '../../modules/tenants/tenants.table.ts';
import { hashToken } from '../../modules/tokens/tokens.service.ts';
import type { Db } from '../client.ts';

/** The command that revokes every demo key (modules/partner-keys/partner-keys.cli.ts). */
export const REVOKE_DEMO_KEYS_COMMAND = 'npm run partner-keys -- revoke-demo';

/**
 * Development only (callers check config.isDevelopment): every tenant's demo partner key, stored as
 * its hash like any partner key and marked `demo`, valid again if it was revoked (idempotent);
 * returned so `npm run seed` and the development server can print them.
 */
export async function seedDemoPartnerKeys(
  db: Db,
  appSecret: string,
): Promise<{ tenant: string; key: string }[]> {
  const rows = await db.select({ id: tenants.id, key: tenants.key }).from(tenants).orderBy(tenants.key);
  const keys: { tenant: string; key: string }[] = [];
  for (const row of rows) {
    const key = demoPartnerKey(appSecret, row.key);
    // Both permissions: the demo plays the partner's events and its host system's sign-ins.
    await db
      .insert(partnerApiKeys)
      .values({
        tenantId: row.id,
        keyHash: hashToken(key),
        keyPrefix: key.slice(0, 10),
        label: 'demo partner (development)',
        permissions: [...PARTNER_KEY_PERMISSIONS],
        demo: true,
      })
      .onConflictDoUpdate({
        target: partnerApiKeys.keyHash,
        set: { revokedAt: null, expiresAt: null, demo: true },
      });
    keys.push({ tenant: row.key, key });
  }
  return keys;
}

/**
 * The tenants holding a valid demo key. Recognised by the `demo` mark, not by deriving the keys
 * again: a key derived from another app secret (a development data directory moved on, a secret
 * changed) would not be found that way, yet anyone who saw it printed could still use it.
 */
export async function tenantsWithValidDemoKeys(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ key: tenants.key })
    .from(partnerApiKeys)
    .innerJoin(tenants, eq(tenants.id, partnerApiKeys.tenantId))
    .where(and(eq(partnerApiKeys.demo, true), isNull(partnerApiKeys.revokedAt)))
    .orderBy(tenants.key);
  return rows.map((r) => r.key);
}

/** Revokes every valid demo key; returns how many. Revoked keys stay as rows, like any revoked key. */
export async function revokeDemoPartnerKeys(db: Db, at: Date): Promise<number> {
  const revoked = await db
    .update(partnerApiKeys)
    .set({ revokedAt: at })
    .where(and(eq(partnerApiKeys.demo, true), isNull(partnerApiKeys.revokedAt)))
    .returning({ keyHash: partnerApiKeys.keyHash });
  return revoked.length;
}

/**
 * The start-up check: outside a development deployment no demo key may be valid. Returns the
 * message to stop with, or undefined when the start may go on.
 */
export async function demoKeyRefusal(
  db: Db,
  config: Pick<AppConfig, 'isDevelopment' | 'env' | 'deployEnv'>,
): Promise<string | undefined> {
  if (config.isDevelopment) return undefined;
  const holders = await tenantsWithValidDemoKeys(db);
  if (holders.length === 0) return undefined;
  return [
    `Refusing to start: demo partner keys are valid for ${holders.join(', ')}, and this is not a`,
    `development deployment (NODE_ENV=${config.env}, DEPLOY_ENV=${config.deployEnv}). Their keys`,
    'can be derived from the app secret and may have been printed. Revoke them, with the same',
    `DATABASE_URL or DATA_DIR, and start again: ${REVOKE_DEMO_KEYS_COMMAND}`,
  ].join('\n');
}
