import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.table.ts';

/**
 * Solved captcha payloads already used. The primary key makes a replay fail atomically even
 * across server instances; rows past `expires_at` can go, since an expired payload fails anyway.
 */
export const captchaSpent = pgTable('captcha_spent', {
  signature: text('signature').primaryKey(),
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
