import type { Mandant } from '@kwk/shared/tenants/mandant.schemas';
import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The tenant's switches and rules; the brand settings live beside them (spec §3). */
export type TenantSettings = Pick<Mandant, 'ContentService' | 'Modules' | 'Urls' | 'Channels' | 'Rules'>;
export type TenantBrand = Mandant['Brand'];

/** A tenant (Mandant): one brand's referral programme. `key` is also its apiRoute. */
export const tenants = pgTable('tenants', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').notNull().unique(),
  /** Hosts whose pages belong to this tenant (e.g. `fyrst.localhost`). */
  hosts: text('hosts').array().notNull().default(sql`'{}'::text[]`),
  settings: jsonb('settings').$type<TenantSettings>().notNull(),
  brand: jsonb('brand').$type<TenantBrand>().notNull(),
  /** Raised by every console save; a save naming an older version is refused (409), not merged. */
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
